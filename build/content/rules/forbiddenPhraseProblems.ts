import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms } from '../text/findTerms.ts'
import { sentences } from '../text/sentences.ts'
import { termPattern } from '../text/termPattern.ts'
import { forbiddenPhrases } from '../vocabulary/forbiddenPhrases.ts'

/**
 * Rule 3: no phrase of COPY.md §2's list (vocabulary/forbiddenPhrases.ts) in any sentence of a page, in either
 * language. The legal documents are left out: their words are the law's ("garantias" are the LGPD's safeguards for
 * transfers abroad, "as regulated by the ANPD"), written by counsel, not claims of the marketing copy.
 */
export function forbiddenPhraseProblems(document: ContentDocument): ContentProblem[] {
  if (document.kind === 'legal') return []
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const clauses = sentences(text)
    return forbiddenPhrases.flatMap((phrase): ContentProblem[] => {
      const [found] = findTerms(text, termPattern(phrase[locale])).filter(({ index }) => {
        if (!('unless' in phrase)) return true
        const sentence = clauses.findLast(({ start }) => start <= index)?.text ?? text
        return findTerms(sentence, termPattern(phrase.unless[locale])).length === 0
      })
      return found === undefined
        ? []
        : [{ rule: 'forbidden', file, locale, path, message: `says “${found.word}”: ${phrase.why}` }]
    })
  })
}
