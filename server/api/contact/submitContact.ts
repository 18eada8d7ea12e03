import { contactSchema } from '../../../site/contact/contactSchema.ts'
import type { AppContext } from '../../AppState.ts'
import type { LeadStore } from '../../leads/leadStore.ts'
import type { CaptchaService } from '../captcha/createCaptchaService.ts'
import { issueFields } from '../issueFields.ts'
import { logRejection } from '../logRejection.ts'
import type { Rejection } from '../Rejection.ts'
import { classifyContactIssues } from './classifyContactIssues.ts'

export type ContactSteps = {
  captcha: CaptchaService
  leads: Pick<LeadStore, 'add'>
  /** Called once a lead is stored, so delivery starts at once. */
  onLead: () => void
}

export type ContactOutcome =
  { kind: 'stored'; leadId: string } | { kind: 'rejected'; rejection: Rejection } | { kind: 'storage_failed' }

/**
 * What both ways of sending the form share, /api/contact (JSON) and the HTML form post (no JavaScript): schema →
 * captcha (spent, right or wrong) → durable store → wake the mailer. A rejection is logged here (one warn line); the
 * caller only chooses how to answer. The lead keeps the request's language and the page and campaign it came from.
 */
export async function submitContact(
  ctx: AppContext,
  body: unknown,
  { captcha, leads, onLead }: ContactSteps,
): Promise<ContactOutcome> {
  const { log, locale } = ctx.state
  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) return reject(ctx, classifyContactIssues(parsed.error.issues, issueFields(parsed.error.issues)))
  const input = parsed.data
  const verdict = await captcha.check({
    token: input.captchaToken,
    answer: input.captchaAnswer,
    num1: input.captchaNum1,
    num2: input.captchaNum2,
    operation: input.captchaOperation,
    issuedAt: input.captchaIssuedAt,
  })
  if (!verdict.ok) {
    const fields =
      verdict.reason === 'captcha_wrong' ? ['captchaAnswer'] : verdict.reason === 'too_fast' ? [] : ['captchaToken']
    // Not the visitor's fault and not final: whether the token was spent could not be told (Redis), so no lead.
    if (verdict.reason === 'captcha_unavailable')
      return reject(ctx, { status: 503, reason: verdict.reason, code: verdict.reason, fields, retryAfter: 5 })
    return reject(ctx, { status: 400, reason: verdict.reason, code: verdict.reason, fields })
  }
  try {
    const lead = await leads.add({
      name: input.name,
      email: input.email,
      company: input.company,
      whatsapp: input.whatsapp,
      message: input.message,
      locale,
      page: input.page,
      utm: input.utm,
    })
    log.info({ leadId: lead.id }, 'lead stored')
    onLead()
    return { kind: 'stored', leadId: lead.id }
  } catch (error) {
    log.error({ err: error }, 'lead could not be stored')
    return { kind: 'storage_failed' }
  }
}

function reject(ctx: AppContext, rejection: Rejection): ContactOutcome {
  logRejection(ctx, rejection)
  return { kind: 'rejected', rejection }
}
