import { expect, test } from '@playwright/test'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { siteText } from './support/siteText.ts'

// docs/brand.md: the legal pages have a table of contents (sticky beside the text on wide screens, above it on phones)
// and a readable measure. Plain anchors: it works with JavaScript off.

test.use({ javaScriptEnabled: false })

for (const locale of locales) {
  for (const path of ['/terms', '/privacy']) {
    const url = localizePath(path, locale)

    test.describe(`${url}`, () => {
      test('wide screen: the contents beside the text, sticky, each entry leading to its section', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 })
        await page.goto(url)
        const contents = page.getByRole('navigation', { name: siteText(locale, 'document.onThisPage') })
        await expect(contents).toBeVisible()
        const body = page.locator('article section')
        const titles = await body.locator('h2').allTextContents()
        expect(titles.length).toBeGreaterThanOrEqual(5)
        await expect(contents.getByRole('link')).toHaveText(titles)

        // Beside the text, not above it.
        const firstSection = await body.first().boundingBox()
        const box = await contents.boundingBox()
        expect(box?.x ?? 0).toBeGreaterThan((firstSection?.x ?? 0) + (firstSection?.width ?? 0))

        // A readable measure: no line of the text wider than about 75 characters.
        const measure = await body
          .locator('p')
          .first()
          .evaluate((p) => {
            const chars = (p.textContent ?? '').length
            const lines = Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight))
            return { perLine: chars / Math.max(lines, 1), lines }
          })
        expect(measure.perLine, 'characters per line').toBeLessThanOrEqual(80)

        // The last entry leads to the last section, and the contents stay in view down there.
        const last = titles.length
        await contents.getByRole('link').last().click()
        await expect(page).toHaveURL(new RegExp(`#section-${last}$`))
        await expect(page.getByRole('heading', { name: titles[last - 1], level: 2 }).last()).toBeInViewport()
        await expect(contents).toBeInViewport()
        // Not hidden under the sticky header.
        const header = await page.locator('header').first().boundingBox()
        const heading = await page.locator(`#section-${last}`).boundingBox()
        expect(heading?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
      })

      test('phone: the contents above the text, every entry a large enough target', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto(url)
        const contents = page.getByRole('navigation', { name: siteText(locale, 'document.onThisPage') })
        const box = await contents.boundingBox()
        const firstSection = await page.locator('article section').first().boundingBox()
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(firstSection?.y ?? 0)
        for (const link of await contents.getByRole('link').all()) {
          expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24)
        }
        await contents.getByRole('link').nth(2).click()
        await expect(page).toHaveURL(/#section-3$/)
        await expect(page.locator('#section-3')).toBeInViewport()
      })
    })
  }
}
