import type { IncomingMessage } from 'node:http'
import type { Middleware } from 'koa'
import type { Logger } from 'pino'

/**
 * Requests refused for their form before any route reads them (docs/operations.md): a target with no readable path,
 * a missing, doubled or malformed Host, an Expect other than 100-continue. Each is answered by the app, not by Node,
 * so that it carries the security headers like every answer.
 */

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
    logger.warn({ code: 'UNREADABLE_TARGET', status: 400 }, 'request refused before routing')
    for (const [name, value] of headers) ctx.set(name, value)
    ctx.set('Connection', 'close')
    ctx.status = 400
    ctx.type = 'text/plain'
    ctx.body = 'Bad Request'
  }
}

// uri-host [":" port] (RFC 9110 §4.2.3, RFC 3986 §3.2.2): an IP literal in brackets, or a reg-name / IPv4 address.
const hostSyntax = /^(?:\[[0-9A-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d{0,5})?$/

/**
 * RFC 9112 §3.2: a request carries at most one Host field, well formed, and an HTTP/1.1 one must carry it; anything
 * else is a 400. Read from the raw headers: Node keeps only the first of two Host fields in `headers`.
 */
export function hostIsValid(req: IncomingMessage): boolean {
  let host: string | undefined
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].length !== 4 || raw[i].toLowerCase() !== 'host') continue
    if (host !== undefined) return false
    host = raw[i + 1]
  }
  if (host === undefined) return req.httpVersionMajor === 1 && req.httpVersionMinor === 0
  return hostSyntax.test(host)
}

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

/**
 * An `Expect` other than `100-continue` (which Node answers itself): 417, answered here rather than by Node, so it
 * carries the security headers, a request id, a log line and a metric like every answer (docs/operations.md). The
 * server hands such requests to the app ('checkExpectation', startServer).
 */
export function refuseExpectation(): Middleware {
  return (ctx, next) => {
    const expect = ctx.get('Expect')
    if (!expect || expect.toLowerCase() === '100-continue') return next()
    ctx.status = 417
    ctx.set('Connection', 'close')
    ctx.type = 'text/plain'
    ctx.body = 'Expectation Failed'
  }
}
