import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { codeTokens } from '../text/tokens.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { knownCodes } from '../vocabulary/knownCodes.ts'

/**
 * Rule 11: every code a text writes in capitals (two letters or more: USDT, KYC, D+1) is a known one
 * (vocabulary/knownCodes.ts): the registry's methods, currencies, rails and checks, and a short list of plain terms
 * (QR, P2P, LATAM…); the legal documents may also name their law (LGPD, ANPD, its Roman-numbered items). Any other
 * code is a method, currency, certification or body the registry does not have; each is reported once per text.
 */
export function codeProblems(document: ContentDocument): ContentProblem[] {
  const legal = document.kind === 'legal'
  const known = (code: string) =>
    knownCodes.everywhere.has(code) || (legal && (knownCodes.legal.has(code) || knownCodes.legalPattern.test(code)))
  return documentTexts(document).flatMap(({ file, locale, path, text }) => {
    const unknown = [...new Set(codeTokens(text).map(({ word }) => word))].filter((code) => !known(code))
    return unknown.map((code): ContentProblem => ({
      rule: 'codes',
      file,
      locale,
      path,
      message: `names “${code}”, a code that is not in the facts registry nor among the known terms (build/content/vocabulary/knownCodes.ts)`,
    }))
  })
}
