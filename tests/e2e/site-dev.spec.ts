import { expect, test } from '@playwright/test'
import { startSiteProcess, type SiteProcess } from '../support/startSiteProcess.ts'
import { hydrationMismatches, watchConsole, waitForHydration } from './support/browserConsole.ts'

// `npm run dev` (Koa + Vite's dev middleware) must behave like production: same pages, same language, clean hydration.
const port = String(Number(process.env.E2E_PORT ?? 3210) + 10)
let dev: SiteProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  dev = await startSiteProcess(
    { NODE_ENV: 'development', PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    { timeoutMs: 170_000 },
  )
})

test.afterAll(async () => {
  expect(await dev?.stop()).toBe(0)
})

const pages = [
  { url: '/', status: 200, lang: 'pt-BR' },
  { url: '/en/solutions/fx-desk', status: 200, lang: 'en-US' },
  { url: '/en/does-not-exist', status: 404, lang: 'en-US' },
]

for (const { url, status, lang } of pages) {
  test(`development server: ${url}`, async ({ page }) => {
    const problems = watchConsole(page, { expect404For: status === 404 ? url : undefined })
    const response = await page.goto(`${dev.url}${url}`)
    expect(response?.status()).toBe(status)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await waitForHydration(page)
    expect(await hydrationMismatches(page)).toEqual([])
    expect(problems()).toEqual([])
  })
}
