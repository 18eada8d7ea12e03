import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { codeTokens } from '../text/tokens.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { foldAccents, termPattern } from '../text/terms.ts'
import { registryTexts } from '../vocabulary/registryTexts.ts'
import { sharedWords } from '../vocabulary/sharedWords.ts'

const escape = (text: string) => foldAccents(text).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
/** The registry's names both languages write alike (PIX, Argentina, E-commerce) and the shared loanwords, longest first. */
const alike = termPattern(
  [
    ...new Set([
      ...registryTexts.filter((text) => text['pt-BR'] === text['en-US']).map((text) => escape(text['en-US'])),
      ...sharedWords,
    ]),
  ].toSorted((a, b) => b.length - a.length),
)

/** Whether a text is only codes (any: the codes rule judges them), names alike in both languages and loanwords. */
function onlyNames(text: string): boolean {
  const codes = codeTokens(text).map(({ word }) => escape(word))
  const names = foldAccents(text).replace(alike, ' ')
  return !/\p{L}/u.test(codes.length === 0 ? names : names.replace(termPattern(codes), ' '))
}

/**
 * Rule 14: no text whose English is its Portuguese, a copy-paste never translated, unless it is only codes, the
 * registry's names both languages write alike and the loanwords of vocabulary/sharedWords.ts: "PIX", "SPEI · MXN",
 * "E-commerce", "Compliance". Reported on the English.
 */
export function untranslatedProblems(document: ContentDocument): ContentProblem[] {
  const texts = documentTexts(document)
  return texts.flatMap(({ file, locale, path, text }): ContentProblem[] => {
    if (locale !== 'en-US') return []
    const portuguese = texts.find((other) => other.locale === 'pt-BR' && other.path === path)
    if (portuguese?.text.normalize('NFC').trim() !== text.normalize('NFC').trim() || onlyNames(text)) return []
    const quoted = text.length > 60 ? `${text.slice(0, 57)}…` : text
    return [
      {
        rule: 'translation',
        file,
        locale,
        path,
        message: `is the Portuguese text, untranslated (“${quoted}”): write it in English`,
      },
    ]
  })
}
