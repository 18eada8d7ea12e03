import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import type { AppContext, AppMiddleware } from '../AppState.ts'
import { RequestState } from '../RequestState.ts'

const validRequestId = /^[\w.:-]{1,64}$/

/**
 * One JSON line per request, with a request id that is also sent back as X-Request-Id; it also gives the request its
 * state (RequestState), whose logger names the request id. onAnswered (the metrics) reads the same clock.
 *
 * The request line is written by a logger without redaction: it is built here from five fixed fields, none of them
 * personal (the path, never the query string), and pino's wildcard redaction walked every such line (issue 14's profile).
 */
export function requestLogger(logger: Logger, onAnswered?: (ctx: AppContext, seconds: number) => void): AppMiddleware {
  const accessLog = logger.child({}, { redact: [] })
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id')
    const requestId = validRequestId.test(incoming) ? incoming : randomUUID()
    const started = process.hrtime.bigint()
    ctx.state = new RequestState(logger, requestId)
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      onAnswered?.(ctx, ms / 1000)
      const line = { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 }
      if (ctx.status >= 500) accessLog.error(line, 'request')
      else accessLog.info(line, 'request')
    }
  }
}
