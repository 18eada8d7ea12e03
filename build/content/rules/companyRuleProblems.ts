import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { findTerms, termPattern } from '../text/terms.ts'
import { companyRuleWords } from '../vocabulary/companyRuleWords.ts'
import { templateBlocks } from './templateBlocks.ts'

/**
 * The company's rules (vocabulary/companyRuleWords.ts) in one card, step or question of a template page at most, per
 * language: they live in the trust band, the terms, the footer and the contact aside, and a page that says them again
 * and again reads as filler. Every block after the first that says one is reported.
 */
export function companyRuleProblems(documents: readonly ContentDocument[]): ContentProblem[] {
  const first = new Map<string, string>()
  return templateBlocks(documents).flatMap(({ file, locale, block, fields }): ContentProblem[] => {
    const [found] = fields.flatMap(({ path, text }) =>
      findTerms(text, termPattern(companyRuleWords[locale])).map(({ word }) => ({ path, word })),
    )
    if (found === undefined) return []
    const page = `${file} ${locale}`
    const earlier = first.get(page)
    if (earlier === undefined) {
      first.set(page, block)
      return []
    }
    const message = `says the company's rules again (“${found.word}”): ${earlier} already does; they live in the trust band, the terms, the footer and the contact aside (once on a page at most)`
    return [{ rule: 'companyRules', file, locale, path: found.path, message }]
  })
}
