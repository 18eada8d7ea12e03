import type { Middleware } from 'koa'
import type { Logger } from 'pino'

/** Any uncaught error becomes a bare 500 (JSON under /api): the visitor never sees a stack trace. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 500
      ;(ctx.state.log as Logger | undefined)?.error({ err: error }, 'unhandled error')
      ctx.status = status >= 400 && status < 600 ? status : 500
      if (ctx.path.startsWith('/api/')) ctx.body = { error: ctx.status >= 500 ? 'Internal error' : 'Bad request' }
      else {
        ctx.type = 'text/plain'
        ctx.body = ctx.status >= 500 ? 'Internal Server Error' : 'Bad Request'
      }
    }
  }
}
