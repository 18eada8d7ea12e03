import type { Middleware } from 'koa'

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node would refuse such a request itself, with a bare 400 that skips
 * every middleware and so every security header; the server turns that check off (httpServerOptions) and refuses here,
 * below the security headers, with the connection closed as Node would.
 */
export function requireHost(): Middleware {
  return (ctx, next) => {
    const { httpVersionMajor, httpVersionMinor, headers } = ctx.req
    const needsHost = httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1)
    if (!needsHost || headers.host) return next()
    ctx.status = 400
    ctx.set('Connection', 'close')
    ctx.type = 'text/plain'
    ctx.body = 'Bad Request'
  }
}
