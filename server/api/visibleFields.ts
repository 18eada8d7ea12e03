import { contactContract } from '../../site/contact/contactContract.ts'
import { contactFieldNames, type ContactFieldName } from '../../site/contact/contactFieldNames.ts'

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
