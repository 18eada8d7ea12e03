import type { Messages } from '@lingui/core'
import { messages as enContact } from '../../locales/en-US/contact.ts'
import { messages as ptContact } from '../../locales/pt-BR/contact.ts'
import { createI18n } from '../../renderer/i18n/createI18n.ts'
import type { Locale } from '../../renderer/site/locales.ts'
import type { ApiErrorCode } from './apiErrorCode.ts'

// The compiled contact catalogues (`lingui compile`), the same ones the form ships to the browser.
const catalogues = { 'pt-BR': ptContact, 'en-US': enContact } satisfies Record<Locale, Messages>

/** The visitor-facing text of an API error, from a fresh i18n instance (never Lingui's global). */
export function apiErrorText(locale: Locale, code: ApiErrorCode): string {
  return createI18n(locale, catalogues[locale])._(`api.error.${code}`)
}
