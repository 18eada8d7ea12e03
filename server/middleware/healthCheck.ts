import type { Middleware } from 'koa'

/** GET or HEAD /healthz: 200 `{ ok: true }` when the process can serve and store leads, 503 otherwise (docs/operations.md). */
export function healthCheck(healthy: () => boolean | Promise<boolean>): Middleware {
  return (ctx, next) => {
    if (ctx.path !== '/healthz' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    return Promise.resolve(healthy()).then((ok) => {
      ctx.status = ok ? 200 : 503
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { ok }
    })
  }
}
