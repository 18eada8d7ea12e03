import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { sentences } from '../text/tokens.ts'
import { factMentions } from '../vocabulary/factMentions.ts'
import { speedWords } from '../vocabulary/figureWords.ts'

/**
 * A speed (seconds, D+1, the next day: vocabulary/figureWords.ts) in a sentence that names a method, a country or a
 * currency (a card sale is the cards method: "venda no cartão"), in every record and UI string but the shared blocks
 * (content/shared.ts, where the platform's figures are said as the figure strip says them): a speed tied to a method
 * reads as a promise the spec does not make, and a 12x card sale paid in seconds reads as an advance.
 */
export function speedProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  return documents
    .filter(({ kind }) => kind !== 'shared')
    .flatMap(documentTexts)
    .flatMap(({ file, locale, path, text }): ContentProblem[] => {
      const mentions = factMentions(text, locale)
      const found = sentences(text).flatMap(({ text: sentence, start }) => {
        const [speed] = findTerms(sentence, termPattern(speedWords[locale]))
        const [named] = mentions.filter(({ index }) => index >= start && index < start + sentence.length)
        return speed === undefined || named === undefined ? [] : [{ speed, named }]
      })
      const [first] = found
      if (first === undefined) return []
      const message = `says “${first.speed.word}” in a sentence that names “${first.named.word}”: the figure strip alone states the speeds, and no sentence ties one to a method, a country, a currency or a card sale`
      return [{ rule: 'speed', file, locale, path, message }]
    })
}
