import { contentProblems } from './contentProblems.ts'
import { formatProblem } from './ContentProblem.ts'
import { siteContent } from './siteContent.ts'
import { contentDocuments } from './contentDocuments.ts'
import { documentTexts } from './text/documentTexts.ts'
import { uiDocuments } from './uiDocuments.ts'

// `npm run build` and `npm test` run this before anything is built (docs/pages-and-copy.md, "Checks at build
// time"): every page's record against its schema, the facts registry and the copy rules (build/content/rules/), and the UI catalogues
// against the forbidden phrases; exit 1 on any problem.
const started = performance.now()
const problems = contentProblems(siteContent)
const texts = [...contentDocuments(siteContent), ...uiDocuments(siteContent)].reduce(
  (count, document) => count + documentTexts(document).length,
  0,
)
const took = Math.round(performance.now() - started)
// performance.now() counts from the process's start: the whole run, loading the records and the registry included.
const total = Math.round(performance.now())
const lines = problems.map(formatProblem)
const summary =
  problems.length === 0
    ? `Content check: no problem in ${texts} texts (checked in ${took} ms, ${total} ms in all).`
    : `Content check: ${problems.length} problem(s) in ${texts} texts (checked in ${took} ms, ${total} ms in all).`
process.stdout.write([...lines, summary, ''].join('\n'))
if (problems.length > 0) process.exitCode = 1
