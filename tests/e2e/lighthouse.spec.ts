import { expect, test } from '@playwright/test'
import { runLighthouse } from '../support/runLighthouse.ts'

// Accessibility, best practices and SEO do not depend on the machine's speed, so they are asserted here
// (performance is measured and printed by `npm run lighthouse`, never asserted).
const pages = ['/', '/en/solutions/fx-desk', '/industries/gaming', '/en/terms']

test.describe('Lighthouse', () => {
  test.describe.configure({ timeout: 180_000 })
  for (const path of pages) {
    test(`${path}: accessibility, best practices and SEO score 100`, async ({ baseURL, launchOptions }) => {
      // The e2e server's PUBLIC_URL is http://localhost:PORT: browse that host, so canonical URLs point to this site.
      const url = new URL(path, baseURL)
      url.hostname = 'localhost'
      const run = await runLighthouse(url.href, {
        categories: ['accessibility', 'best-practices', 'seo'],
        // The browser the other tests run in (playwright.config.ts): these audits do not depend on speed.
        chromePath: launchOptions.executablePath,
      })
      expect(run.failing, 'failing audits').toEqual([])
      expect(run.scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 })
    })
  }
})
