import { locales } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { onceFigures } from '../vocabulary/figureWords.ts'
import { pageTexts } from './pageTexts.ts'

/**
 * Rule 6: on each page (its record and the shared blocks shown on it: rules/pageTexts.ts), D+1, settlement in
 * seconds, 99.9% and 24/7 each in one text field at most. The first field keeps it (a shared block first: it is on
 * every page); each later one is reported, once even when the shared blocks repeat it on every page.
 */
export function figureOnceProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  const problems = pageTexts(documents).flatMap(({ file: page, texts }) =>
    locales.flatMap((locale) =>
      onceFigures.flatMap(({ figure, [locale]: words }) => {
        const saying = texts.flatMap((text) => {
          const [word] =
            text.locale === locale ? findTerms(text.text, termPattern(words)).map((found) => found.word) : []
          return word === undefined ? [] : [{ ...text, word }]
        })
        const [first, ...again] = saying
        return again.map((text): ContentProblem => {
          const where = text.file === first.file ? first.path : `${first.file} › ${first.path}`
          const on = text.file === page || text.file === first.file ? '' : ` on ${page}`
          return {
            rule: 'figureOnce',
            file: text.file,
            locale,
            path: text.path,
            message: `says “${text.word}” (${figure}) again${on}: ${where} already says it (once per page)`,
          }
        })
      }),
    ),
  )
  const seen = new Set<string>()
  return problems.filter(({ file, locale, path, message }) => {
    const key = `${file} ${locale} ${path} ${message}`
    return seen.has(key) ? false : Boolean(seen.add(key))
  })
}
