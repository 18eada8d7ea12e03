import { expect, test } from '@playwright/test'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { siteUrls } from './support/siteUrls.ts'

// docs/brand.md: an icon on every card, drawn on the server (so it is there with JavaScript off), and pages of one family
// telling themselves apart by their icons, not only by their words.

test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })

const grids =
  '[data-testid="benefit-grid"] > li, [data-testid="about-services"] > li, [data-testid="about-values"] > li'

for (const site of siteUrls.filter((url) => url.status === 200)) {
  test(`${site.url}: every card shows its icon`, async ({ page }) => {
    await page.goto(site.url)
    const cards = await page.locator(grids).evaluateAll((items) =>
      items.map((item) => {
        const svg = item.querySelector('svg')
        const box = svg?.getBoundingClientRect()
        const style = svg ? getComputedStyle(svg) : undefined
        return {
          title: item.querySelector('h3')?.textContent ?? '',
          width: box?.width ?? 0,
          height: box?.height ?? 0,
          visible: style?.visibility === 'visible' && style.display !== 'none',
          hidden: svg?.closest('[aria-hidden="true"]') !== null,
        }
      }),
    )
    for (const card of cards) {
      expect(card.visible, `${card.title}: icon shown`).toBe(true)
      expect(card.width, `${card.title}: icon width`).toBeGreaterThanOrEqual(20)
      expect(card.height, `${card.title}: icon height`).toBeGreaterThanOrEqual(20)
      // Decorative: the card's title says what it means, so a screen reader does not announce an extra image.
      expect(card.hidden, `${card.title}: icon hidden from assistive technology`).toBe(true)
    }
    const hasCards =
      ['/', '/about-us'].includes(site.logicalPath) ||
      landingPages.some((entry) => landingPath(entry) === site.logicalPath)
    if (hasCards) expect(cards.length, 'cards on the page').toBeGreaterThanOrEqual(3)
  })
}

test('no two template pages show the same icons in the same order', async ({ page }) => {
  const seen = new Map<string, string>()
  for (const entry of landingPages) {
    const path = landingPath(entry)
    await page.goto(path)
    const icons = (
      await page
        .locator('[data-testid="benefit-grid"] [data-icon]')
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-icon')))
    ).join(',')
    expect(seen.get(icons), `${path} has the icons of ${seen.get(icons)}`).toBeUndefined()
    seen.set(icons, path)
  }
})
