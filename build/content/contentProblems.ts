import type { ContentProblem } from './ContentProblem.ts'
import type { ContentTree } from './ContentTree.ts'
import { contentDocuments } from './contentDocuments.ts'
import { cardGridProblems } from './rules/cardGridProblems.ts'
import { currencyLabelProblems } from './rules/currencyLabelProblems.ts'
import { factProblems } from './rules/factProblems.ts'
import { figureOnceProblems } from './rules/figureOnceProblems.ts'
import { forbiddenPhraseProblems } from './rules/forbiddenPhraseProblems.ts'
import { industryFlowProblems } from './rules/industryFlowProblems.ts'
import { lengthProblems } from './rules/lengthProblems.ts'
import { registryProblems } from './rules/registryProblems.ts'
import { repeatedTitleProblems } from './rules/repeatedTitleProblems.ts'
import { schemaProblems } from './rules/schemaProblems.ts'

const perDocument = [
  schemaProblems,
  factProblems,
  currencyLabelProblems,
  forbiddenPhraseProblems,
  cardGridProblems,
  industryFlowProblems,
  lengthProblems,
] as const

/**
 * Every problem the content checks find in a tree (docs/pages-and-copy.md, "Checks at build time"), file by file in
 * the registry's order, each rule's in turn; no browser, no build: the records and the registry as data.
 */
export function contentProblems(tree: ContentTree): ContentProblem[] {
  const documents = contentDocuments(tree)
  return [
    ...registryProblems(tree.pages.map(({ entry }) => entry)),
    ...documents.flatMap((document) => perDocument.flatMap((rule) => rule(document))),
    ...repeatedTitleProblems(documents),
    ...figureOnceProblems(documents),
  ]
}
