import { countryFacts } from '../../../site/facts/countryFacts.ts'
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
 * Rule 10: no place but the four countries (China for CNY and CIPS, Europe for EUR and SEPA, Latin America as the
 * region): another country, its people, a region or a city (vocabulary/otherPlaces.ts) is a market the company does
 * not serve, or an office or entity it does not have. Each place once per text.
 */
export function placeProblems(document: ContentDocument): ContentProblem[] {
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const found = [
      ...findTerms(text, termPattern(otherPlaces[locale])),
      ...[...text.matchAll(exact)].map(({ 0: word, index }) => ({ word, index })),
    ]
      .toSorted((a, b) => a.index - b.index)
      .map(({ word }) => word)
    return [...new Set(found)].map((place): ContentProblem => ({
      rule: 'places',
      file,
      locale,
      path,
      message: `names “${place}”, a place the site does not serve: only ${served}, China (CNY, CIPS), Europe (EUR, SEPA) and Latin America`,
    }))
  })
}
