import type { ContentProblem } from './ContentProblem.ts'
import type { ContentTree } from './ContentTree.ts'
import { contentDocuments } from './contentDocuments.ts'
import { badgeProblems } from './rules/badgeProblems.ts'
import { capabilityPhraseProblems } from './rules/capabilityPhraseProblems.ts'
import { companyRuleProblems } from './rules/companyRuleProblems.ts'
import { brandProblems } from './rules/brandProblems.ts'
import { cardGridProblems } from './rules/cardGridProblems.ts'
import { codeProblems } from './rules/codeProblems.ts'
import { currencyLabelProblems } from './rules/currencyLabelProblems.ts'
import { factProblems } from './rules/factProblems.ts'
import { figureOnceProblems } from './rules/figureOnceProblems.ts'
import { figureProblems } from './rules/figureProblems.ts'
import { forbiddenPhraseProblems } from './rules/forbiddenPhraseProblems.ts'
import { foreignMethodProblems } from './rules/foreignMethodProblems.ts'
import { industryFlowProblems } from './rules/industryFlowProblems.ts'
import { inventedDetailProblems } from './rules/inventedDetailProblems.ts'
import { lengthProblems } from './rules/lengthProblems.ts'
import { placeProblems } from './rules/placeProblems.ts'
import { railPayerProblems } from './rules/railPayerProblems.ts'
import { registryProblems } from './rules/registryProblems.ts'
import { repeatedTitleProblems } from './rules/repeatedTitleProblems.ts'
import { schemaProblems } from './rules/schemaProblems.ts'
import { speedProblems } from './rules/speedProblems.ts'
import { twinProblems } from './rules/twinProblems.ts'
import { untranslatedProblems } from './rules/untranslatedProblems.ts'
import { uiDocuments } from './uiDocuments.ts'

const perDocument = [
  schemaProblems,
  factProblems,
  currencyLabelProblems,
  forbiddenPhraseProblems,
  cardGridProblems,
  industryFlowProblems,
  lengthProblems,
  figureProblems,
  placeProblems,
  codeProblems,
  brandProblems,
  inventedDetailProblems,
  untranslatedProblems,
] as const

/** The rules that read the records and the UI catalogues together (each knows which kinds of document it holds). */
const acrossDocuments = [
  speedProblems,
  foreignMethodProblems,
  railPayerProblems,
  capabilityPhraseProblems,
  companyRuleProblems,
  twinProblems,
] as const

/**
 * Every problem the content checks find in a tree (docs/pages-and-copy.md, "Checks at build time"), file by file in
 * the registry's order, each rule's in turn, then the UI catalogues' forbidden phrases, then the rules that read
 * records and catalogues together (speeds, methods, rails, capabilities, the company's rules, twins); no browser, no build: the
 * records, the registry and the catalogues as data.
 */
export function contentProblems(tree: ContentTree): ContentProblem[] {
  const documents = contentDocuments(tree)
  const ui = uiDocuments(tree)
  const entries = tree.pages.map(({ entry }) => entry)
  return [
    ...registryProblems(entries),
    ...badgeProblems(entries),
    ...documents.flatMap((document) => perDocument.flatMap((rule) => rule(document))),
    ...repeatedTitleProblems(documents),
    ...figureOnceProblems(documents),
    ...ui.flatMap(forbiddenPhraseProblems),
    ...acrossDocuments.flatMap((rule) => rule([...documents, ...ui])),
  ]
}
