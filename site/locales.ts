/**
 * The site's languages (docs/languages-and-urls.md): the one place that names them. Everything else asks this module
 * (or localizePath / splitLocale) instead of writing 'pt-BR', 'en-US' or '/en' itself.
 */
export const locales = ['pt-BR', 'en-US'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'pt-BR'

/** URL prefix of each language (docs/languages-and-urls.md): the default language is unprefixed. */
export const localePrefix = { 'pt-BR': '', 'en-US': '/en' } as const satisfies Record<Locale, string>

/** Open Graph's spelling of each language (`og:locale`). */
export const ogLocale = { 'pt-BR': 'pt_BR', 'en-US': 'en_US' } as const satisfies Record<Locale, string>

/** Each language named in Portuguese, the sales team's language (lead e-mails). */
export const localeNames = { 'pt-BR': 'Português (Brasil)', 'en-US': 'English (US)' } as const satisfies Record<
  Locale,
  string
>

/** localStorage key and cookie name of the visitor's language choice (same name for both). */
export const localePreferenceKey = 'fluxa_locale'

/** The page's twin language: the language toggle's target (two languages, so the other one). */
export function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? defaultLocale
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The site language for an Accept-Language tag (API error texts, docs/contact-and-captcha.md): the client sends its page's locale;
 * any tag of a site language's primary language picks it ("en", "en-GB" → en-US), anything else the default.
 */
export function localeOfLanguageTag(tag: string | undefined): Locale {
  const primary = tag?.split('-')[0].toLowerCase()
  return locales.find((locale) => locale.split('-')[0].toLowerCase() === primary) ?? defaultLocale
}

/** The URL of a logical pathname ("/solutions/fx-desk") in one language. */
export function localizePath(pathname: string, locale: Locale): string {
  const prefix = localePrefix[locale]
  if (!prefix) return pathname
  return pathname === '/' ? prefix : `${prefix}${pathname}`
}

/** Splits a URL pathname into its language and the language-neutral ("logical") pathname. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  for (const locale of locales) {
    const prefix = localePrefix[locale]
    if (!prefix) continue
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, pathname: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, pathname: pathname.slice(prefix.length) }
  }
  return { locale: defaultLocale, pathname }
}
