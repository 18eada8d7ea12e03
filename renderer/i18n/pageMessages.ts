import type { Messages } from '@lingui/core'
import { catalogues } from '../../site/catalogues.ts'
import { locales, type Locale } from '../../site/locales.ts'

/** The id prefixes of what the browser renders: the header (menus, toggle, CTA) and the contact section. */
const hydratedPrefixes = ['nav.', 'language.', 'cta.', 'contact.', 'api.']

const onlyHydrated = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => hydratedPrefixes.some((p) => id.startsWith(p))))

// Filtered once per language, not per render.
const hydrated = new Map(
  locales.map((locale) => [locale, onlyHydrated({ ...catalogues[locale].site, ...catalogues[locale].contact })]),
)

/**
 * The messages a page needs (server only): the layout and form catalogues whole, and, given the page's copy prefix,
 * that page's own slice of the copy catalogue. Without a prefix: only what the browser renders (header, contact
 * section); page bodies and the footer are HTML only, so their words never travel twice.
 */
export function pageMessages(locale: Locale, prefix?: string): Messages {
  const { site, contact, copy } = catalogues[locale]
  if (prefix === undefined) return hydrated.get(locale) ?? {}
  const own = Object.fromEntries(Object.entries(copy).filter(([id]) => id.startsWith(`${prefix}.`)))
  return { ...site, ...contact, ...own }
}
