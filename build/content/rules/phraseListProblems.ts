import type { Locale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { sentences } from '../text/tokens.ts'

type Words = Readonly<Record<Locale, readonly string[]>>

/**
 * A refused phrase, per language (regex sources over folded lower-case text): `unless`, words that make a sentence
 * fine; `legal`, whether the legal documents are held to it too (`true`, or fine in a legal sentence that also says
 * its `unless`). Phrases without `legal` leave counsel's words alone.
 */
export type RefusedPhrase = Words & {
  why: string
  unless?: Words
  legal?: true | { unless: Words }
}

/** What lets a sentence keep the phrase in this kind of document: the phrase's `unless`, and a legal `unless`. */
function exceptions(phrase: RefusedPhrase, legal: boolean): Words[] {
  const own = phrase.unless === undefined ? [] : [phrase.unless]
  if (!legal || phrase.legal === undefined || phrase.legal === true) return own
  return [...own, phrase.legal.unless]
}

/**
 * The first place each phrase of a list is said in each text of a document (in a sentence without its exception),
 * reported under `rule`: what the forbidden phrases and the capabilities outside the closed list share.
 */
export function phraseListProblems(
  document: ContentDocument,
  list: readonly RefusedPhrase[],
  rule: ContentProblem['rule'],
): ContentProblem[] {
  const legal = document.kind === 'legal'
  const phrases = list.filter((phrase) => !legal || phrase.legal !== undefined)
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const clauses = sentences(text)
    return phrases.flatMap((phrase): ContentProblem[] => {
      const unless = exceptions(phrase, legal)
      const [found] = findTerms(text, termPattern(phrase[locale])).filter(({ index }) => {
        const sentence = clauses.findLast(({ start }) => start <= index)?.text ?? text
        return unless.every((words) => findTerms(sentence, termPattern(words[locale])).length === 0)
      })
      return found === undefined ? [] : [{ rule, file, locale, path, message: `says “${found.word}”: ${phrase.why}` }]
    })
  })
}
