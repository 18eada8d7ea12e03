import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { sentences } from '../text/tokens.ts'
import { payerWords } from '../vocabulary/payerWords.ts'
import { payerPaysBy } from './payerPayment.ts'

/**
 * A payer paying over SWIFT, SEPA or CIPS ("o anunciante paga em dólares por SWIFT", "aceite SEPA"), in every record
 * and UI string: those rails carry payouts and settlement; customers pay by their country's method
 * (docs/pages-and-copy.md). Paying people over them ("você paga criadores por SWIFT") is a payout, and fine.
 */
export function railPayerProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  return documents.flatMap(documentTexts).flatMap(({ file, locale, path, text }): ContentProblem[] => {
    const [rail] = sentences(text).flatMap(({ text: sentence }) =>
      findTerms(sentence, termPattern(payerWords.rail[locale])).filter(({ index }) =>
        payerPaysBy(sentence, index, locale),
      ),
    )
    if (rail === undefined) return []
    const message = `has a payer pay over “${rail.word}”: SWIFT, SEPA and CIPS carry payouts and settlement; customers pay by their country's method`
    return [{ rule: 'railPayer', file, locale, path, message }]
  })
}
