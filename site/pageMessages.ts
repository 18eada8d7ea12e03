import type { Messages } from '@lingui/core'
import { catalogues } from './catalogues.ts'
import { locales, type Locale } from './locales.ts'

/** The id prefixes of what the browser renders: the header (menus, toggle, CTA) and the contact section. */
const hydratedPrefixes = ['nav.', 'language.', 'cta.', 'contact.', 'api.']

const onlyHydrated = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => hydratedPrefixes.some((p) => id.startsWith(p))))

// Merged and filtered once per language, not per render.
const all = new Map(locales.map((locale) => [locale, { ...catalogues[locale].site, ...catalogues[locale].contact }]))
const hydrated = new Map(locales.map((locale) => [locale, onlyHydrated(all.get(locale) ?? {})]))

/**
 * The UI strings a page renders with (server only): the layout and form catalogues whole, or, with `browser`, only
 * what the browser renders (header, contact section). Page bodies read their content records, so no page's words
 * are in either.
 */
export function pageMessages(locale: Locale, { browser = false } = {}): Messages {
  return (browser ? hydrated : all).get(locale) ?? {}
}
