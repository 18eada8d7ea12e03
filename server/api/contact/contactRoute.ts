import Router from '@koa/router'
import type { Logger } from 'pino'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { LeadStore } from '../../leads/leadStore.ts'
import type { CaptchaService } from '../captcha/createCaptchaService.ts'
import { jsonBody } from '../jsonBody.ts'
import { rateLimit } from '../rateLimit/rateLimit.ts'
import { rejectRequest } from '../rejectRequest.ts'
import { requestLocale } from '../requestLocale.ts'
import { sendApiError } from '../sendApiError.ts'
import { validate } from '../validate.ts'
import { classifyContactIssues, contactSchema, type ContactInput } from './contactSchema.ts'

export type ContactRouteOptions = {
  captcha: CaptchaService
  limiter: RateLimiterAbstract
  leads: Pick<LeadStore, 'add'>
  /** Called once a lead is stored, so delivery starts at once. */
  onLead: () => void
}

/**
 * POST /api/contact: rate limit → JSON body ≤ 16 KiB → schema → captcha → durable store → 200.
 * The visitor hears "ok" only once the lead is on disk; e-mail delivery happens after, from the store.
 */
export function contactRoute({ captcha, limiter, leads, onLead }: ContactRouteOptions): Router {
  const router = new Router()
  router.post('/api/contact', rateLimit(limiter), jsonBody({ limit: '16kb' }), validate(contactSchema, classifyContactIssues), async (ctx) => {
    const input = ctx.state.input as ContactInput
    const verdict = await captcha.check({
      token: input.captchaToken,
      answer: input.captchaAnswer,
      num1: input.captchaNum1,
      num2: input.captchaNum2,
      operation: input.captchaOperation,
      issuedAt: input.captchaIssuedAt,
    })
    if (!verdict.ok) {
      const fields = verdict.reason === 'captcha_wrong' ? ['captchaAnswer'] : verdict.reason === 'too_fast' ? [] : ['captchaToken']
      return rejectRequest(ctx, { status: 400, reason: verdict.reason, code: verdict.reason, fields })
    }

    const log = ctx.state.log as Logger
    try {
      const lead = await leads.add({
        name: input.name,
        email: input.email,
        company: input.company,
        whatsapp: input.whatsapp,
        message: input.message,
        locale: requestLocale(ctx),
      })
      log.info({ leadId: lead.id }, 'lead stored')
    } catch (error) {
      log.error({ err: error }, 'lead could not be stored')
      return sendApiError(ctx, 503, 'storage_failed')
    }
    onLead()
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { ok: true }
  })
  return router
}
