import { expect, test } from '@playwright/test'
import { type Locale } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { siteUrls } from './support/siteUrls.ts'

// Each page's own visit is every-page.spec.ts; its served HTML, tests/unit/servedShell.test.ts and servedPages.test.ts.

test('the table covers every route in both languages and both 404s', () => {
  const routes = sitePaths.length
  expect(siteUrls.filter((row) => row.status === 200)).toHaveLength(routes * 2)
  expect(new Set(siteUrls.map((row) => row.url)).size).toBe(routes * 2 + 2)
  const byLocale = (locale: Locale) => siteUrls.filter((row) => row.locale === locale && row.status === 200).length
  expect(byLocale('pt-BR')).toBe(routes)
  expect(byLocale('en-US')).toBe(routes)
})

test('a URL with a trailing slash ends on the page’s one canonical URL', async ({ page }) => {
  for (const [typed, canonical] of [
    ['/terms/', '/terms'],
    ['/en/', '/en'],
    ['/en/solutions/fx-desk/', '/en/solutions/fx-desk'],
  ]) {
    const response = await page.goto(typed)
    expect(response?.status(), typed).toBe(200)
    expect(new URL(page.url()).pathname).toBe(canonical)
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  }
})
