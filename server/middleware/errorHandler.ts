import type { AppMiddleware } from '../AppState.ts'

/** The status an error asks for (http-errors and Koa's ctx.throw set one), or 500. */
function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
  return typeof status === 'number' ? status : 500
}

/** Any uncaught error becomes a bare 500 (JSON under /api): the visitor never sees a stack trace. */
export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      // An answer already begun (its status and length sent) cannot become another one: anything written now would
      // land inside it and be read as the next answer on a kept-alive connection. Close the connection instead.
      if (ctx.headerSent) {
        ctx.state.log.error({ error: { message: String(error) } }, 'error after the answer began: connection closed')
        ctx.respond = false
        ctx.req.socket.destroy()
        return
      }
      const status = statusOf(error)
      ctx.state.log.error({ err: error }, 'unhandled error')
      ctx.status = status >= 400 && status < 600 ? status : 500
      // An error answer is about this request only: no cache may keep it (docs/operations.md).
      ctx.set('Cache-Control', 'no-store')
      if (ctx.state.api) ctx.body = { error: ctx.status >= 500 ? 'Internal error' : 'Bad request' }
      else {
        ctx.type = 'text/plain'
        ctx.body = ctx.status >= 500 ? 'Internal Server Error' : 'Bad Request'
      }
    }
  }
}
