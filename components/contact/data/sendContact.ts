import * as z from 'zod/mini'
import type { Locale } from '../../../site/locales.ts'
import type { ContactPayload } from '../../../site/contact/contactSchema.ts'
import { postJson } from './postJson.ts'
import { SubmitRejected } from './SubmitRejected.ts'

const errorBody = z.object({ error: z.string().check(z.minLength(1)) })

/**
 * Sends the form. A refusal becomes SubmitRejected carrying the server's text (already in the visitor's language),
 * or an empty message when the body had no usable `error` (e.g. a proxy's HTML page). The success body is not read.
 */
export async function sendContact(payload: ContactPayload, locale: Locale): Promise<void> {
  const response = await postJson('/api/contact', locale, payload)
  if (response.ok) return
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = errorBody.safeParse(body)
  throw new SubmitRejected(parsed.success ? parsed.data.error : '')
}
