import type { z } from 'zod'
import { contactContract } from '../../../site/contact/contactContract.ts'
import { Refusal } from '../../refusal.ts'

/**
 * The body of POST /api/contact: JSON of at most 16 KiB (readBody), checked by the schema the browser shares
 * (site/contact/contactSchema.ts) in the one validation step (validate, server/routes/steps.ts). The form posted
 * without JavaScript is turned into the same body (server/routes/contactForm/schema.ts), so both are refused alike.
 */
const apiKiB = 16
export const contactBodyLimit = `${apiKiB}kb`

/**
 * The form posted without JavaScript carries the same fields urlencoded, where each byte outside ASCII (and each line
 * break's CR and LF) becomes three: three times the API's limit, so the form is refused for its size only where the
 * API would refuse the same entry, and never for what the fields let a visitor type.
 */
export const formBodyLimit = `${3 * apiKiB}kb`

/** The top-level field names of the issues, once each; '(body)' when the body itself is not an object. */
export function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => (issue.path.length ? String(issue.path[0]) : '(body)')))]
}

const required = new Set<string>(contactContract.required)
const captchaFields = new Set<string>(contactContract.captcha)

/**
 * Which text a failed contact body gets, in the order a visitor would want to hear about it: spam, then missing
 * required fields (docs/contact-and-captcha.md), then the e-mail, then a missing or non-numeric captcha answer; the log
 * reason is 'invalid' for all but the honeypot.
 */
export function classifyContactIssues(issues: readonly z.core.$ZodIssue[], fields: string[]): Refusal {
  const { honeypot } = contactContract
  if (fields.includes(honeypot.field))
    return new Refusal({ status: 400, reason: 'honeypot', code: 'honeypot', fields: [honeypot.field] })
  if (fields.includes('(body)')) return new Refusal({ status: 400, reason: 'invalid', code: 'invalid_request', fields })
  const missing = issues.some(
    (issue) =>
      required.has(String(issue.path[0])) &&
      (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)),
  )
  if (missing) return new Refusal({ status: 400, reason: 'invalid', code: 'required', fields })
  if (fields.includes('email')) return new Refusal({ status: 400, reason: 'invalid', code: 'invalid_email', fields })
  if (fields.every((field) => captchaFields.has(field)))
    return new Refusal({ status: 400, reason: 'invalid', code: 'captcha_wrong', fields })
  return new Refusal({ status: 400, reason: 'invalid', code: 'invalid', fields })
}
