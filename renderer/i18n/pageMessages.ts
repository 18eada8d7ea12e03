import type { Messages } from '@lingui/core'
import { messages as enContact } from '../../locales/en-US/contact.ts'
import { messages as enCopy } from '../../locales/en-US/copy.ts'
import { messages as enSite } from '../../locales/en-US/site.ts'
import { messages as ptContact } from '../../locales/pt-BR/contact.ts'
import { messages as ptCopy } from '../../locales/pt-BR/copy.ts'
import { messages as ptSite } from '../../locales/pt-BR/site.ts'
import type { Locale } from '../site/locales.ts'

const catalogues = {
  'pt-BR': { site: ptSite, contact: ptContact, copy: ptCopy },
  'en-US': { site: enSite, contact: enContact, copy: enCopy },
} satisfies Record<Locale, Record<string, Messages>>

/** The id prefixes of what the browser renders: the header (menus, toggle, CTA) and the contact section. */
const hydratedPrefixes = ['nav.', 'language.', 'cta.', 'contact.', 'api.']

const onlyHydrated = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => hydratedPrefixes.some((p) => id.startsWith(p))))

// Filtered once per language, not per render.
const hydrated = {
  'pt-BR': onlyHydrated({ ...ptSite, ...ptContact }),
  'en-US': onlyHydrated({ ...enSite, ...enContact }),
} satisfies Record<Locale, Messages>

/**
 * The messages a page needs (server only): the layout and form catalogues whole, and, given the page's copy prefix,
 * that page's own slice of the copy catalogue. Without a prefix: only what the browser renders (header, contact
 * section); page bodies and the footer are HTML only, so their words never travel twice.
 */
export function pageMessages(locale: Locale, prefix?: string): Messages {
  const { site, contact, copy } = catalogues[locale]
  if (prefix === undefined) return hydrated[locale]
  const own = Object.fromEntries(Object.entries(copy).filter(([id]) => id.startsWith(`${prefix}.`)))
  return { ...site, ...contact, ...own }
}
