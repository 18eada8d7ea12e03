import type { ApiErrorCode } from './apiErrorMessages.ts'
import type { ContactFieldName } from './contactContract.ts'
import type { UtmKey } from './utmKeys.ts'
import type { Captcha } from './captchaSchema.ts'

/** What the visitor typed in the visible text fields, kept across the steps of the form sent without JavaScript. */
export type ContactValues = Record<Exclude<ContactFieldName, 'captchaAnswer'>, string>

/**
 * The server's answer to the form posted without JavaScript (docs/progressive-enhancement.md), rendered into the page it was sent from:
 * either the lead was stored, or the form again with the visitor's values, a new question, the campaign tags of the
 * first step, and what was refused (none on the second step of a visitor who had no question yet).
 */
export type ContactFormState =
  | { step: 'sent' }
  | {
      step: 'answer'
      values: ContactValues
      captcha: Captcha
      utm: Partial<Record<UtmKey, string>>
      refusal?: { code: ApiErrorCode; fields: ContactFieldName[] }
    }
