import { defaultLocale } from '../../site/locales.ts'
import type { AppContext, AppMiddleware } from '../AppState.ts'
import { pageToRender, type PageRequest } from './sitePageRequests.ts'
import { cachedPageHeaders } from './cachedPageHeaders.ts'
import { pickEncoding } from './pickEncoding.ts'
import type { CachedPage, RenderCache, RenderedPage } from './renderCache.ts'
import { renderWithVike } from './renderWithVike.ts'

export type SsrOptions = {
  publicUrl: string
  /** A page's Cache-Control (pageCacheControl); a 404 or 500 page says no-store. */
  cacheControl: string
  /** Production: each page rendered once, then served from memory. Development: every request renders. */
  cache?: RenderCache
  /** Vike by default; a test may pass its own. */
  render?: (page: PageRequest, publicUrl: string) => Promise<RenderedPage | undefined>
}

/**
 * Every GET or HEAD that nothing before answered is a page rendered by Vike: one of the site's pages, or the 404 page of
 * the URL's language for any other path (pageToRender). The cache key is that render path, language prefix included
 * ("/terms" and "/en/terms" are two entries); the query string never changes a page.
 */
export function ssrMiddleware({ publicUrl, cacheControl, cache, render = renderWithVike }: SsrOptions): AppMiddleware {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const page = pageToRender({ path: ctx.path, locale: ctx.state.locale, logicalPath: ctx.state.logicalPath })
    // A page in memory is answered at once, without a promise: the common case, and the one docs/performance.md measures.
    const hit = cache?.get(page.path)
    if (hit) {
      ctx.state.pageCache = 'hit'
      serveCached(ctx, hit, cacheControl)
      return
    }
    if (cache) ctx.state.pageCache = 'miss'
    return (cache ? cache.resolve(page.path, () => render(page, publicUrl)) : render(page, publicUrl)).then(
      (result) => {
        if (!result) return next()
        if ('bodies' in result) serveCached(ctx, result, cacheControl)
        else serveFresh(ctx, result, cacheControl)
      },
    )
  }
}

function serveCached(ctx: AppContext, page: CachedPage, cacheControl: string) {
  ctx.status = page.status
  const chosen = pickEncoding(ctx.req)
  for (const [name, value] of cachedPageHeaders(page, chosen, ctx.state.locale, cacheControl)) ctx.set(name, value)
  // ctx.fresh copies every response header to compare: asked only when there is a validator to compare (no page has a
  // Last-Modified, so If-None-Match is the only one that can match).
  if (page.status === 200 && ctx.get('if-none-match') && ctx.fresh) {
    ctx.status = 304
    return
  }
  if (chosen !== 'identity') ctx.set('Content-Encoding', chosen)
  ctx.body = page.bodies[chosen]
}

function serveFresh(ctx: AppContext, rendered: RenderedPage, cacheControl: string) {
  ctx.status = rendered.status
  for (const [name, value] of rendered.headers) if (name.toLowerCase() !== 'content-length') ctx.set(name, value)
  ctx.set('Cache-Control', rendered.status === 200 ? cacheControl : 'no-store')
  // The language cookie may redirect an unprefixed URL (localeRedirect), so shared caches must key on it.
  if (ctx.state.locale === defaultLocale) ctx.vary('Cookie')
  ctx.body = rendered.html
}
