import { defaultLocale, type Locale } from '../../site/locales.ts'
import type { Env } from '../env.ts'
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

/**
 * The Cache-Control of a page answered 200: a shared cache (nginx, a CDN) serves it for HTML_S_MAXAGE_S, then stale for
 * up to HTML_STALE_WHILE_REVALIDATE_S while it revalidates with the ETag; a browser revalidates on every view
 * (max-age=0), so a new build reaches it at once. Which answers say no-store instead: docs/operations.md.
 */
export function pageCacheControl(env: Pick<Env, 'HTML_S_MAXAGE_S' | 'HTML_STALE_WHILE_REVALIDATE_S'>): string {
  return `max-age=0, s-maxage=${env.HTML_S_MAXAGE_S}, stale-while-revalidate=${env.HTML_STALE_WHILE_REVALIDATE_S}`
}
