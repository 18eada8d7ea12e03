import type { Middleware } from 'koa'

/** Sets the security headers (securityHeaderList) on every answer of the middleware below. */
export function securityHeaders(headers: ReadonlyArray<readonly [string, string]>): Middleware {
  // Not async: a middleware with nothing to do after next() need not cost a promise of its own on every request.
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.set(name, value)
    return next()
  }
}
