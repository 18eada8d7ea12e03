import { contactContract } from './contactContract.ts'

/**
 * The fields a visitor sees and fills, in the form's order (contactContract.ts): the names the API's `fields` list
 * uses (docs/contact-and-captcha.md) and the inputs the form marks. The honeypot is not one of them: a visitor never
 * sees it, so it is never marked.
 */
export const contactFieldNames = contactContract.visible

export type ContactFieldName = (typeof contactFieldNames)[number]
