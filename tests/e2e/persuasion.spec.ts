import { expect, test } from '@playwright/test'
import { trustBandStatements, trustFacts } from '../../site/facts/trustFacts.ts'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { locales, localizePath } from '../../site/locales.ts'
import { checkQuestions } from './support/checkTemplateStory.ts'
import { headerCta } from './support/headerCta.ts'

// What a buyer sees on the home page (docs/pages-and-copy.md): it leads into the product; on a phone the call to
// action stays in reach. Each template page's story, questions and shared blocks are checked on its one visit in
// every-page.spec.ts; the rules on the words themselves run without a browser, at build time on the content records
// (build/content/) and on every served page (tests/unit/servedPages.test.ts).

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the home page leads into the product: figures, every solution, countries by method, the trust band', async ({
    page,
  }) => {
    for (const locale of locales) {
      await page.goto(localizePath('/', locale))
      const hero = page.locator('main > section').first()
      const strip = page.getByTestId('figure-strip')
      // Right under the hero.
      const [heroBox, stripBox] = [await hero.boundingBox(), await strip.boundingBox()]
      expect(Math.abs((heroBox?.y ?? 0) + (heroBox?.height ?? 0) - (stripBox?.y ?? -1))).toBeLessThan(2)
      await expect(strip.locator('dd')).toHaveText(
        locale === 'pt-BR' ? ['50+', '99,9%', 'Segundos', 'D+1', '24/7'] : ['50+', '99.9%', 'Seconds', 'D+1', '24/7'],
      )
      const solutions = landingPages
        .filter((p) => p.family === 'solutions')
        .map((p) => localizePath(landingPath(p), locale))
      const grid = page.getByTestId('solution-grid')
      expect(await grid.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(solutions)
      const markets = page.getByTestId('country-method-grid')
      for (const p of landingPages.filter((p) => p.family === 'countries' || p.family === 'methods'))
        await expect(markets.locator(`a[href="${localizePath(landingPath(p), locale)}"]`).first()).toBeVisible()
      // The terms' rules and the checks, as the facts registry states them (docs/pages-and-copy.md), before the questions.
      await expect(page.getByTestId('trust-band').locator('li')).toHaveText(
        trustBandStatements.map((id) => trustFacts[id][locale]),
      )
      const [trustTop, faqTop, sharedTop] = await page.evaluate(() =>
        ['[data-testid="trust-band"]', '[data-testid="faq"]', '[data-shared-block]'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN,
        ),
      )
      expect(trustTop).toBeLessThan(faqTop)
      expect(faqTop).toBeLessThan(sharedTop)
      await checkQuestions(page)
    }
  })
})

test('on a phone, Talk to Sales stays in reach after scrolling, without opening the menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  for (const url of ['/', '/en/methods/pix', '/en/industries/creators']) {
    await page.goto(url)
    await page.mouse.wheel(0, 2500)
    await page.evaluate(() => window.scrollTo(0, 2500))
    const cta = page.locator(headerCta)
    await expect(cta).toBeVisible()
    await expect(cta).toBeInViewport()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  }
  await context.close()
})
