import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { forbiddenPhrases } from '../vocabulary/forbiddenPhrases.ts'
import { phraseListProblems } from './phraseListProblems.ts'

/**
 * Rule 3: no phrase of the list of docs/pages-and-copy.md, “What the copy may say”, (vocabulary/forbiddenPhrases.ts) in any sentence of a page or of a UI
 * string (the Lingui catalogues: footer, disclaimer, form, visuals), in either language. The legal documents are held
 * only to the phrases marked `legal`: their other words are the law's ("as regulated by the ANPD"), written by
 * counsel, not claims of the marketing copy.
 */
export function forbiddenPhraseProblems(document: ContentDocument): ContentProblem[] {
  return phraseListProblems(document, forbiddenPhrases, 'forbidden')
}
