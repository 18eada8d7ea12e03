import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { localePreferenceKey } from '../../site/locales.ts'
import { waitForHydration } from './support/browserConsole.ts'

const oneYear = 365 * 24 * 60 * 60

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === localePreferenceKey)
}

async function storedLocale(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), localePreferenceKey)
}

async function expectYearLongLaxCookie(context: BrowserContext, value: string) {
  const cookie = await localeCookie(context)
  expect(cookie, 'language cookie').toBeDefined()
  expect(cookie?.value).toBe(value)
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  expect(cookie?.httpOnly).toBe(false)
  // About one year from now (a day's slack either way).
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(oneYear - 86_400)
  expect(lifetime).toBeLessThan(oneYear + 86_400)
}

test('the toggle goes to the twin URL, remembers English, and unprefixed URLs then redirect to /en', async ({
  page,
  context,
}) => {
  await page.goto('/solutions/fx-desk')
  await waitForHydration(page)
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/en/solutions/fx-desk')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect(await storedLocale(page)).toBe('en-US')
  await expectYearLongLaxCookie(context, 'en-US')

  // The server answers an unprefixed URL with a 302 to its twin when the cookie says en-US (the query string kept).
  const redirect = await page.request.get('/countries/mexico?utm_source=test', { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
  expect(redirect.headers()['location']).toBe('/en/countries/mexico?utm_source=test')
  const home = await page.request.get('/', { maxRedirects: 0 })
  expect(home.status()).toBe(302)
  expect(home.headers()['location']).toBe('/en')
  // English URLs and the 404 are served as they are.
  expect((await page.request.get('/en/terms', { maxRedirects: 0 })).status()).toBe(200)

  // In the browser: typing an unprefixed URL ends on the English page.
  await page.goto('/terms')
  await expect(page).toHaveURL('/en/terms')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await page.goto('/')
  await expect(page).toHaveURL('/en')
})

test('choosing PT keeps the visitor on unprefixed URLs', async ({ page, context }) => {
  await page.goto('/en/methods/pix')
  await waitForHydration(page)
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/methods/pix')
  await waitForHydration(page)
  // Back to English, then to Portuguese again: the last choice wins.
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/en/methods/pix')
  await waitForHydration(page)
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/methods/pix')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  expect(await storedLocale(page)).toBe('pt-BR')
  await expectYearLongLaxCookie(context, 'pt-BR')

  expect((await page.request.get('/terms', { maxRedirects: 0 })).status()).toBe(200)
  await page.goto('/terms')
  await expect(page).toHaveURL('/terms')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await page.goto('/')
  await expect(page).toHaveURL('/')
})

test.describe('a visitor whose only trace is localStorage = en-US (cookie lost)', () => {
  test.use({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
          localStorage: [{ name: localePreferenceKey, value: 'en-US' }],
        },
      ],
    },
  })

  test('lands on the /en twin with the cookie restored, and no Portuguese text is ever painted', async ({
    page,
    context,
  }) => {
    expect(await localeCookie(context)).toBeUndefined()
    // Before leaving, each document notes whether it painted any text (first-contentful-paint) and in which language.
    await page.addInitScript(() => {
      addEventListener('pagehide', () => {
        const painted = performance.getEntriesByName('first-contentful-paint').length > 0
        const log = JSON.parse(sessionStorage.getItem('paint-log') ?? '[]') as unknown[]
        log.push({ path: location.pathname, lang: document.documentElement.lang, painted })
        sessionStorage.setItem('paint-log', JSON.stringify(log))
      })
    })
    const documents: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(new URL(frame.url()).pathname)
    })
    await page.goto('/industries/gaming?ref=ad')
    await expect(page).toHaveURL('/en/industries/gaming?ref=ad')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await waitForHydration(page)
    expect((await localeCookie(context))?.value).toBe('en-US')
    await expectYearLongLaxCookie(context, 'en-US')
    expect(documents.at(-1)).toBe('/en/industries/gaming')
    const log = JSON.parse((await page.evaluate(() => sessionStorage.getItem('paint-log'))) ?? '[]') as {
      path: string
      lang: string
      painted: boolean
    }[]
    // The Portuguese document did start (and was left at once), without painting any text.
    expect(
      log.filter((entry) => entry.lang === 'pt-BR'),
      JSON.stringify(log),
    ).toEqual([{ path: '/industries/gaming', lang: 'pt-BR', painted: false }])

    // With the cookie back, the next unprefixed URL is redirected by the server.
    const redirect = await page.request.get('/about-us', { maxRedirects: 0 })
    expect(redirect.status()).toBe(302)
    expect(redirect.headers()['location']).toBe('/en/about-us')
  })
})

test('a crawler (no cookie, no storage) gets each URL in its own language', async ({ request }) => {
  const pt = await request.get('/solutions/billing', { maxRedirects: 0 })
  expect(pt.status()).toBe(200)
  expect(await pt.text()).toContain('<html lang="pt-BR">')
  const en = await request.get('/en/solutions/billing', { maxRedirects: 0 })
  expect(en.status()).toBe(200)
  expect(await en.text()).toContain('<html lang="en-US">')
})
