// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) against the production server, median
// of 3 runs per page. Prints scores, LCP / FCP / TBT / CLS, the load average at the start and the end, and the long
// tasks of each page's median run (Lighthouse's, and what the trace says each was). Asserts nothing
// (tests/e2e/lighthouse.spec.ts asserts the scores that do not depend on the machine's speed). LIGHTHOUSE_PAGES
// (comma-separated paths) measures other pages.
import { cpus, loadavg } from 'node:os'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { lighthouseCategories, runLighthouse, type LighthouseRun } from '../support/runLighthouse.ts'
import { startPrerenderedSite } from '../support/startPrerenderedSite.ts'
import { mainThreadInputs } from '../support/mainThreadInputs.ts'
import { formatObservedTask } from '../support/traceLongTasks.ts'

// docs/performance.md: the home page, a page of each family (in both languages between them) and the about page.
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/en/methods/pix',
  '/industries/payroll',
  '/en/countries/mexico',
  '/about-us',
  '/en/solutions/fx-desk',
]
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// LIGHTHOUSE_PORT: the site's port (otherwise a free one). Chromium's debugging port is always a free one that
// chrome-launcher picks: the ports after the site's are other people's servers on a shared machine.
const port = Number(process.env.LIGHTHOUSE_PORT ?? 0)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const load = () => loadavg()[0].toFixed(1)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

ensureBuilt()
const site = await startPrerenderedSite({
  PORT: String(port),
  HOST: '127.0.0.1',
  ...(port ? { PUBLIC_URL: `http://localhost:${port}` } : {}),
})
// Browse the host the canonical URLs name (PUBLIC_URL defaults to http://localhost:PORT).
const origin = site.url.replace('127.0.0.1', 'localhost')
try {
  console.log(
    `Lighthouse (mobile, simulated throttling), median of ${runs} runs, ${origin}; ${cpus().length} CPUs, load average at the start ${load()}\n`,
  )
  // The last three: what the page hands the main thread (tests/unit/mainThreadBudget.test.ts holds them).
  const header = ['page', 'perf', 'LCP', 'FCP', 'TBT', 'CLS', 'a11y', 'best pr.', 'SEO', 'elements', 'SVG', 'CSS bytes']
  const rows = [header]
  const failing = new Map<string, Set<string>>()
  const tasks: string[] = []
  for (const page of pages) {
    const results: LighthouseRun[] = []
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${origin}${page}`))
    for (const run of results)
      for (const f of run.failing)
        (failing.get(page) ?? failing.set(page, new Set()).get(page))?.add(`${f.category}: ${f.id} (${f.title})`)
    const score = (category: (typeof lighthouseCategories)[number]) =>
      String(median(results.map((r) => r.scores[category] ?? 0)))
    const tbt = median(results.map((r) => r.tbtMs ?? 0))
    const inputs = mainThreadInputs(await (await fetch(`${origin}${page}`)).text())
    rows.push([
      page,
      score('performance'),
      seconds(median(results.map((r) => r.lcpMs ?? 0))),
      seconds(median(results.map((r) => r.fcpMs ?? 0))),
      `${tbt.toFixed(0)} ms`,
      median(results.map((r) => r.cls ?? 0)).toFixed(3),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      String(inputs.elements),
      String(inputs.svgElements),
      String(inputs.inlineCssBytes),
    ])
    // The run whose TBT is the median (the first of them for an even count): its long tasks explain the row.
    const typical = [...results].sort((a, b) => (a.tbtMs ?? 0) - (b.tbtMs ?? 0))[Math.floor((results.length - 1) / 2)]
    tasks.push(
      `${page} (the run with TBT ${(typical.tbtMs ?? 0).toFixed(0)} ms)`,
      `  Lighthouse's long tasks (simulated): ${
        typical.longTasks.map((t) => `${t.ms.toFixed(0)} ms at ${t.startMs.toFixed(0)} (${t.url})`).join('; ') || 'none'
      }`,
      `  the trace's tasks of 10 ms or more, unthrottled:`,
      ...(typical.observed.length ? typical.observed.map((t) => `    ${formatObservedTask(t)}`) : ['    none']),
    )
  }
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  console.log(
    `\nGoals (median of ${runs}): performance 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0; accessibility, best practices, SEO 100. Load average at the end ${load()}.`,
  )
  console.log(`\nLong tasks:\n${tasks.join('\n')}`)
  for (const [page, audits] of failing) console.log(`\nBelow 1 on ${page}:\n  ${[...audits].join('\n  ')}`)
} finally {
  await site.stop()
}
