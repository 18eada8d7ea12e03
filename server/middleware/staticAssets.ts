import type { Middleware } from 'koa'
import sirv from 'sirv'
import { connectAdapter } from './connectAdapter.ts'

/** The last segment of the path has a dot followed by something: "/favicon.ico", "/assets/x.js", not "/en/terms". */
const hasExtension = /\.[^/]+$/

const immutableCacheControl = 'public, max-age=31536000, immutable'

/**
 * Built client files. Everything under /assets/ is content-hashed by Vite, so it is cached for a year;
 * sirv serves the .br / .gz twins written at build time when the browser accepts them.
 */
export function staticAssets(clientDir: string): Middleware {
  const serve = sirv(clientDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? immutableCacheControl : 'public, max-age=3600')
      // sirv's type table (mrmime) has no .ico: without this /favicon.ico would go out with no Content-Type.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon')
    },
  })
  const serveFiles = connectAdapter(serve)
  // sirv answers any method; files are read-only (anything else goes on to a 405). Every file has an extension and no
  // page has one, so a page request skips sirv's lookups and the adapter's promise (the profile in docs/performance.md).
  return (ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') && hasExtension.test(ctx.path) ? serveFiles(ctx, next) : next()
}
