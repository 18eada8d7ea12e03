import { expect, test, type Page } from '@playwright/test'
import { recordOffSite } from './support/recordOffSite.ts'

// The red team's open redirect: on an English 404 page the language toggle was built from the decoded request path,
// so "/en/%5Cevil.example" rendered href="/\evil.example", which a browser follows to http://evil.example/.
const attacks = [
  '/en/%5Cevil.example',
  '/en/%09/evil.example',
  '/en/%5C%5Cevil.example',
  '/%5Cevil.example',
  '/en/%2F%2Fevil.example',
]

for (const target of attacks) {
  test(`following the language toggle of ${target} stays on the site`, async ({ page, context, baseURL }) => {
    const { origin, offSite } = await recordOffSite(context, baseURL)
    await toggleFrom404(page, origin, target)
    expect(offSite).toEqual([])
  })
}

test("every link of a 404 page resolves to this site, but for the footer's social accounts", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin
  for (const target of attacks) {
    await page.goto(target)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    const foreign = hrefs.filter((href) => new URL(href).origin !== origin)
    expect(foreign.sort(), target).toEqual([
      'https://www.instagram.com/fluxa.payments',
      'https://www.linkedin.com/company/fluxa-payments',
    ])
  }
})

test.describe('without JavaScript (the toggle goes through GET /language, which answers with a redirect)', () => {
  test.use({ javaScriptEnabled: false })

  test('following the language toggle of every attack path stays on the site', async ({ page, context, baseURL }) => {
    const { origin, offSite } = await recordOffSite(context, baseURL)
    for (const target of attacks) {
      await toggleFrom404(page, origin, target)
    }
    expect(offSite).toEqual([])
  })

  test('a forged language link with a hostile path still lands on a page of the site', async ({
    page,
    context,
    baseURL,
  }) => {
    const { origin, offSite } = await recordOffSite(context, baseURL)
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/%5Cevil.example',
      'https://evil.example/',
      '/\t/evil.example',
    ]) {
      await page.goto(`/language?${new URLSearchParams({ to: 'en-US', path })}`)
      await expect(page).toHaveURL(`${origin}/en`)
    }
    expect(offSite).toEqual([])
  })
})

/** Opens the 404 page of `target` and follows its language toggle: the other language's home page (a 404 has no twin). */
async function toggleFrom404(page: Page, origin: string, target: string) {
  const response = await page.goto(target)
  expect(response?.status()).toBe(404)
  const english = target.startsWith('/en/')
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL(`${origin}${english ? '/' : '/en'}`)
  await expect(page.locator('html')).toHaveAttribute('lang', english ? 'pt-BR' : 'en-US')
}
