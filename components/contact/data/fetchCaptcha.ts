import * as z from 'zod/mini'
import type { Locale } from '../../../site/locales.ts'
import { captchaSchema, type Captcha } from '../../../site/contact/captchaSchema.ts'
import { postJson, throwIfNotOk, SubmitRefused } from './contactApi.ts'

const errorBody = z.object({ error: z.string().check(z.minLength(1)) })

/**
 * A fresh, single-use captcha from the server. The rate limit's refusal (429: too many drawn from this address)
 * becomes SubmitRefused with the server's text in the visitor's language (empty when the answer had none); any
 * other failure is an Error ('Failed to load captcha', docs/contact-and-captcha.md).
 */
export async function fetchCaptcha(locale: Locale): Promise<Captcha> {
  const response = await postJson('/api/captcha/new', locale)
  if (response.status === 429) {
    const parsed = errorBody.safeParse(await response.json().catch(() => undefined))
    throw new SubmitRefused(parsed.success ? parsed.data.error : '')
  }
  await throwIfNotOk(response)
  return captchaSchema.parse(await response.json())
}
