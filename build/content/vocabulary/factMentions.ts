import type { Locale } from '../../../site/locales.ts'
import { findTerms } from '../text/findTerms.ts'
import { termPattern } from '../text/termPattern.ts'
import type { FactMention } from './FactMention.ts'
import { factVocabulary } from './factVocabulary.ts'

type Vocabulary<Id extends string> = Readonly<Record<Id, Readonly<Record<Locale, readonly string[]>>>>

function mentions<Id extends string>(table: Vocabulary<Id>, text: string, locale: Locale) {
  return Object.keys(table)
    .filter((id): id is Id => Object.hasOwn(table, id))
    .flatMap((id) => findTerms(text, termPattern(table[id][locale])).map((word) => ({ id, word })))
}

/** The methods, countries and currencies a text names (vocabulary/factVocabulary.ts), in that order. */
export function factMentions(text: string, locale: Locale): FactMention[] {
  return [
    ...mentions(factVocabulary.method, text, locale).map(({ id, word }): FactMention => ({ kind: 'method', id, word })),
    ...mentions(factVocabulary.country, text, locale).map(({ id, word }): FactMention => ({
      kind: 'country',
      id,
      word,
    })),
    ...mentions(factVocabulary.currency, text, locale).map(({ id, word }): FactMention => ({
      kind: 'currency',
      id,
      word,
    })),
  ]
}
