import * as z from 'zod/mini'
import type { Locale } from '../../../site/locales.ts'
import { captchaSchema, type Captcha } from '../../../site/contact/captchaSchema.ts'
import { postJson } from './postJson.ts'
import { SubmitRejected } from './SubmitRejected.ts'

const errorBody = z.object({ error: z.string().check(z.minLength(1)) })

/**
 * A fresh, single-use captcha from the server. A refusal (429 when the address drew too many) becomes SubmitRejected
 * with the server's text in the visitor's language, or an empty one when the answer had none.
 */
export async function fetchCaptcha(locale: Locale): Promise<Captcha> {
  const response = await postJson('/api/captcha/new', locale)
  if (!response.ok) {
    const parsed = errorBody.safeParse(await response.json().catch(() => undefined))
    throw new SubmitRejected(parsed.success ? parsed.data.error : '')
  }
  return captchaSchema.parse(await response.json())
}
