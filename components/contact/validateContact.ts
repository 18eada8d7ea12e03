import type { Captcha } from '../../site/contact/captchaSchema.ts'
import { contactContract, type RequiredContactText, type ContactFieldName } from '../../site/contact/contactContract.ts'
import type { ContactPayload } from '../../site/contact/contactSchema.ts'

/** The raw texts of the form, by input name: what the visitor sees, and the hidden honeypot. */
export type ContactFields = Record<ContactFieldName | typeof contactContract.honeypot.input, string>

export type ContactCheck =
  | { ok: true; payload: ContactPayload }
  | { ok: false; problem: 'required'; missing: RequiredContactText[] }
  | { ok: false; problem: 'spam' }
  | { ok: false; problem: 'captcha' }

/**
 * The browser's checks, in the order of docs/contact-and-captcha.md: required fields, then the honeypot, then the captcha and its answer.
 * Only the first failing rule is reported, so the visitor sees one message at a time.
 */
export function validateContact(fields: ContactFields, captcha: Captcha | undefined): ContactCheck {
  const text = (key: keyof ContactFields) => fields[key].trim()
  const missing = contactContract.required.filter((key) => text(key) === '')
  if (missing.length > 0) return { ok: false, problem: 'required', missing }
  const honeypot = fields[contactContract.honeypot.input]
  if (honeypot !== '') return { ok: false, problem: 'spam' }
  const answer = text('captchaAnswer')
  if (!captcha || !/^-?\d{1,9}$/.test(answer)) return { ok: false, problem: 'captcha' }
  return {
    ok: true,
    payload: {
      name: text('name'),
      email: text('email'),
      company: text('company'),
      whatsapp: text('whatsapp'),
      message: text('message'),
      captchaAnswer: Number.parseInt(answer, 10),
      captchaToken: captcha.token,
      captchaNum1: captcha.num1,
      captchaNum2: captcha.num2,
      captchaOperation: captcha.operation,
      captchaIssuedAt: captcha.issuedAt,
      honeypot,
    },
  }
}
