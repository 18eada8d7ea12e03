import { expect, test, type Page } from '@playwright/test'
import { trustBandStatements } from '../../site/facts/trustBandStatements.ts'
import { trustFacts } from '../../site/facts/trustFacts.ts'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { sitePaths } from '../../site/sitePaths.ts'
import { siteText } from './support/siteText.ts'

// What a buyer sees on the pages (docs/pages-and-copy.md): every template page its family's story, then its questions,
// the blocks all of them share kept short, visuals with labels instead of placeholder bars, the home page leading into
// the product. One page per test loop, one browser context per language, so the whole site is read in seconds. The
// rules on the words themselves (forbidden promises, card titles repeated on more than 3 pages) run without a
// browser: at build time on the content records (build/content/) and on every served page
// (tests/unit/servedPages.test.ts).

const templatePaths = landingPages.map(landingPath)
const knownPaths = new Set(locales.flatMap((locale) => sitePaths.map((path) => localizePath(path, locale))))

/** The page's questions: shown, 4 to 6, each answer closed until its question is clicked (a native disclosure). */
async function checkQuestions(page: Page, url: string) {
  const faq = page.getByTestId('faq')
  await expect(faq, url).toBeVisible()
  const questions = faq.locator('summary')
  const count = await questions.count()
  expect(count, `${url}: questions`).toBeGreaterThanOrEqual(4)
  expect(count, `${url}: questions`).toBeLessThanOrEqual(6)
  const answer = faq.locator('details').last().locator('p')
  await expect(answer, url).toBeHidden()
  await questions.last().click()
  await expect(answer, url).toBeVisible()
}

/** The share of the page body (main) taken by the blocks every template page shows alike. */
async function sharedShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const height = (element: Element | null) => element?.getBoundingClientRect().height ?? 0
    const shared = [...document.querySelectorAll('main [data-shared-block]')].reduce((sum, e) => sum + height(e), 0)
    return shared / height(document.querySelector('main'))
  })
}

/** Rects of the hero visual drawn as a fully rounded bar with no text on it: a placeholder, not a label. */
async function placeholderBars(page: Page): Promise<string[]> {
  return page.getByTestId('hero-visual').evaluate((svg) => {
    const texts = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect())
    return [...svg.querySelectorAll('rect')].flatMap((rect) => {
      const box = rect.getBoundingClientRect()
      const rx = Number(rect.getAttribute('rx') ?? 0)
      const height = Number(rect.getAttribute('height') ?? 0)
      const width = Number(rect.getAttribute('width') ?? 0)
      const isBar = height > 0 && height <= 24 && width >= 3 * height && rx * 2 >= height
      const labelled = texts.some((t) => {
        const [x, y] = [t.x + t.width / 2, t.y + t.height / 2]
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom
      })
      return isBar && !labelled ? [rect.outerHTML] : []
    })
  })
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const locale of locales) {
    test(`${locale}: every template page tells its family's story, ends with its questions and keeps the shared blocks short, with real labels`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      let worst = { path: '', share: 0 }
      for (const logicalPath of templatePaths) {
        const url = localizePath(logicalPath, locale)
        await page.goto(url)
        const story = page.getByTestId('family-story')
        await expect(story, url).toBeVisible()
        // Below the cards; the questions end the page's own part, before the shared blocks.
        const order = await page.evaluate(() => {
          const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN
          return [
            top('[data-testid="benefit-grid"]'),
            top('[data-testid="family-story"]'),
            top('[data-testid="faq"]'),
            top('[data-shared-block]'),
          ]
        })
        expect(order[0], `${url}: cards before story`).toBeLessThan(order[1])
        expect(order[1], `${url}: story before questions`).toBeLessThan(order[2])
        expect(order[2], `${url}: questions before shared blocks`).toBeLessThan(order[3])
        await checkQuestions(page, url)
        await expect(story.locator('ol > li'), url).toHaveCount(3)
        const links = await story.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
        expect(links.length, `${url}: related links`).toBeGreaterThanOrEqual(2)
        for (const href of links) {
          expect(knownPaths.has(href), `${url} links to ${href}`).toBe(true)
          expect(href, `${url} links to itself`).not.toBe(url)
        }
        const share = await sharedShare(page)
        if (share > worst.share) worst = { path: url, share }
        expect(share, `${url}: shared blocks' share of the body`).toBeLessThanOrEqual(0.45)
        expect(await placeholderBars(page), `${url}: placeholder bars`).toEqual([])
      }
      console.log(`${locale}: worst shared-block share ${(worst.share * 100).toFixed(1)}% on ${worst.path}`)
    })
  }

  test('the home page leads into the product: figures, the six solutions, countries by method, the trust band', async ({
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
      await checkQuestions(page, localizePath('/', locale))
    }
  })

  test('About shows the same security and compliance band', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localizePath('/about-us', locale))
      await expect(page.getByTestId('trust-band').locator('li')).toHaveText(
        trustBandStatements.map((id) => trustFacts[id][locale]),
      )
      await expect(page.getByTestId('faq')).toHaveCount(0)
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
    const cta = page.locator('header a[data-cta="contact"]')
    await expect(cta).toBeVisible()
    await expect(cta).toBeInViewport()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  }
  await context.close()
})

test("the footer has the spec's four columns", async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localizePath('/', locale))
    const names = await page
      .locator('footer nav')
      .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')))
    expect(names).toEqual(
      ['nav.solutions', 'nav.methods', 'nav.countries', 'footer.legal'].map((id) => siteText(locale, id)),
    )
  }
})
