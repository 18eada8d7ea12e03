import { type CountryId, countryFacts } from '../../../site/facts/countryFacts.ts'
import { type CurrencyId, currencyFacts } from '../../../site/facts/currencyFacts.ts'
import { type MethodId, methodFacts, countryMethods } from '../../../site/facts/methodFacts.ts'
import { factLabel } from '../../../site/facts/factLabel.ts'
import type { FactRef } from '../../../site/facts/FactRef.ts'
import type { Words } from '../../../site/facts/Localized.ts'
import { type Locale, locales } from '../../../site/locales.ts'
import { findTerms, termPattern } from '../text/terms.ts'

/** A method, country or currency of the facts registry: the facts a page's words are held to. */
export type NamedFact =
  { kind: 'method'; id: MethodId } | { kind: 'country'; id: CountryId } | { kind: 'currency'; id: CurrencyId }

/** A fact a text names, the word it names it by (as written: `cartões`, `Colômbia`) and where. */
export type FactMention = NamedFact & { word: string; index: number }

/** A fact as the problems name it (in English, the language of the build's messages): `Cards`, `Mexico`, `COP`. */
export function factName(fact: NamedFact): string {
  switch (fact.kind) {
    case 'method':
      return factLabel(`method:${fact.id}`, 'en-US')
    case 'country':
      return factLabel(`country:${fact.id}`, 'en-US')
    case 'currency':
      return factLabel(`currency:${fact.id}`, 'en-US')
  }
}

/**
 * Fact ids that name one fact under two names, beyond those whose labels already match (method:usdt and
 * currency:USDT both show "USDT"): fraud prevention is the KYC/AML checks (docs/pages-and-copy.md, "fraud prevention (KYC/AML)").
 */
export const sameFacts: readonly (readonly FactRef[])[] = [['kycAml', 'solution:fraud-prevention']]

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

/** `Cards: Brazil only; Mexico has SPEI`: why a method does not belong to a country, from the facts. */
export function whereMethodWorks(method: MethodId, country: CountryId): string {
  const countries = methodFacts[method].countries.map((id) => factName({ kind: 'country', id })).join(', ')
  const local = countryMethods(country).map((id) => factName({ kind: 'method', id }))
  const name = factName({ kind: 'country', id: country })
  const there = local.length === 0 ? `${name} has no local method, only USDT` : `${name} has ${local.join(', ')}`
  return `${factName({ kind: 'method', id: method })}: ${countries} only; ${there}`
}
