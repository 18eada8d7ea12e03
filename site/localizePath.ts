import { localePrefix, type Locale } from './locales.ts'

/** The URL of a logical pathname ("/solutions/fx-desk") in one language. */
export function localizePath(pathname: string, locale: Locale): string {
  const prefix = localePrefix[locale]
  if (!prefix) return pathname
  return pathname === '/' ? prefix : `${prefix}${pathname}`
}
