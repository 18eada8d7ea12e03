import { expect, test, type Page } from '@playwright/test'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { waitForHydration, watchConsole, hydrationMismatches } from './support/browserConsole.ts'
import { checkHeader } from './support/checkHeader.ts'
import { contactTexts } from './support/contactTexts.ts'
import { pageBlocks } from './support/pageBlocks.ts'
import { checkTemplateStory } from './support/checkTemplateStory.ts'
import { runAxe } from './support/runAxe.ts'
import { siteText } from './support/siteText.ts'
import { siteUrls, type SiteUrl } from './support/siteUrls.ts'

// Every page of the site in both languages and the two 404s, opened once at 1440 px with JavaScript and laid out again
// at 390 px and 1280 px in that tab: everything a browser must show on every page is checked on that one visit (one
// page load is most of a check's cost). What the served HTML alone shows (the head, the footer's links, JSON-LD,
// share images, which icons and visuals a page draws) is checked without a browser, in tests/unit/servedPages.test.ts
// and servedShell.test.ts.

const desktop = { viewport: { width: 1440, height: 900 } }
const phone = { width: 390, height: 844 }

/** Height budgets at 390 px (document scrollHeight, docs/pages-and-copy.md, “On a phone”): template pages and home; the others none above home's. */
const heightLimits = { template: 7_000, home: 8_000, other: 8_000 } as const
const templatePaths = new Set(landingPages.map(landingPath))
const kindOf = (site: SiteUrl) =>
  templatePaths.has(site.logicalPath) ? 'template' : site.logicalPath === '/' ? 'home' : 'other'

/**
 * One page of each kind (the home page, each family's first page, About, a legal page), in both languages: where the
 * behaviour every page of a kind shares alike is also exercised. Their form is refused and checked with axe again (the
 * form is one component, the same on every page), and a template page's question is opened.
 */
const representativePaths = new Set([
  '/',
  '/about-us',
  '/terms',
  ...families.flatMap((family) =>
    landingPages
      .filter((p) => p.family === family)
      .slice(0, 1)
      .map(landingPath),
  ),
])

/**
 * The words a visitor can read in the page's body and footer (rendered text only: nothing `display: none`), but the
 * form's question: on a short page the form is within two screens from the start, so it may be drawn at any moment.
 */
const readableWords = (page: Page) =>
  page
    .evaluate(() => {
      const question = document.querySelector<HTMLElement>('[data-testid="captcha-question"]')?.innerText ?? ''
      const text = [...document.querySelectorAll<HTMLElement>('main, footer, footer + aside')].map((el) => el.innerText)
      return text.join(' ').replace(question, ' ')
    })
    .then((text) => text.toLowerCase().split(/\s+/).filter(Boolean))

/** The page's benefit cards (or About's services): columns laid out, columns used, cards in the last row. */
const measureGrid = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((grid) => {
    const cards = [...grid.children].map((card) => card.getBoundingClientRect())
    const lastTop = Math.max(...cards.map((card) => Math.round(card.top)))
    return {
      cards: cards.length,
      templateColumns: getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length,
      usedColumns: new Set(cards.map((card) => Math.round(card.left))).size,
      lastRow: cards.filter((card) => Math.round(card.top) === lastTop).length,
    }
  })

/** Desktop: 3 or 6 cards in 3 columns, 8 in 4, the last row full (docs/brand.md); About's services likewise full. */
async function checkDesktopGrid(page: Page, site: SiteUrl, width: number) {
  if (site.logicalPath === '/about-us') {
    const services = await measureGrid(page, 'about-services')
    expect(services.lastRow, `${width} px: About's services, last row`).toBe(services.templateColumns)
    return
  }
  if (site.logicalPath !== '/' && !templatePaths.has(site.logicalPath)) return
  const { cards, templateColumns, usedColumns, lastRow } = await measureGrid(page, 'benefit-grid')
  expect([3, 6, 8], `${width} px: ${cards} cards`).toContain(cards)
  const expected = cards === 8 ? 4 : 3
  expect(templateColumns, `${width} px: ${cards} cards`).toBe(expected)
  expect(usedColumns, `${width} px: columns used`).toBe(expected)
  expect(lastRow, `${width} px: cards in the last row`).toBe(expected)
}

/** docs/brand.md: the hero's product visual, beside the headline, one described image; the info sections drawn. */
async function checkVisuals(page: Page) {
  const hero = page.locator('main section').first()
  const visual = hero.getByTestId('hero-visual')
  await expect(visual).toBeVisible()
  const box = await visual.boundingBox()
  expect(box?.width, 'visual width').toBeGreaterThanOrEqual(280)
  expect(box?.height, 'visual height').toBeGreaterThanOrEqual(200)
  const title = await hero.locator('h1').boundingBox()
  expect(box?.x ?? 0, 'the visual beside the headline').toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0) - 1)
  await expect(visual).toHaveAttribute('role', 'img')
  const alt = (await visual.getAttribute('aria-label')) ?? ''
  expect(alt.length).toBeGreaterThan(20)
  await expect(page.getByRole('img', { name: alt })).toHaveCount(1)
  const widths = await page
    .getByTestId('info-illustration')
    .evaluateAll((arts) => arts.map((art) => art.getBoundingClientRect().width))
  expect(widths).toHaveLength(3)
  for (const width of widths) expect(width, 'info illustration width').toBeGreaterThanOrEqual(120)
}

/** docs/brand.md: every card shows its icon, of real size (the server draws it; servedShell checks it is there). */
async function checkCardIcons(page: Page) {
  const icons = await page
    .locator(
      '[data-testid="benefit-grid"] > li, [data-testid="about-services"] > li, [data-testid="about-values"] > li',
    )
    .evaluateAll((items) =>
      items.map((item) => {
        const svg = item.querySelector('svg')
        const box = svg?.getBoundingClientRect()
        const style = svg ? getComputedStyle(svg) : undefined
        return {
          title: item.querySelector('h3')?.textContent ?? '',
          shown: style?.visibility === 'visible' && style.display !== 'none',
          width: box?.width ?? 0,
          height: box?.height ?? 0,
        }
      }),
    )
  for (const icon of icons) {
    expect(icon.shown, `${icon.title}: icon shown`).toBe(true)
    expect(Math.min(icon.width, icon.height), `${icon.title}: icon size`).toBeGreaterThanOrEqual(20)
  }
}

/** docs/pages-and-copy.md: the brand typeface from this site on the headings, one font file fetched, the preloaded one. */
async function checkFonts(page: Page, fontRequests: readonly string[]) {
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready
    const family = (selector: string) => {
      const element = document.querySelector(selector)
      return element ? getComputedStyle(element).fontFamily : ''
    }
    return {
      loaded: [...document.fonts].filter(
        (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
      ).length,
      h1: family('h1'),
      h2: family('h2') || family('h1'),
      preloaded: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
        (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
      ),
    }
  })
  expect(fonts.loaded).toBeGreaterThan(0)
  expect(fonts.h1).toMatch(/^"Inter Variable"/)
  expect(fonts.h2).toMatch(/^"Inter Variable"/)
  expect(fonts.preloaded).toHaveLength(1)
  expect(fontRequests).toEqual(fonts.preloaded)
}

/** The contact form refused (an empty send marks the required fields and shows their messages and the toast). */
async function refuseForm(page: Page, site: SiteUrl) {
  const texts = contactTexts[site.locale]
  const form = page.locator('form').filter({ has: page.locator('#contact-name') })
  await form.scrollIntoViewIfNeeded()
  await expect(page.getByTestId('captcha-question')).toHaveText(new RegExp(`^${texts.questionPrefix} `), {
    timeout: 20_000,
  })
  await form.getByRole('button', { name: texts.submit }).click()
  await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('region', { name: texts.region }).getByRole('listitem')).toHaveCount(1)
}

/**
 * A template page at 1440 px, the contact section and the footer left out: the share of its height that is its own
 * blocks, hero to questions (the shared billboard and info sections are compact and come after them).
 */
const ownShare = (page: Page) =>
  page.evaluate(() => {
    const top = (selector: string) => {
      const element = document.querySelector(selector)
      return element ? element.getBoundingClientRect().top + scrollY : NaN
    }
    const faq = document.querySelector('[data-testid="faq"]')
    const own = (faq ? faq.getBoundingClientRect().bottom + scrollY : NaN) - top('main section')
    return own / top('section#contact')
  })

/**
 * The page at 390 px, laid out again in the same tab (the site's CSS has no hover or pointer queries, so a phone lays
 * it out by its width alone): within its height budget, every block there and visible, the desktop's words.
 */
async function checkPhoneLayout(page: Page, site: SiteUrl, desktopWords: readonly string[]) {
  await page.setViewportSize(phone)
  const kind = kindOf(site)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  console.log(`${site.url.padEnd(40)} ${kind.padEnd(9)} 390 px: ${height} px (limit ${heightLimits[kind]})`)
  if (site.status === 200) expect.soft(height, 'height at 390 px').toBeLessThanOrEqual(heightLimits[kind])
  if (kind === 'template') expect.soft(await pageBlocks(page), 'the blocks at 390 px').toEqual([])
  if (kind !== 'other') expect.soft((await measureGrid(page, 'benefit-grid')).templateColumns, 'one column').toBe(1)
  // The same words in the same order: nothing a desktop visitor reads is hidden on a phone.
  expect.soft(await readableWords(page), 'the text a phone shows is the desktop’s').toEqual(desktopWords)
  await page.setViewportSize(desktop.viewport)
}

test.use(desktop)

for (const site of siteUrls) {
  test(`${site.url} → ${site.status}: at 1440 px and on a phone`, async ({ page, baseURL }) => {
    const problems = watchConsole(page, { expect404For: site.status === 404 ? site.url : undefined })
    const foreign: string[] = []
    const fontRequests: string[] = []
    page.on('request', (request) => {
      const target = new URL(request.url())
      if (request.resourceType() === 'font') fontRequests.push(target.pathname)
      if (/^https?:$/.test(target.protocol) && target.host !== new URL(baseURL ?? '').host) foreign.push(request.url())
    })
    const response = await page.goto(site.url)
    expect(response?.status()).toBe(site.status)
    expect(new URL(page.url()).pathname).toBe(site.url)
    await checkFonts(page, fontRequests)
    const desktopWords = await readableWords(page)
    const serverHeading = (await page.locator('main h1').textContent()) ?? ''
    expect(serverHeading.trim()).not.toBe('')
    await checkPhoneLayout(page, site, desktopWords)

    await waitForHydration(page)
    expect(await hydrationMismatches(page), 'attributes that differ between server and browser').toEqual([])
    // Same text after hydration: the first paint is already in the page's language.
    await expect(page.locator('main h1')).toHaveText(serverHeading)
    await checkHeader(page, site)
    // The footer's social accounts shown as the networks' icons.
    const social = page.locator('footer').getByRole('list', { name: siteText(site.locale, 'footer.social') })
    for (const svg of await social.locator('a svg').all()) await expect(svg).toBeVisible()

    const kind = kindOf(site)
    if (kind !== 'other') await checkVisuals(page)
    await checkCardIcons(page)
    await checkDesktopGrid(page, site, 1440)
    // No section numbered 01 / 02 / 03 any more.
    await expect(page.locator('main').getByText(/^0[123]$/)).toHaveCount(0)
    expect(await runAxe(page), 'axe, as loaded').toEqual([])
    if (site.status === 200 && representativePaths.has(site.logicalPath)) {
      await refuseForm(page, site)
      expect(await runAxe(page), 'axe, with the form refused').toEqual([])
    }
    if (site.status === 404) await expect(page.locator('#contact-name')).toHaveCount(0)

    if (kind === 'template') {
      const share = await ownShare(page)
      const family = landingPages.find((p) => landingPath(p) === site.logicalPath)?.family
      console.log(`${site.url.padEnd(40)} ${family} 1440 px: own blocks ${(share * 100).toFixed(1)} % of the page`)
      expect.soft(share, 'the own blocks’ share of the height at 1440 px').toBeGreaterThanOrEqual(0.85)
    }
    if (kind === 'template')
      await checkTemplateStory(page, site.url, { openAQuestion: representativePaths.has(site.logicalPath) })
    await page.setViewportSize({ width: 1280, height: 800 })
    await checkDesktopGrid(page, site, 1280)

    expect(foreign, 'requests to another host').toEqual([])
    expect(problems(), 'console errors and warnings').toEqual([])
  })
}
