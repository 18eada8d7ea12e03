import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { localizePath } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { expectedApiErrors } from '../support/expectedApiErrors.ts'
import { startSiteProcess, type SiteProcess } from '../support/startSiteProcess.ts'

// Sites of their own: the e2e server's rate limits are lifted for the other specs; these need real ones.
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-captcha-browsing-'))
let defaults: SiteProcess
let strict: SiteProcess

test.beforeAll(async () => {
  const settings = (name: string) => ({
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, name),
    CAPTCHA_SECRET: 'captcha-browsing-secret-0123456789abcdef',
    // Pages render on their first request: the pre-render's CPU would only slow the browsers beside it.
    PRERENDER: 'false',
    LOG_LEVEL: 'warn',
  })
  // Default rate limits: what a visitor of the real site meets.
  ;[defaults, strict] = await Promise.all([
    startSiteProcess(settings('defaults')),
    startSiteProcess({ ...settings('strict'), RATE_LIMIT_CAPTCHA: '1' }),
  ])
})
test.afterAll(async () => {
  await Promise.all([defaults?.stop(), strict?.stop()])
  rmSync(work, { recursive: true, force: true })
})

const question = (page: Page) => page.getByTestId('captcha-question')
const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|Notificações)/ }).getByRole('listitem')

/**
 * The form's code comes as the form nears the viewport (docs/front-end.md): on a loaded machine its question can take
 * longer than expect's 5 s to appear.
 */
const questionShown = { timeout: 20_000 }

/** A page view as a visitor makes it: open the page, scroll to the form, read its question. */
async function viewForm(page: Page, url: string) {
  await page.goto(url)
  await page.locator('#contact-name').scrollIntoViewIfNeeded()
}

// The visit's views cross both languages and every page family. Each view counts its draws: one in all shows that no
// view spends the address's allowance (300 questions per 10 minutes by default), however many views follow.
test('24 page views in one visit, each scrolled to the form, all show the question and no error', async ({ page }) => {
  let drawn = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/captcha/new')) drawn += 1
  })
  const urls = sitePaths.flatMap((logicalPath) => [
    localizePath(logicalPath, 'pt-BR'),
    localizePath(logicalPath, 'en-US'),
  ])
  for (let view = 0; view < 24; view++) {
    await viewForm(page, `${defaults.url}${urls[(view * 5) % urls.length]}`)
    await expect(question(page)).toHaveText(/^(Quanto é|What is) \d+ [-+−×*] \d+\?$/, questionShown)
    await expect(toasts(page)).toHaveCount(0)
  }
  // The visit's one unanswered question is shown again on every page, not drawn anew.
  expect(drawn).toBe(1)
})

test("a refused question shows the server's text (in its place and in the toast), and the form asks again when focused", async ({
  browser,
}) => {
  // The first visit takes the address's one question; a second visit (another tab's storage) is refused.
  const first = await browser.newPage()
  await viewForm(first, `${strict.url}/en`)
  await expect(question(first)).toHaveText(/^What is \d+/, questionShown)
  await first.close()

  const page = await browser.newPage()
  let drawn = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/captcha/new')) drawn += 1
  })
  await viewForm(page, `${strict.url}/en`)
  await expect(question(page)).toHaveText(expectedApiErrors.rate_limited['en-US'], questionShown)
  await expect(toasts(page).getByText(expectedApiErrors.rate_limited['en-US'])).toBeVisible()
  expect(drawn).toBe(1)
  // Back at the form: it asks for a question again (and, still refused, says why again).
  await page.locator('#contact-name').focus()
  await expect.poll(() => drawn).toBe(2)
  await expect(question(page)).toHaveText(expectedApiErrors.rate_limited['en-US'])
  await expect(page.getByText('Failed to load captcha')).toHaveCount(0)
  await page.close()
})
