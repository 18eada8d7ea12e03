import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { inventedDetails } from '../vocabulary/inventedDetails.ts'

/**
 * Rule 13: no detail the facts do not give (vocabulary/inventedDetails.ts): a CNPJ, a central bank (outside the
 * legal documents), a testimonial or a quote attributed to a person, an official partnership or certification, an
 * e-mail address, a link, a phone number, a street address. The first of each kind per text.
 */
export function inventedDetailProblems(document: ContentDocument): ContentProblem[] {
  const legal = document.kind === 'legal'
  const details = inventedDetails.filter((detail) => !legal || !('legal' in detail) || detail.legal)
  return documentTexts(document).flatMap(({ file, locale, path, text }) =>
    details.flatMap((detail): ContentProblem[] => {
      const [word] =
        'words' in detail
          ? findTerms(text, termPattern(detail.words[locale])).map((found) => found.word)
          : [detail.pattern.exec(text)?.[0]].filter((found) => found !== undefined)
      return word === undefined
        ? []
        : [
            {
              rule: 'invented',
              file,
              locale,
              path,
              message: `says “${word.replace(/^[”"]\s*/u, '').trim()}”: ${detail.why}`,
            },
          ]
    }),
  )
}
