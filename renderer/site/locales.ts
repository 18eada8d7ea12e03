export const locales = ['pt-BR', 'en-US'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'pt-BR'

/** URL prefix of each language (DESIGN §1): the default language is unprefixed. */
export const localePrefix = { 'pt-BR': '', 'en-US': '/en' } as const satisfies Record<Locale, string>

/** localStorage key and cookie name of the visitor's language choice (same name for both). */
export const localePreferenceKey = 'fluxa_locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
