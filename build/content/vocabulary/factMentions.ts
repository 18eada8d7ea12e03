import { type Locale, locales } from '../../../site/locales.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import type { FactMention } from './FactMention.ts'
import { factVocabulary } from './factVocabulary.ts'
import type { NamedFact } from './NamedFact.ts'

type Words = Readonly<Record<Locale, readonly string[]>>

const idsOf = <Id extends string>(table: Readonly<Record<Id, Words>>): Id[] =>
  Object.keys(table).filter((id): id is Id => Object.hasOwn(table, id))

/** Every fact of the vocabulary with its words, in a fixed order: methods, countries, currencies. */
type Entry = { fact: NamedFact; words: Words }
const facts: readonly Entry[] = [
  ...idsOf(factVocabulary.method).map((id): Entry => ({
    fact: { kind: 'method', id },
    words: factVocabulary.method[id],
  })),
  ...idsOf(factVocabulary.country).map((id): Entry => ({
    fact: { kind: 'country', id },
    words: factVocabulary.country[id],
  })),
  ...idsOf(factVocabulary.currency).map((id): Entry => ({
    fact: { kind: 'currency', id },
    words: factVocabulary.currency[id],
  })),
]

/**
 * One scan per text: every word of every fact in one pattern, longest first ("pesos colombianos" before "pesos"),
 * then each phrase found is told apart (`usdt` is a method and a currency, "mexican pesos" names Mexico and MXN).
 */
const anyFact = new Map(
  locales.map((locale) => {
    const words = facts.flatMap(({ words: byLocale }) => byLocale[locale]).toSorted((a, b) => b.length - a.length)
    return [locale, termPattern(words)]
  }),
)
const remembered = new Map<string, FactMention[]>()

/** The methods, countries and currencies a text names (vocabulary/factVocabulary.ts), in the text's order. */
export function factMentions(text: string, locale: Locale): FactMention[] {
  const key = `${locale}\u0000${text}`
  const known = remembered.get(key)
  if (known) return known
  const pattern = anyFact.get(locale)
  const mentions = (pattern === undefined ? [] : findTerms(text, pattern)).flatMap(({ word, index }) =>
    facts
      .filter(({ words }) => findTerms(word, termPattern(words[locale])).length > 0)
      .map(({ fact }): FactMention => ({ ...fact, word, index })),
  )
  remembered.set(key, mentions)
  return mentions
}
