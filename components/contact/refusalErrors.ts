import { contactContract, type ContactFieldName } from '../../site/contact/contactContract.ts'

/** The message under each refused field, by field. */
export type FieldErrors = Partial<Record<ContactFieldName, string>>

export type RefusalTexts = {
  /** What the server said about the fields it refused. */
  server: string
  fieldRequired: string
  invalidEmail: string
  captchaMissing: string
  newQuestion: string
}

const required = new Set<ContactFieldName>(contactContract.required)

/**
 * The server's refusal as a message under each field it named, as precise as what the form knows: an empty required
 * field is "fill in this field", a refused e-mail that is not empty is malformed, any other field gets the server's
 * text. The captcha's also says that a new question was drawn (every refusal spends the question).
 */
export function refusalErrors(
  fields: readonly ContactFieldName[],
  isEmpty: (field: ContactFieldName) => boolean,
  texts: RefusalTexts,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) {
    if (field === contactContract.captchaAnswer)
      errors[field] = `${isEmpty(field) ? texts.captchaMissing : texts.server} ${texts.newQuestion}`
    else if (required.has(field) && isEmpty(field)) errors[field] = texts.fieldRequired
    else if (field === 'email') errors[field] = texts.invalidEmail
    else errors[field] = texts.server
  }
  return errors
}
