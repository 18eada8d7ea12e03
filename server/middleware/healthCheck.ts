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

/**
 * A health probe asked at most once per `maxAgeMs` (docs/operations.md): /healthz is public and unthrottled, and the
 * lead store's probe is a durable write, so a flood of health checks would otherwise be a flood of fsyncs. Callers
 * within that time share the last answer, and callers during a probe share that probe; a store that stops accepting
 * writes still shows as unhealthy within `maxAgeMs`.
 */
export function cachedProbe(
  probe: () => Promise<boolean>,
  maxAgeMs: number,
  now: () => number = () => performance.now(),
): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined
  return () => {
    const at = now()
    if (last && at - last.at < maxAgeMs) return last.answer
    // A probe that throws is an unhealthy store, not an error of the health check.
    const answer = probe().catch(() => false)
    last = { at, answer }
    return answer
  }
}
