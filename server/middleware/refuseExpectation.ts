import type { Middleware } from 'koa'

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
