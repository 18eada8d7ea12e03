import Router from '@koa/router'
import type { Limiter } from '../rateLimit/Limiter.ts'
import type { AppState } from '../../AppState.ts'
import { jsonBody } from '../jsonBody.ts'
import { rateLimit } from '../rateLimit/rateLimit.ts'
import { sendApiError } from '../sendApiError.ts'
import { visibleFields } from '../visibleFields.ts'
import { submitContact, type ContactSteps } from './submitContact.ts'

export type ContactRouteOptions = ContactSteps & { limiter: Limiter }

/**
 * POST /api/contact: rate limit → JSON body ≤ 16 KiB → submitContact (schema → captcha → durable store) → 200.
 * The visitor hears "ok" only once the lead is on disk; e-mail delivery happens after, from the store.
 */
export function contactRoute({ limiter, ...steps }: ContactRouteOptions): Router<AppState> {
  const router = new Router<AppState>()
  router.post('/api/contact', rateLimit(limiter), jsonBody({ limit: '16kb' }), async (ctx) => {
    const outcome = await submitContact(ctx, ctx.request.body, steps)
    if (outcome.kind === 'rejected') {
      const { status, code, fields = [], retryAfter } = outcome.rejection
      if (retryAfter !== undefined) ctx.set('Retry-After', String(retryAfter))
      return sendApiError(ctx, status, code, visibleFields(fields))
    }
    if (outcome.kind === 'storage_failed') return sendApiError(ctx, 503, 'storage_failed')
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { ok: true }
  })
  return router
}
