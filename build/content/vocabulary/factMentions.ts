import { countryFacts } from '../../../site/facts/countryFacts.ts'
import { currencyFacts } from '../../../site/facts/currencyFacts.ts'
import type { Words } from '../../../site/facts/Localized.ts'
import { methodFacts } from '../../../site/facts/methodFacts.ts'
import { type Locale, locales } from '../../../site/locales.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import type { FactMention } from './FactMention.ts'
import type { NamedFact } from './NamedFact.ts'

const idsOf = <Id extends string>(table: Readonly<Record<Id, unknown>>): Id[] =>
  Object.keys(table).filter((id): id is Id => Object.hasOwn(table, id))

/** Every method, country and currency with the words its fact is named by, in a fixed order. */
type Entry = { fact: NamedFact; words: Words }
const facts: readonly Entry[] = [
  ...idsOf(methodFacts).map((id): Entry => ({ fact: { kind: 'method', id }, words: methodFacts[id].words })),
  ...idsOf(countryFacts).map((id): Entry => ({ fact: { kind: 'country', id }, words: countryFacts[id].words })),
  ...idsOf(currencyFacts).map((id): Entry => ({ fact: { kind: 'currency', id }, words: currencyFacts[id].words })),
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

/** The methods, countries and currencies a text names (their facts' `words`), in the text's order. */
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
