import type { Logger } from 'pino'
import { RequestState, type AppContext, type AppMiddleware } from '../AppState.ts'
import type { AnsweredRequest } from '../metrics/AnsweredRequest.ts'
import { createAccessLog } from '../http/createAccessLog.ts'
import { requestIdOf } from '../http/requestIdOf.ts'

/**
 * One JSON line per request, with a request id that is also sent back as X-Request-Id; it also gives the request its
 * state (RequestState), whose logger names the request id. onAnswered (the metrics) reads the same clock.
 */
export function requestLogger(
  logger: Logger,
  onAnswered?: (answer: AnsweredRequest, seconds: number) => void,
): AppMiddleware {
  const accessLog = createAccessLog(logger)
  return async (ctx, next) => {
    const requestId = requestIdOf()
    const started = process.hrtime.bigint()
    ctx.state = new RequestState(logger, requestId, ctx.path)
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      onAnswered?.(answered(ctx), ms / 1000)
      accessLog({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 })
    }
  }
}

function answered({ method, path, status, state }: AppContext): AnsweredRequest {
  return {
    method,
    path,
    status,
    pageCache: state.pageCache,
    formSubmission: state.formSubmission,
    api: state.api,
    refusal: state.refusal,
  }
}
