import type { Locale } from '../../../site/locales.ts'
import { captchaSchema, type Captcha } from '../../../site/contact/captchaSchema.ts'
import { postJson } from './postJson.ts'
import { throwIfNotOk } from './throwIfNotOk.ts'

/** A fresh, single-use captcha from the server. */
export async function fetchCaptcha(locale: Locale): Promise<Captcha> {
  const response = await postJson('/api/captcha/new', locale)
  await throwIfNotOk(response)
  return captchaSchema.parse(await response.json())
}
