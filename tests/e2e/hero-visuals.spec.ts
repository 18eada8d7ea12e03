import { expect, test } from '@playwright/test'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { siteUrls } from './support/siteUrls.ts'

// docs/brand.md: a product visual in every hero (home and the 27 template pages), each page recognisable, each visual
// described in the page's language; the info sections illustrated, not numbered.

test.use({ viewport: { width: 1440, height: 900 } })

const withVisual = new Set(['/', ...landingPages.map(landingPath)])

for (const site of siteUrls.filter((url) => withVisual.has(url.logicalPath))) {
  test(`${site.url}: a hero visual of real size, described in ${site.locale}, and illustrated info sections`, async ({
    page,
  }) => {
    await page.goto(site.url)
    const hero = page.locator('main section').first()
    const visual = hero.getByTestId('hero-visual')
    await expect(visual).toBeVisible()
    const box = await visual.boundingBox()
    expect(box?.width, 'visual width').toBeGreaterThanOrEqual(280)
    expect(box?.height, 'visual height').toBeGreaterThanOrEqual(200)
    // Beside the headline on a wide screen, not under it.
    const title = await hero.locator('h1').boundingBox()
    expect(box?.x ?? 0).toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0) - 1)
    // One image to assistive technology, with a text alternative in the page's language.
    await expect(visual).toHaveAttribute('role', 'img')
    const alt = (await visual.getAttribute('aria-label')) ?? ''
    expect(alt.length).toBeGreaterThan(20)
    await expect(page.getByRole('img', { name: alt })).toHaveCount(1)

    const illustrations = page.getByTestId('info-illustration')
    await expect(illustrations).toHaveCount(3)
    for (const art of await illustrations.all()) {
      await expect(art).toHaveAttribute('aria-hidden', 'true')
      const size = await art.boundingBox()
      expect(size?.width).toBeGreaterThanOrEqual(120)
    }
    // No section numbered 01 / 02 / 03 any more.
    await expect(page.locator('main').getByText(/^0[123]$/)).toHaveCount(0)
  })
}

for (const locale of locales) {
  test(`every page in ${locale} is recognisable: no two heroes draw the same visual or share a description`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const drawings = new Map<string, string>()
    const alts = new Map<string, string>()
    for (const path of withVisual) {
      const url = localizePath(path, locale)
      await page.goto(url)
      const visual = page.getByTestId('hero-visual')
      const markup = await visual.evaluate((svg) => svg.innerHTML)
      const alt = (await visual.getAttribute('aria-label')) ?? ''
      expect(drawings.get(markup), `${url} draws the same visual as`).toBeUndefined()
      expect(alts.get(alt), `${url} has the same description as`).toBeUndefined()
      drawings.set(markup, url)
      alts.set(alt, url)
    }
    expect(drawings.size).toBe(28)
  })
}

test("the about page's hero shows what the company does (its own scene, not the home page's map), the terms' statements said once below it, and the text alternatives differ by language", async ({
  page,
}) => {
  // A hero half empty reads unfinished; About tells its own story, so it draws no map of home's
  // (docs/pages-and-copy.md); the trust band's statements, from the facts registry, are said once.
  await page.goto('/')
  await expect(page.getByTestId('hero-visual')).toHaveAttribute('data-visual', 'network')
  await page.goto('/about-us')
  await expect(page.getByTestId('hero-visual')).toHaveAttribute('data-visual', 'company')
  await expect(page.getByTestId('hero-visual')).toHaveAttribute('aria-label', /USDC/)
  await expect(page.getByTestId('trust-band').locator('li')).toHaveCount(6)
  const bodyText = (await page.locator('main').innerText()).toLowerCase()
  const statements = await page.getByTestId('trust-band').locator('li').allInnerTexts()
  for (const statement of statements) expect(bodyText.split(statement.trim().toLowerCase()).length - 1).toBe(1)
  await page.goto('/methods/pix')
  const portuguese = await page.getByTestId('hero-visual').getAttribute('aria-label')
  await page.goto('/en/methods/pix')
  const english = await page.getByTestId('hero-visual').getAttribute('aria-label')
  expect(portuguese).toContain('PIX')
  expect(english).toContain('PIX')
  expect(portuguese).not.toBe(english)
})
