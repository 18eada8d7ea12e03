import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Middleware } from 'koa'

type ConnectHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/**
 * Runs a connect-style handler (Vite's dev middlewares, sirv) inside Koa: if it answers, Koa steps aside;
 * if it calls next(), the request goes on down the Koa chain.
 */
export function connectAdapter(handler: ConnectHandler): Middleware {
  return async (ctx, next) => {
    const passed = await new Promise<boolean>((resolve, reject) => {
      const onFinish = () => resolve(false)
      ctx.res.once('finish', onFinish)
      ctx.res.once('close', onFinish)
      handler(ctx.req, ctx.res, (error) => {
        ctx.res.off('finish', onFinish)
        ctx.res.off('close', onFinish)
        if (error) reject(error)
        else resolve(true)
      })
    })
    if (passed) await next()
    else ctx.respond = false
  }
}
