import { landingPages } from '../../../site/landingPages.ts'
import { both } from './both.ts'
import { withCardBody } from './withCardBody.ts'

/**
 * Each case (Portuguese, English) planted as a card's body on its own registry page, in the registry's order, so a
 * test checks many cases with one whole-tree check; `keys[n]` is the page of case `n`.
 */
export function plantEach(cases: readonly (readonly [string, string])[]) {
  const keys = landingPages.slice(0, cases.length).map(({ family, slug }) => `${family}/${slug}`)
  const pages = Object.fromEntries(keys.map((key, n) => [key, withCardBody(n, 4, both(...cases[n]))]))
  return { keys, pages }
}
