import type { Middleware } from 'koa'

/**
 * Everything outside /api/ (pages, files, /healthz, sitemap, robots) is read-only: a request with any other method that
 * nothing below answered (POST /healthz, PUT on a file, TRACE, PROPFIND) becomes a 405 naming the methods allowed:
 * GET and HEAD, and POST on the pages in `postPaths` (the contact form sent without JavaScript,
 * docs/progressive-enhancement.md). A client's mistake, never a server error. (/api/ answers every method itself.)
 */
export function readOnlyMethods(postPaths: ReadonlySet<string> = new Set()): Middleware {
  return async (ctx, next) => {
    await next()
    if (ctx.body !== undefined || ctx.method === 'GET' || ctx.method === 'HEAD') return
    ctx.status = 405
    ctx.set('Allow', postPaths.has(ctx.path) ? 'GET, HEAD, POST' : 'GET, HEAD')
    ctx.set('Cache-Control', 'no-store')
    ctx.type = 'text/plain'
    ctx.body = 'Method Not Allowed'
  }
}
