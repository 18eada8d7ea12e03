import type { ContactFieldName } from '../../../site/contact/contactContract.ts'

/**
 * The server answered the contact form with a failure; `message` is its text for the visitor, when it gave one, and
 * `fields` the fields it refused (docs/progressive-enhancement.md), none when it named none.
 */
export class SubmitRejected extends Error {
  readonly fields: readonly ContactFieldName[]

  constructor(message: string, fields: readonly ContactFieldName[] = []) {
    super(message)
    this.name = 'SubmitRejected'
    this.fields = fields
  }
}
