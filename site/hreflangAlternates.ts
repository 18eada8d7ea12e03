import { defaultLocale, locales, type Locale } from './locales.ts'
import { localizePath } from './locales.ts'

export type HreflangAlternate = { hreflang: Locale | 'x-default'; href: string }

/**
 * The language versions of one page (docs/languages-and-urls.md), for the head's <link rel="alternate"> and the sitemap's
 * xhtml:link alike: one per language, then x-default, the unprefixed URL of the default language.
 */
export function hreflangAlternates(publicUrl: string, logicalPath: string): HreflangAlternate[] {
  const href = (locale: Locale) => `${publicUrl}${localizePath(logicalPath, locale)}`
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default' as const, href: href(defaultLocale) },
  ]
}
