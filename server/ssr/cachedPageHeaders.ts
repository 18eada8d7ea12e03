import { defaultLocale, type Locale } from '../../site/locales.ts'
import type { CachedPage, Encoding } from './renderCache.ts'

/**
 * The headers of a page served from memory in one encoding, both by the cached-page lane and by ssrMiddleware, so the
 * two cannot drift apart. Content-Encoding and Content-Length are not among them: a 304 carries neither.
 * `cacheControl` is a page's (pageCacheControl); a 404 or 500 page is never stored (docs/operations.md).
 */
export function cachedPageHeaders(
  page: CachedPage,
  encoding: Encoding,
  locale: Locale,
  cacheControl: string,
): ReadonlyArray<readonly [string, string]> {
  return [
    ...page.headers,
    ['Cache-Control', page.status === 200 ? cacheControl : 'no-store'],
    // The language cookie may redirect an unprefixed URL (localeRedirect), so shared caches must key on it. Written
    // whole: nothing else sets Vary on a page.
    ['Vary', locale === defaultLocale ? 'Accept-Encoding, Cookie' : 'Accept-Encoding'],
    ['ETag', page.etags[encoding]],
  ]
}
