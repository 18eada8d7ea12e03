import { localePreferenceKey, type Locale } from '../../site/locales.ts'

const oneYear = 60 * 60 * 24 * 365

/** Remembers the visitor's language in localStorage and in a cookie the server reads (docs/languages-and-urls.md). */
export function saveLocalePreference(locale: Locale): void {
  try {
    localStorage.setItem(localePreferenceKey, locale)
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${localePreferenceKey}=${locale}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`
}
