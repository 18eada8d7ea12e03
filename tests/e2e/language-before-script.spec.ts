import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { localePreferenceKey } from '../../site/locales.ts'

// docs/languages-and-urls.md: the language choice is saved in localStorage and the cookie however early
// the toggle is clicked, and the two always agree. "Before the page's script has run" is simulated by refusing every
// built script: what is left is the server's HTML and the head's inline script.

const storedLocale = (page: Page) => page.evaluate((key) => localStorage.getItem(key), localePreferenceKey)
const cookieLocale = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === localePreferenceKey)?.value

async function withoutPageScripts(page: Page) {
  await page.route('**/assets/**/*.js', (route) => route.abort())
}

test('the toggle clicked before the page script has run saves the choice in both and keeps the query and #hash', async ({
  page,
  context,
}) => {
  await withoutPageScripts(page)
  await page.goto('/solutions/fx-desk?utm_source=news#contact')
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/en/solutions/fx-desk?utm_source=news#contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect(await storedLocale(page)).toBe('en-US')
  expect(await cookieLocale(context)).toBe('en-US')

  // And back, still without the page's script.
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/solutions/fx-desk?utm_source=news#contact')
  expect(await storedLocale(page)).toBe('pt-BR')
  expect(await cookieLocale(context)).toBe('pt-BR')
})

test('with the page script too, the toggle keeps the query and #hash and saves both', async ({ page, context }) => {
  await page.goto('/en/methods/pix?utm_campaign=x#faq')
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/methods/pix?utm_campaign=x#faq')
  expect(await storedLocale(page)).toBe('pt-BR')
  expect(await cookieLocale(context)).toBe('pt-BR')
})

test('a cookie localStorage does not hold is copied into it on load', async ({ page, context, baseURL }) => {
  await withoutPageScripts(page)
  // Chosen through /language (the toggle without JavaScript): the cookie alone says en-US.
  await context.addCookies([{ name: localePreferenceKey, value: 'en-US', url: baseURL ?? '' }])
  await page.goto('/en/terms')
  expect(await storedLocale(page)).toBe('en-US')

  // localStorage says en-US, the cookie (the later choice, made without JavaScript) pt-BR: the cookie wins, no redirect.
  await context.addCookies([{ name: localePreferenceKey, value: 'pt-BR', url: baseURL ?? '' }])
  await page.goto('/terms')
  await expect(page).toHaveURL('/terms')
  expect(await storedLocale(page)).toBe('pt-BR')
})
