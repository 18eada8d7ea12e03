import { contentDocuments } from '../contentDocuments.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import { contentProblems } from '../contentProblems.ts'
import { type ContentProblem, formatProblem } from '../ContentProblem.ts'
import type { ContentTree } from '../ContentTree.ts'
import { uiDocuments } from '../uiDocuments.ts'

/** The lines `npm run content:check` prints for a tree, optionally only one rule's: what the tests compare. */
export function checkLines(tree: ContentTree, rule?: ContentProblem['rule']): string[] {
  return contentProblems(tree)
    .filter((problem) => rule === undefined || problem.rule === rule)
    .map(formatProblem)
}

/**
 * The lines one rule prints for a tree, the rule called directly (whether or not the check runs it yet): given the
 * tree's documents, the records and then the UI catalogues, as contentProblems reads them.
 */
export function ruleLines(tree: ContentTree, rule: (documents: readonly ContentDocument[]) => ContentProblem[]) {
  return rule([...contentDocuments(tree), ...uiDocuments(tree)]).map(formatProblem)
}
