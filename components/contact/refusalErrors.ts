import type { ContactFieldName } from '../../site/contact/contactFieldNames.ts'

/** The message under each refused field, by field. */
export type FieldErrors = Partial<Record<ContactFieldName, string>>

/**
 * The server's refusal as messages under its fields: each refused field shows the server's text; the captcha's also
 * says that a new question was drawn (every refusal spends the question, so the visitor now answers another one).
 */
export function refusalErrors(text: string, fields: readonly ContactFieldName[], newQuestion: string): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) errors[field] = field === 'captchaAnswer' ? `${text} ${newQuestion}` : text
  return errors
}
