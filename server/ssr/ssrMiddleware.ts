import type { Context, Middleware } from 'koa'
import { splitLocale } from '../../renderer/site/splitLocale.ts'
import type { CachedPage, Encoding, RenderCache, RenderedPage } from './renderCache.ts'
import { renderHtml } from './renderHtml.ts'
import { renderPathOf } from './renderPathOf.ts'

export type SsrOptions = {
  publicUrl: string
  /** Production: each page rendered once, then served from memory. Development: every request renders. */
  cache?: RenderCache
  /** Vike by default; a test may pass its own. */
  render?: (path: string, publicUrl: string) => Promise<RenderedPage | undefined>
}

/**
 * Every GET or HEAD that nothing before answered is a page rendered by Vike: one of the site's pages, or the 404 page of
 * the URL's language for any other path (renderPathOf). The cache key is that render path, language prefix included
 * ("/terms" and "/en/terms" are two entries); the query string never changes a page.
 */
export function ssrMiddleware({ publicUrl, cache, render = renderHtml }: SsrOptions): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const path = renderPathOf(ctx.path)
    // For the page-cache metric: a request finds its page in memory (hit) or has it rendered (miss).
    if (cache) ctx.state.pageCache = cache.get(path) ? 'hit' : 'miss'
    const result = cache ? await cache.resolve(path, () => render(path, publicUrl)) : await render(path, publicUrl)
    if (!result) return next()
    // The language cookie may redirect an unprefixed URL (localeRedirect), so shared caches must key on it.
    const varyCookie = splitLocale(ctx.path).locale === 'pt-BR'
    if ('bodies' in result) serveCached(ctx, result, varyCookie)
    else serveFresh(ctx, result, varyCookie)
  }
}

function serveCached(ctx: Context, page: CachedPage, varyCookie: boolean) {
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
function pickEncoding(ctx: Context): Encoding {
  if (ctx.acceptsEncodings('br') === 'br') return 'br'
  if (ctx.acceptsEncodings('gzip') === 'gzip') return 'gzip'
  return 'identity'
}

function serveFresh(ctx: Context, rendered: RenderedPage, varyCookie: boolean) {
  ctx.status = rendered.status
  for (const [name, value] of rendered.headers) if (name.toLowerCase() !== 'content-length') ctx.set(name, value)
  ctx.set('Cache-Control', 'no-cache')
  if (varyCookie) ctx.vary('Cookie')
  ctx.body = rendered.html
}
