import { catalogues } from '../../site/catalogues.ts'
import { locales } from '../../site/locales.ts'

// Every UI string's id (locales/*/site.po and contact.po, compiled), and the namespaces they use ('nav', 'cta').
const ids = new Set(locales.flatMap((locale) => Object.values(catalogues[locale]).flatMap((m) => Object.keys(m))))
const namespaces = [...new Set([...ids].map((id) => id.split('.')[0]))]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/gu, '\\$&')
// "<namespace>.<key>…" as a whole token: an id the catalogues hold, or one they lack (a typo, a removed message)
// that Lingui would show as it is. Not inside a word, a path, an address or a host name.
const rawId = new RegExp(
  `(?<![\\p{L}\\p{N}_.@/-])(?:${namespaces.map(escape).join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*(?![\\p{L}\\p{N}_-])`,
  'gu',
)

/** The message ids (or id-shaped tokens of the catalogues' namespaces) found in a text a visitor reads: empty when clean. */
export function rawMessageIds(text: string): string[] {
  return [...new Set([...text.matchAll(rawId)].map((match) => match[0]))]
}
