import type { Middleware } from 'koa'
import type { Logger } from 'pino'

/**
 * A request target Koa reads no path from is refused with a 400, before anything reads `ctx.path`. Koa types it as a
 * string, but parseurl hands some targets starting with "//" to url.parse, which reads a host and no path from them
 * ("//en?@#": a 500 in every middleware that reads the path, found by tests/unit/hardening/oddPaths.test.ts). Such a
 * target is not origin-form (RFC 9112 §3.2.1: a path, then a query; '#' has no place in it), so it is answered as
 * Node answers a request it cannot parse (answerClientError): the security headers, `Connection: close`, one warn line.
 */
export function refuseUnreadableTarget(headers: ReadonlyArray<readonly [string, string]>, logger: Logger): Middleware {
  return (ctx, next) => {
    const path: unknown = ctx.path
    if (typeof path === 'string') return next()
    logger.warn({ code: 'UNREADABLE_TARGET', status: 400 }, 'request rejected before routing')
    for (const [name, value] of headers) ctx.set(name, value)
    ctx.set('Connection', 'close')
    ctx.status = 400
    ctx.type = 'text/plain'
    ctx.body = 'Bad Request'
  }
}
