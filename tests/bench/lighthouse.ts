// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) against the production server, median
// of 3 runs per page. Prints scores and LCP / TBT / CLS; asserts nothing (tests/e2e/lighthouse.spec.ts asserts the
// scores that do not depend on the machine's speed). LIGHTHOUSE_PAGES (comma-separated paths) measures other pages.
import { cpus, loadavg } from 'node:os'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { lighthouseCategories, runLighthouse, type LighthouseRun } from '../support/runLighthouse.ts'
import { startPrerenderedSite } from '../support/startPrerenderedSite.ts'

// docs/performance.md: both home pages, a page of each family in each language, the terms, both about pages, a 404.
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/en',
  '/solutions/fx-desk',
  '/en/solutions/fx-desk',
  '/methods/pix',
  '/en/methods/pix',
  '/countries/brazil',
  '/en/countries/mexico',
  '/industries/gaming',
  '/en/industries/gaming',
  '/en/terms',
  '/about-us',
  '/en/about-us',
  '/en/no-such-page',
]
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// LIGHTHOUSE_PORT: the site's port (Chromium's debugging ports are the 40 after it); otherwise free ports are used.
const port = Number(process.env.LIGHTHOUSE_PORT ?? 0)
let chromeRuns = 0

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

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
    `Lighthouse (mobile, simulated throttling), median of ${runs} runs, ${origin}; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}\n`,
  )
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS']
  const rows = [header]
  const failing = new Map<string, Set<string>>()
  for (const page of pages) {
    const results: LighthouseRun[] = []
    for (let i = 0; i < runs; i++) {
      // A new debugging port for each Chromium: the last one may still hold its port for a moment.
      const chromePort = port ? port + 1 + (chromeRuns++ % 40) : 0
      results.push(await runLighthouse(`${origin}${page}`, { chromePort }))
    }
    for (const run of results)
      for (const f of run.failing)
        (failing.get(page) ?? failing.set(page, new Set()).get(page))?.add(`${f.category}: ${f.id} (${f.title})`)
    const score = (category: (typeof lighthouseCategories)[number]) =>
      String(median(results.map((r) => r.scores[category] ?? 0)))
    rows.push([
      page,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${(median(results.map((r) => r.lcpMs ?? 0)) / 1000).toFixed(2)} s`,
      `${median(results.map((r) => r.tbtMs ?? 0)).toFixed(0)} ms`,
      median(results.map((r) => r.cls ?? 0)).toFixed(3),
    ])
  }
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  console.log(
    `\nGoals (median of ${runs}): performance 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0; accessibility, best practices, SEO 100. Load average at the end ${loadavg()[0].toFixed(1)}.`,
  )
  for (const [page, audits] of failing) console.log(`\nBelow 1 on ${page}:\n  ${[...audits].join('\n  ')}`)
} finally {
  await site.stop()
}
