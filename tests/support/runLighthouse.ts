import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import playwrightConfig from '../../playwright.config.ts'
import { observedLongTasks, type ObservedTask } from './traceLongTasks.ts'

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type LighthouseCategory = (typeof lighthouseCategories)[number]

export type LighthouseRun = {
  scores: Partial<Record<LighthouseCategory, number>>
  lcpMs?: number
  fcpMs?: number
  tbtMs?: number
  cls?: number
  /** Lighthouse's long tasks, as its simulation timed them (4× CPU): the script they are attributed to, or the page. */
  longTasks: Array<{ url: string; startMs: number; ms: number }>
  /** The trace's top-level tasks of 10 ms or more as this machine ran them, and what each was made of. */
  observed: ObservedTask[]
  /** Audits that scored below 1 in the categories asked for, with their titles: what to fix. */
  failing: Array<{ category: string; id: string; title: string }>
}

// By default Debian's full Chromium, in its `--headless=new` mode: `npm run lighthouse` measures speed in the browser
// visitors run (CHROME_PATH, chrome-launcher's own setting, to change it). The browser tests' audits, which do not
// depend on speed, pass the test browser instead. Playwright's flags (playwright.config.ts) keep it off the network.
const defaultChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const { args = [] } = playwrightConfig.use?.launchOptions ?? {}
const chromeFlags = ['--headless=new', ...args]

/** Which categories to score, a fixed DevTools port (0: any free one) and the browser to run. */
type LighthouseOptions = { categories?: readonly LighthouseCategory[]; chromePort?: number; chromePath?: string }

// Lighthouse's own trace-recording failures, not verdicts on the page: such a run is repeated (in a fresh Chromium).
const transientErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])
const attempts = 3

class TransientLighthouseError extends Error {}

/**
 * One Lighthouse run (its default: a mobile device with simulated throttling) in a fresh headless Chromium.
 * Scores are 0..100. A run that Lighthouse itself could not record is retried (up to 3 attempts); scores never are.
 */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, options)
    } catch (error) {
      if (!(error instanceof TransientLighthouseError) || attempt >= attempts) throw error
    }
  }
}

async function runOnce(
  url: string,
  { categories = lighthouseCategories, chromePort = 0, chromePath = defaultChromePath }: LighthouseOptions,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    port: chromePort || undefined,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // A 404 page is measured too (`npm run lighthouse`): its status is the page's answer, not a failed load.
      ignoreStatusCode: true,
      disableFullPageScreenshot: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      const message = `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
      throw transientErrors.has(lhr.runtimeError.code) ? new TransientLighthouseError(message) : new Error(message)
    }
    const scores: LighthouseRun['scores'] = {}
    const failing: LighthouseRun['failing'] = []
    for (const category of categories) {
      const entry = lhr.categories[category]
      scores[category] = Math.round((entry?.score ?? 0) * 100)
      for (const ref of entry?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.push({ category, id: ref.id, title: audit.title })
      }
    }
    const longTaskItems = lhr.audits['long-tasks']?.details
    const longTasks =
      longTaskItems?.type === 'table'
        ? longTaskItems.items.map((item) => ({
            url: String(item.url),
            startMs: Number(item.startTime),
            ms: Number(item.duration),
          }))
        : []
    return {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
      longTasks,
      observed: categories.includes('performance')
        ? await observedLongTasks(result.artifacts.Trace, lhr.finalDisplayedUrl ?? url)
        : [],
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      failing,
    }
  } finally {
    await chrome.kill()
  }
}
