import Router from '@koa/router'
import { contactSchema, type ContactInput } from '../../../site/contact/contactSchema.ts'
import type { AppState } from '../../AppState.ts'
import type { ContactServices } from '../../contact/contactServices.ts'
import { rateLimit, readBody, validate } from '../steps.ts'

/**
 * POST /api/contact: rate limit → JSON body ≤ 16 KiB → validate (schema.ts) → submit (captcha → durable store) → 200.
 * The visitor hears "ok" only once the lead is on disk; e-mail delivery happens after, from the store. Every refusal
 * on the way is thrown and answered by the router (answerRefusals).
 */
export function contactRoute({ limiters, submit }: Pick<ContactServices, 'limiters' | 'submit'>): Router<AppState> {
  const router = new Router<AppState>()
  router.post<{ input: ContactInput }>(
    '/api/contact',
    rateLimit(limiters.contact),
    readBody('json'),
    validate(contactSchema),
    async (ctx) => {
      await submit(ctx.state.input, ctx.state)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { ok: true }
    },
  )
  return router
}
