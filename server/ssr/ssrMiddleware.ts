import { defaultLocale } from '../../site/locales.ts'
import type { AppContext, AppMiddleware } from '../AppState.ts'
import type { PageRequest } from './pagePaths.ts'
import type { CachedPage, Encoding, RenderCache, RenderedPage } from './renderCache.ts'
import { renderHtml } from './renderHtml.ts'
import { renderPageOf } from './renderPageOf.ts'

export type SsrOptions = {
  publicUrl: string
  /** Production: each page rendered once, then served from memory. Development: every request renders. */
  cache?: RenderCache
  /** Vike by default; a test may pass its own. */
  render?: (page: PageRequest, publicUrl: string) => Promise<RenderedPage | undefined>
}

/**
 * Every GET or HEAD that nothing before answered is a page rendered by Vike: one of the site's pages, or the 404 page of
 * the URL's language for any other path (renderPageOf). The cache key is that render path, language prefix included
 * ("/terms" and "/en/terms" are two entries); the query string never changes a page.
 */
export function ssrMiddleware({ publicUrl, cache, render = renderHtml }: SsrOptions): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const page = renderPageOf({ path: ctx.path, locale: ctx.state.locale, logicalPath: ctx.state.logicalPath })
    // For the page-cache metric: a request finds its page in memory (hit) or has it rendered (miss).
    if (cache) ctx.state.pageCache = cache.get(page.path) ? 'hit' : 'miss'
    const result = cache ? await cache.resolve(page.path, () => render(page, publicUrl)) : await render(page, publicUrl)
    if (!result) return next()
    // The language cookie may redirect an unprefixed URL (localeRedirect), so shared caches must key on it.
    const varyCookie = ctx.state.locale === defaultLocale
    if ('bodies' in result) serveCached(ctx, result, varyCookie)
    else serveFresh(ctx, result, varyCookie)
  }
}

function serveCached(ctx: AppContext, page: CachedPage, varyCookie: boolean) {
  ctx.status = page.status
  for (const [name, value] of page.headers) ctx.set(name, value)
  ctx.set('Cache-Control', 'no-cache')
  ctx.vary('Accept-Encoding')
  if (varyCookie) ctx.vary('Cookie')
  const chosen = pickEncoding(ctx)
  ctx.set('ETag', page.etags[chosen])
  if (page.status === 200 && ctx.fresh) {
    ctx.status = 304
    return
  }
  if (chosen !== 'identity') ctx.set('Content-Encoding', chosen)
  ctx.body = page.bodies[chosen]
}

/**
 * The smallest body the client accepts. Browsers list "gzip, deflate, br" with equal weights, which Koa's
 * negotiation would settle in list order (gzip): brotli is chosen whenever it is acceptable at all, as sirv does.
 */
function pickEncoding(ctx: AppContext): Encoding {
  if (ctx.acceptsEncodings('br') === 'br') return 'br'
  if (ctx.acceptsEncodings('gzip') === 'gzip') return 'gzip'
  return 'identity'
}

function serveFresh(ctx: AppContext, rendered: RenderedPage, varyCookie: boolean) {
  ctx.status = rendered.status
  for (const [name, value] of rendered.headers) if (name.toLowerCase() !== 'content-length') ctx.set(name, value)
  ctx.set('Cache-Control', 'no-cache')
  if (varyCookie) ctx.vary('Cookie')
  ctx.body = rendered.html
}
