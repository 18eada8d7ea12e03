import { contentProblems } from '../contentProblems.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import type { ContentTree } from '../ContentTree.ts'
import { formatProblem } from '../formatProblem.ts'

/** The lines `npm run content:check` prints for a tree, optionally only one rule's: what the tests compare. */
export function checkLines(tree: ContentTree, rule?: ContentProblem['rule']): string[] {
  return contentProblems(tree)
    .filter((problem) => rule === undefined || problem.rule === rule)
    .map(formatProblem)
}
