import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { RequestState, type AppContext, type AppMiddleware } from '../AppState.ts'
import type { AnsweredRequest } from '../metrics/createMetrics.ts'

/**
 * A new request id for every request, whatever it carries (docs/operations.md): it is logged and sent back as
 * X-Request-Id. An incoming X-Request-Id is never taken: a client could otherwise choose its id, or reuse another's to
 * blur the log. A proxy in front names its own id in its own log (deploy/nginx.conf logs both).
 */
export function requestIdOf(): string {
  return randomUUID()
}

/** The one line every request writes: five fixed fields, none of them personal (the path, never the query string). */
export type AccessLine = { requestId: string; method: string; path: string; status: number; ms: number }

/**
 * Writes the request line at info, or at error for a 5xx. Its logger has no redaction: the line is built from the
 * fields above only, and pino's wildcard redaction walked every such line (the profile in docs/performance.md).
 */
export function createAccessLog(logger: Logger): (line: AccessLine) => void {
  const accessLog = logger.child({}, { redact: [] })
  return (line) => {
    if (line.status >= 500) accessLog.error(line, 'request')
    else accessLog.info(line, 'request')
  }
}

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
