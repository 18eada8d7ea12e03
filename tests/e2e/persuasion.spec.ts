import { expect, test, type Page } from '@playwright/test'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { sitePaths } from '../../site/sitePaths.ts'
import { siteText } from './support/siteText.ts'

// What a buyer sees on the pages (docs/pages-and-copy.md): every template page its family's story, the blocks all
// of them share kept short, visuals with labels instead of placeholder bars, card titles that say each thing once,
// none of the promises the spec never makes, the home page leading into the product. One page per test loop, one
// browser context per language, so the whole site is read in seconds.

/** Promises the spec never makes, in either language: a reply time, a local-entity waiver, a rate lock, fees. */
const forbidden = [
  /dia útil/i,
  /business day/i,
  /entidade local|sem (abrir )?(uma )?entidade|entidade n[oa] (Brasil|México|Colômbia|país)/i,
  /local entity|(no|without (opening |setting up )?an?) (\w+ )?entity/i,
  /cotação travada|travar (a )?cotação/i,
  /rate lock|lock(ed)? (in )?(the |your )?rate|rate locked/i,
  /\btarifas?\b|\bpreços?\b|\bmensalidade zero\b/i,
  /\bfees?\b|\bpricing\b|\bprices?\b/i,
]

const templatePaths = landingPages.map(landingPath)
const knownPaths = new Set(locales.flatMap((locale) => sitePaths.map((path) => localizePath(path, locale))))

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
    test(`${locale}: every template page tells its family's story and keeps the shared blocks short, with real labels`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const titles = new Map<string, Set<string>>()
      let worst = { path: '', share: 0 }
      for (const logicalPath of templatePaths) {
        const url = localizePath(logicalPath, locale)
        await page.goto(url)
        const story = page.getByTestId('family-story')
        await expect(story, url).toBeVisible()
        // Below the cards, before the shared blocks.
        const order = await page.evaluate(() => {
          const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN
          return [top('[data-testid="benefit-grid"]'), top('[data-testid="family-story"]'), top('[data-shared-block]')]
        })
        expect(order[0], `${url}: cards before story`).toBeLessThan(order[1])
        expect(order[1], `${url}: story before shared blocks`).toBeLessThan(order[2])
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
        for (const title of await page.getByTestId('benefit-grid').locator('h3').allTextContents()) {
          const key = title.trim().toLowerCase()
          titles.set(key, (titles.get(key) ?? new Set()).add(logicalPath))
        }
      }
      console.log(`${locale}: worst shared-block share ${(worst.share * 100).toFixed(1)}% on ${worst.path}`)
      const repeated = [...titles]
        .filter(([, pages]) => pages.size > 3)
        .map(([title, pages]) => `${title}: ${pages.size}`)
      expect(repeated, 'card titles on more than 3 template pages').toEqual([])
    })

    test(`${locale}: no page makes a promise the spec does not make`, async ({ page }) => {
      test.setTimeout(120_000)
      for (const path of sitePaths) {
        const url = localizePath(path, locale)
        await page.goto(url)
        const text = await page.locator('body').innerText()
        const placeholder = (await page.locator('textarea').getAttribute('placeholder')) ?? ''
        for (const pattern of forbidden) expect(`${text}\n${placeholder}`, `${url}: ${pattern}`).not.toMatch(pattern)
      }
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
      await expect(page.getByTestId('trust-band').locator('li')).toHaveCount(5)
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
