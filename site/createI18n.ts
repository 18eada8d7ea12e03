import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from './locales.ts'

/**
 * One instance per request on the server, one per page load in the browser; never Lingui's global.
 * A message id missing from the catalogue renders as the id itself, quietly (docs/languages-and-urls.md), in dev and production alike.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id })
}
