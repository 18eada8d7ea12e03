import { describe, expect, it } from 'vitest'
import { contentProblems } from './contentProblems.ts'
import { formatProblem } from './ContentProblem.ts'
import { siteContent } from './siteContent.ts'
import { checkLines } from './testing/checkLines.ts'
import { fixtureTree } from './testing/fixtures.ts'

describe('content checks: the whole tree', () => {
  it('finds nothing in a tree whose every record follows the rules (the fixture the other tests plant defects into)', () => {
    expect(checkLines(fixtureTree())).toEqual([])
  })

  it("finds no problem in the site's content tree (content/, site/landingPages.ts)", () => {
    // Fails, naming file, language and field, until every record passes: the same check `npm run build` runs.
    expect(contentProblems(siteContent).map(formatProblem)).toEqual([])
  })
})
