import type { Middleware } from 'koa'

/**
 * Everything outside /api/ (pages, files, /healthz, sitemap, robots) is read-only: a request with any other method that
 * nothing below answered (POST /healthz, PUT on a file, TRACE, PROPFIND) becomes a 405 naming the two methods allowed.
 * A client's mistake, never a server error. (/api/ answers every method itself, as JSON.)
 */
export function readOnlyMethods(): Middleware {
  return async (ctx, next) => {
    await next()
    if (ctx.body !== undefined || ctx.method === 'GET' || ctx.method === 'HEAD') return
    ctx.status = 405
    ctx.set('Allow', 'GET, HEAD')
    ctx.set('Cache-Control', 'no-store')
    ctx.type = 'text/plain'
    ctx.body = 'Method Not Allowed'
  }
}
