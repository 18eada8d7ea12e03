import { methodFacts } from '../../../site/facts/methodFacts.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { otherBrands } from '../vocabulary/otherBrands.ts'

const exact = new RegExp(`(?<![\\p{L}\\p{N}])(?:${otherBrands.exact.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
const offered = Object.values(methodFacts)
  .map(({ label }) => label['en-US'])
  .join(', ')

/**
 * Rule 12: no payment method, card brand, wallet or chain but the registry's (vocabulary/otherBrands.ts): boleto,
 * OXXO, PSE, Nequi, Mercado Pago, Visa, Mastercard, PayPal, Apple Pay, TRON, Ethereum, Lightning… are methods the
 * company does not offer or agreements it never stated. Each once per text.
 */
export function brandProblems(document: ContentDocument): ContentProblem[] {
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const found = [
      ...findTerms(text, termPattern(otherBrands.folded)),
      ...[...text.matchAll(exact)].map(({ 0: word, index }) => ({ word, index })),
    ]
      .toSorted((a, b) => a.index - b.index)
      .map(({ word }) => word)
    return [...new Set(found)].map((brand): ContentProblem => ({
      rule: 'brands',
      file,
      locale,
      path,
      message: `names “${brand}”, a payment method or brand the site does not offer (its methods: ${offered})`,
    }))
  })
}
