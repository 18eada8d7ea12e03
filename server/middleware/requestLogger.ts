import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import type { AppMiddleware } from '../AppState.ts'

const validRequestId = /^[\w.:-]{1,64}$/

/** One JSON line per request, with a request id that is also sent back as X-Request-Id. */
export function requestLogger(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id')
    const requestId = validRequestId.test(incoming) ? incoming : randomUUID()
    const started = process.hrtime.bigint()
    const log = logger.child({ requestId })
    ctx.state.requestId = requestId
    ctx.state.log = log
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      // ctx.path, never the query string: it could carry personal data.
      const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 }
      if (ctx.status >= 500) log.error(line, 'request')
      else log.info(line, 'request')
    }
  }
}
