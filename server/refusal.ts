import type { ApiErrorCode } from '../site/contact/apiErrorMessages.ts'
import { contactContract, contactFieldNames, type ContactFieldName } from '../site/contact/contactContract.ts'

/** The reason codes of docs/contact-and-captcha.md, one per kind of refused request, as written in the warn log line. */
export type RefusalReason =
  | 'invalid'
  | 'honeypot'
  | 'captcha_wrong'
  | 'captcha_expired'
  | 'captcha_replayed'
  | 'captcha_forged'
  // The record of spent tokens (Redis) could not say in time whether this one was spent: refused, retryable (503).
  | 'captcha_unavailable'
  | 'too_fast'
  | 'rate_limited'
  | 'too_large'
  | 'bad_content_type'

export type RefusalInit = {
  status: 400 | 403 | 404 | 405 | 413 | 415 | 429 | 503
  code: ApiErrorCode
  /**
   * Why the visitor's request was refused: its one warn line and the submissions metric name it, and the API's answer
   * names the fields to blame. None for an answer that refuses nothing of the visitor's (the lead store failed, a path
   * the API does not know).
   */
  reason?: RefusalReason
  /** Names of the invalid fields as the body has them ('(body)', '(origin)', a captcha part), never their values. */
  fields?: readonly string[]
  /** Seconds after which the same request may succeed (sent as Retry-After). */
  retryAfter?: number
}

/**
 * An answer other than the one asked for, thrown as a value by any step of a route (or by the contact services) and
 * turned into an answer in one place (answerRefusals, server/routes/routes.ts): JSON for the API, the page with its
 * errors for the form posted without JavaScript, or a short page when the form's post was refused before it was read.
 */
export class Refusal extends Error {
  readonly status: RefusalInit['status']
  readonly code: ApiErrorCode
  readonly reason: RefusalReason | undefined
  readonly fields: readonly string[]
  readonly retryAfter: number | undefined

  constructor({ status, code, reason, fields = [], retryAfter }: RefusalInit) {
    super(`refused: ${reason ?? code}`)
    this.status = status
    this.code = code
    this.reason = reason
    this.fields = fields
    this.retryAfter = retryAfter
  }
}

const captchaParts = new Set<string>(contactContract.captcha)
const visible = new Set<string>(contactFieldNames)
const isVisible = (field: string): field is ContactFieldName => visible.has(field)

/**
 * The refused fields as the visitor knows them, in the form's order: every part of the captcha is its answer field
 * (the one thing the visitor can change), the honeypot and '(body)' are no field of theirs.
 */
export function visibleFields(fields: readonly string[]): ContactFieldName[] {
  const named = new Set(
    fields.map((field) => (captchaParts.has(field) ? contactContract.captchaAnswer : field)).filter(isVisible),
  )
  return contactFieldNames.filter((field) => named.has(field))
}
