import type { Middleware } from 'koa'
import { hostIsValid } from '../http/hostIsValid.ts'

/**
 * One well-formed Host, required on HTTP/1.1 (RFC 9112 §3.2; hostIsValid): two Host fields, a malformed one (`a b`,
 * `[::1`) or none is a 400, so no such value reaches the form's origin check or a redirect. Node would refuse a
 * missing Host itself, with a bare 400 that skips every middleware and so every security header; the server turns
 * that check off (httpServerOptions) and refuses here, below the security headers, with the connection closed.
 */
export function requireHost(): Middleware {
  return (ctx, next) => {
    if (hostIsValid(ctx.req)) return next()
    ctx.status = 400
    ctx.set('Connection', 'close')
    ctx.type = 'text/plain'
    ctx.body = 'Bad Request'
  }
}
