import { defaultLocale, localePrefix, locales, type Locale } from './locales.ts'

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
