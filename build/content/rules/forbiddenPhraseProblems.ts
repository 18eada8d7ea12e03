import type { Locale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms } from '../text/findTerms.ts'
import { sentences } from '../text/sentences.ts'
import { termPattern } from '../text/termPattern.ts'
import { forbiddenPhrases } from '../vocabulary/forbiddenPhrases.ts'

type Phrase = (typeof forbiddenPhrases)[number]
type Words = Readonly<Record<Locale, readonly string[]>>

/** What lets a sentence keep the phrase in this kind of document: the phrase's `unless`, and a legal `unless`. */
function exceptions(phrase: Phrase, legal: boolean): Words[] {
  const own = 'unless' in phrase ? [phrase.unless] : []
  if (!legal || !('legal' in phrase) || typeof phrase.legal !== 'object') return own
  return [...own, phrase.legal.unless]
}

/**
 * Rule 3: no phrase of the list of docs/pages-and-copy.md, “What the copy may say”, (vocabulary/forbiddenPhrases.ts) in any sentence of a page or of a UI
 * string (the Lingui catalogues: footer, disclaimer, form, visuals), in either language. The legal documents are held
 * only to the phrases marked `legal`: their other words are the law's ("as regulated by the ANPD"), written by
 * counsel, not claims of the marketing copy.
 */
export function forbiddenPhraseProblems(document: ContentDocument): ContentProblem[] {
  const legal = document.kind === 'legal'
  const phrases = forbiddenPhrases.filter((phrase) => !legal || ('legal' in phrase && phrase.legal !== undefined))
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const clauses = sentences(text)
    return phrases.flatMap((phrase): ContentProblem[] => {
      const unless = exceptions(phrase, legal)
      const [found] = findTerms(text, termPattern(phrase[locale])).filter(({ index }) => {
        const sentence = clauses.findLast(({ start }) => start <= index)?.text ?? text
        return unless.every((words) => findTerms(sentence, termPattern(words[locale])).length === 0)
      })
      return found === undefined
        ? []
        : [{ rule: 'forbidden', file, locale, path, message: `says “${found.word}”: ${phrase.why}` }]
    })
  })
}
