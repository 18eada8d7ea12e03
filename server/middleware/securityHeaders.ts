import type { Middleware } from 'koa'
import { securityHeaderList } from './securityHeaderList.ts'

/** Sets the security headers (securityHeaderList) on every answer of the middleware below. */
export function securityHeaders(options: { dev: boolean; https: boolean }): Middleware {
  const headers = securityHeaderList(options)
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.set(name, value)
    await next()
  }
}
