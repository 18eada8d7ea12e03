import { apiErrorMessages, type ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import { catalogues } from '../../site/catalogues.ts'
import { createI18n } from '../../site/createI18n.ts'
import type { Locale } from '../../site/locales.ts'

/** The visitor-facing text of an API error, from a fresh i18n instance (never Lingui's global). */
export function apiErrorText(locale: Locale, code: ApiErrorCode): string {
  return createI18n(locale, catalogues[locale].contact)._(apiErrorMessages[code])
}
