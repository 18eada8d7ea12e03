import type { z } from 'zod'
import { contactContract } from '../../../site/contact/contactContract.ts'
import type { Rejection } from '../Rejection.ts'

/** Turns a failed parse into the rejection to send. */
export type ClassifyIssues = (issues: readonly z.core.$ZodIssue[], fields: string[]) => Rejection

const required = new Set<string>(contactContract.required)
const captchaFields = new Set<string>(contactContract.captcha)

/**
 * Which text a failed contact body gets, in the order a visitor would want to hear about it: spam, then missing
 * required fields (docs/contact-and-captcha.md), then the e-mail, then a missing or non-numeric captcha answer; the log reason is
 * 'invalid' for all but the honeypot.
 */
export const classifyContactIssues: ClassifyIssues = (issues, fields) => {
  const { honeypot } = contactContract
  if (fields.includes(honeypot.field))
    return { status: 400, reason: 'honeypot', code: 'honeypot', fields: [honeypot.field] }
  if (fields.includes('(body)')) return { status: 400, reason: 'invalid', code: 'invalid_request', fields }
  const missing = issues.some(
    (issue) =>
      required.has(String(issue.path[0])) &&
      (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)),
  )
  if (missing) return { status: 400, reason: 'invalid', code: 'required', fields }
  if (fields.includes('email')) return { status: 400, reason: 'invalid', code: 'invalid_email', fields }
  if (fields.every((field) => captchaFields.has(field)))
    return { status: 400, reason: 'invalid', code: 'captcha_wrong', fields }
  return { status: 400, reason: 'invalid', code: 'invalid', fields }
}
