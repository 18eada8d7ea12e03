import { countryFacts } from '../../../site/facts/countryFacts.ts'
import type { Words } from '../../../site/facts/Localized.ts'
import type { Locale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { otherPlaces } from '../vocabulary/otherPlaces.ts'

const exact = new RegExp(`(?<![\\p{L}\\p{N}])(?:${otherPlaces.exact.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
const served = Object.values(countryFacts)
  .map(({ name }) => name['en-US'])
  .join(', ')

/**
 * The places of the list (vocabulary/otherPlaces.ts) a text names, less those a served country's words name: a
 * country added to the facts (site/facts/countryFacts.ts) stops being another place without an edit of the list.
 */
export function otherPlacesIn(text: string, locale: Locale, served: readonly Words[]): string[] {
  const servedWords = served.flatMap((words) => words[locale])
  const isServed = (word: string) => servedWords.length > 0 && findTerms(word, termPattern(servedWords)).length > 0
  const found = [
    ...findTerms(text, termPattern(otherPlaces[locale])),
    ...[...text.matchAll(exact)].map(({ 0: word, index }) => ({ word, index })),
  ]
    .toSorted((a, b) => a.index - b.index)
    .map(({ word }) => word)
  return [...new Set(found)].filter((word) => !isServed(word))
}

const servedWords = Object.values(countryFacts).map(({ words }) => words)

/**
 * Rule 10: no place but the served countries (China for CNY and CIPS, Europe for EUR and SEPA, Latin America as the
 * region): another country, its people, a region or a city (vocabulary/otherPlaces.ts) is a market the company does
 * not serve, or an office or entity it does not have. Each place once per text.
 */
export function placeProblems(document: ContentDocument): ContentProblem[] {
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    return otherPlacesIn(text, locale, servedWords).map((place): ContentProblem => ({
      rule: 'places',
      file,
      locale,
      path,
      message: `names “${place}”, a place the site does not serve: only ${served}, China (CNY, CIPS), Europe (EUR, SEPA) and Latin America`,
    }))
  })
}
