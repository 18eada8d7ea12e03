import * as z from 'zod/mini'
import type { Locale } from '../../../site/locales.ts'
import { contactFieldNames, type ContactFieldName } from '../../../site/contact/contactContract.ts'
import type { ContactPayload } from '../../../site/contact/contactSchema.ts'
import { postJson, SubmitRefused } from './contactApi.ts'

const errorBody = z.object({ error: z.string().check(z.minLength(1)) })
// A field name this page does not know is dropped, not a reason to lose the server's text.
const fieldsBody = z.object({ fields: z.array(z.string()) })
const known = new Set<string>(contactFieldNames)
const isKnown = (field: string): field is ContactFieldName => known.has(field)

/**
 * Sends the form. A refusal becomes SubmitRefused carrying the server's text (already in the visitor's language),
 * or an empty message when the body had no usable `error` (e.g. a proxy's HTML page), with the refused fields it
 * named. The success body is not read.
 */
export async function sendContact(payload: ContactPayload, locale: Locale): Promise<void> {
  const response = await postJson('/api/contact', locale, payload)
  if (response.ok) return
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = errorBody.safeParse(body)
  const listed = fieldsBody.safeParse(body)
  throw new SubmitRefused(parsed.success ? parsed.data.error : '', listed.success ? listed.data.fields.filter(isKnown) : [])
}
