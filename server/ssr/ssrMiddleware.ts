import type { Middleware } from 'koa'
import { renderPage } from 'vike/server'
import { splitLocale } from '../../renderer/site/splitLocale.ts'
import type { RenderCache } from './renderCache.ts'

/**
 * Every GET that nothing before answered is a page rendered by Vike. With a cache (production),
 * each page is rendered once and then served from memory, compressed, with an ETag.
 */
export function ssrMiddleware({ publicUrl, cache }: { publicUrl: string; cache?: RenderCache }): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const key = ctx.path
    let page = cache?.get(key)
    if (!page) {
      // The query string never changes a page, so it is not rendered (nor cached) per query.
      const rendered = await renderPage({ urlOriginal: ctx.path, headersOriginal: ctx.headers, publicUrl })
      const response = rendered.httpResponse
      if (!response) return next()
      const html = response.body
      const contentType = response.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
      // Vike's URL normalisation (a trailing slash, a double slash) is a redirect: its Location must go out, uncached.
      const location = response.headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
      if (location) ctx.set('Location', location)
      if (!cache || response.statusCode >= 500 || location) {
        ctx.status = response.statusCode
        ctx.type = contentType
        ctx.body = html
        return
      }
      page = cache.set(key, response.statusCode, contentType, html)
    }
    ctx.status = page.status
    ctx.type = page.contentType
    ctx.set('ETag', page.etag)
    ctx.set('Cache-Control', 'no-cache')
    // An unprefixed URL may redirect on the language cookie, so caches must key on it.
    ctx.vary('Accept-Encoding')
    if (splitLocale(ctx.path).locale === 'pt-BR') ctx.vary('Cookie')
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304
      return
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity')
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding)
      ctx.body = encoding === 'br' ? page.br : page.gzip
    } else {
      ctx.body = page.body
    }
  }
}
