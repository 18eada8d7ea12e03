import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Middleware } from 'koa'
import parseRange from 'range-parser'
import sirv from 'sirv'
import { connectAdapter } from './connectAdapter.ts'

/** The last segment of the path has a dot followed by something: "/favicon.ico", "/assets/x.js", not "/en/terms". */
const hasExtension = /\.[^/]+$/

const immutableCacheControl = 'public, max-age=31536000, immutable'

/**
 * Leaves in the request only a Range that sirv answers correctly for a file of `size` bytes (docs/operations.md,
 * "Ranges"): sirv reads the header with parseInt and no check, so `bytes=100-50` announced a negative Content-Length
 * and `bytes=-99999999999999999999` more bytes than it sent, breaking the connection for the requests after it.
 * Parsed here by range-parser (Express's parser) instead:
 * - one satisfiable range: written back in its plain form `bytes=start-end`, which sirv answers with a correct 206;
 * - unsatisfiable (every range starts past the end): `bytes=size-`, which sirv answers 416 with a Content-Range that
 *   names the size; never stored by a cache;
 * - malformed, not in bytes, several ranges, a conditional If-Range (its validator is not compared here), or the first
 *   byte alone (`bytes=0-0`, which sirv reads as the whole file): removed, so the whole file is sent with a 200, as
 *   RFC 9110 lets a server ignore any Range.
 */
function settleRange(req: IncomingMessage, res: ServerResponse, size: number): void {
  const header = req.headers.range
  if (header === undefined) return
  if (!header.startsWith('bytes=') || req.headers['if-range'] !== undefined) {
    delete req.headers.range
    return
  }
  const ranges = parseRange(size, wholeSuffixes(header, size), { combine: true })
  if (ranges === -1) {
    req.headers.range = `bytes=${size}-`
    res.setHeader('Cache-Control', 'no-store')
    return
  }
  const [only] = ranges === -2 ? [] : ranges
  if (ranges === -2 || ranges.length !== 1 || only.end === 0) delete req.headers.range
  else req.headers.range = `bytes=${only.start}-${only.end}`
}

/**
 * A suffix longer than the file (`bytes=-99999999999999999999`) asks for all of it (RFC 9110, 14.1.3), which
 * range-parser would call unsatisfiable: written as `0-` instead.
 */
function wholeSuffixes(header: string, size: number): string {
  const equals = header.indexOf('=')
  if (equals < 0 || size === 0) return header
  const specs = header.slice(equals + 1).split(',')
  const whole = specs.map((spec) =>
    /^\s*-\s*\d+\s*$/.test(spec) && Number(spec.replace(/[\s-]/g, '')) > size ? '0-' : spec,
  )
  return `${header.slice(0, equals + 1)}${whole.join(',')}`
}

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
    // Called with the file sirv is about to send (the .br or .gz twin when chosen): its size bounds the Range.
    setHeaders(res, pathname, stats) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? immutableCacheControl : 'public, max-age=3600')
      // sirv's type table (mrmime) has no .ico: without this /favicon.ico would go out with no Content-Type.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon')
      settleRange(res.req, res, stats.size)
    },
  })
  const serveFiles = connectAdapter(serve)
  // sirv answers any method; files are read-only (anything else goes on to a 405). Every file has an extension and no
  // page has one, so a page request skips sirv's lookups and the adapter's promise (the profile in docs/performance.md).
  return (ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') && hasExtension.test(ctx.path) ? serveFiles(ctx, next) : next()
}
