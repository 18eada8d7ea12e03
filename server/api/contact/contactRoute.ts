import Router from '@koa/router'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { contactSchema } from '../../../site/contact/contactSchema.ts'
import type { AppState } from '../../AppState.ts'
import type { LeadStore } from '../../leads/leadStore.ts'
import type { CaptchaService } from '../captcha/createCaptchaService.ts'
import { jsonBody } from '../jsonBody.ts'
import { rateLimit } from '../rateLimit/rateLimit.ts'
import { rejectRequest } from '../rejectRequest.ts'
import { sendApiError } from '../sendApiError.ts'
import { validate, type ValidatedState } from '../validate.ts'
import { classifyContactIssues } from './classifyContactIssues.ts'

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
export function contactRoute({ captcha, limiter, leads, onLead }: ContactRouteOptions): Router<AppState> {
  const router = new Router<AppState>()
  router.post<ValidatedState<typeof contactSchema>>(
    '/api/contact',
    rateLimit(limiter),
    jsonBody({ limit: '16kb' }),
    validate(contactSchema, classifyContactIssues),
    async (ctx) => {
      const { input, log, locale } = ctx.state
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

      try {
        const lead = await leads.add({
          name: input.name,
          email: input.email,
          company: input.company,
          whatsapp: input.whatsapp,
          message: input.message,
          locale,
        })
        log.info({ leadId: lead.id }, 'lead stored')
      } catch (error) {
        log.error({ err: error }, 'lead could not be stored')
        return sendApiError(ctx, 503, 'storage_failed')
      }
      onLead()
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { ok: true }
    },
  )
  return router
}
