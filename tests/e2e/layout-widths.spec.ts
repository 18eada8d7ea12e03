import { expect, test, type Page } from '@playwright/test'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { waitForHydration } from './support/browserConsole.ts'
import { pageName } from './support/pageName.ts'

// The layout at every width a visitor may have (docs/pages-and-copy.md): no sideways scroll from 320 to 1920 px, menus
// that fit the screen, calls-to-action that scroll to the form and move the focus into it, no lone card in a grid.

/** The home page, one page of each family and About. */
const pages = [
  '/',
  '/solutions/pay-in-payout',
  '/en/methods/cards',
  '/countries/colombia',
  '/en/industries/creators',
  '/en/about-us',
]

const widths = [
  320, 360, 375, 390, 414, 430, 480, 600, 640, 700, 768, 790, 811, 860, 932, 1000, 1023, 1024, 1100, 1280, 1440, 1920,
]

test('no page scrolls sideways at any width from 320 to 1920 px', async ({ page }) => {
  for (const url of pages) {
    await page.goto(url)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${url} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})

/** Cards alone on the last row of a grid that shows more than one per row. */
async function loneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const grids = document.querySelectorAll(
      '[data-testid="benefit-grid"], [data-testid="about-services"], [data-testid="solution-grid"] ul, [data-testid="country-method-grid"] > div > ul, [data-testid="trust-band"] ul, [data-testid="figure-strip"] dl, [data-testid="family-story"] ol',
    )
    return [...grids].flatMap((grid) => {
      const rows = new Map<number, number>()
      for (const item of grid.children) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, (rows.get(top) ?? 0) + 1)
      }
      const counts = [...rows.values()]
      const alone = counts.length > 1 && Math.max(...counts) > 1 && counts[counts.length - 1] === 1
      return alone
        ? [
            `${grid.getAttribute('data-testid') ?? grid.parentElement?.getAttribute('data-testid')}: ${counts.join('+')}`,
          ]
        : []
    })
  })
}

test('no grid leaves a lone card on a row at any width', async ({ page }) => {
  // A page of 8 cards, so the 4-column grid is laid out at every width too (a 6-card page is one of the three).
  const eight = landingPages.find((entry) => landingRecordOf(entry).benefits.cards.length === 8)
  if (!eight) throw new Error('no page has 8 cards: the 4-column grid would go untested')
  for (const url of ['/', '/en/about-us', '/methods/pix', landingPath(eight)]) {
    await page.goto(url)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      expect(await loneCards(page), `${url} at ${width} px`).toEqual([])
    }
  }
})

// The grid of docs/pages-and-copy.md: 3 or 6 cards in 3 columns, 8 in 4; the solution pages are the pages of 8.
test('the solution pages show their 8 cards in 4 columns at 1280 px, two full rows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const solutions = landingPages.filter((p) => p.family === 'solutions')
  expect(solutions.length, 'solution pages in the registry').toBeGreaterThan(0)
  for (const solution of solutions) {
    for (const url of [landingPath(solution), `/en${landingPath(solution)}`]) {
      await page.goto(url)
      const rows = await page.getByTestId('benefit-grid').evaluate((grid) => {
        const byTop = new Map<number, number[]>()
        for (const card of grid.children) {
          const box = card.getBoundingClientRect()
          byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), Math.round(box.left)])
        }
        return [...byTop.values()].map((lefts) => lefts.length)
      })
      expect(rows, `${url}: cards per row`).toEqual([4, 4])
    }
  }
})

test('an open menu taller than the screen scrolls inside itself to its last link', async ({ page }) => {
  // A phone held sideways: the menus fold into the hamburger's list.
  await page.setViewportSize({ width: 932, height: 430 })
  await page.goto('/en/')
  // The scripted menu: its code comes when the visitor is about to use the header (docs/front-end.md).
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByTestId('mobile-menu')
  // The menu lists the families in the registry's order, industries last.
  const lastIndustry = landingPages.filter((entry) => entry.family === 'industries').at(-1)
  if (!lastIndustry) throw new Error('the registry has no industry page')
  const last = menu.getByRole('link', { name: pageName(landingPath(lastIndustry), 'en-US') })
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport({ ratio: 1 })
  const box = await menu.boundingBox()
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(430)

  // A short laptop screen: the desktop Industries menu.
  await page.setViewportSize({ width: 1280, height: 430 })
  await page.goto('/en/')
  await waitForHydration(page)
  const industries = page.getByRole('button', { name: 'Industries' })
  await industries.click()
  const panel = page.locator(`[id="${await industries.getAttribute('aria-controls')}"]`)
  const lastLink = panel.getByRole('link').last()
  await lastLink.scrollIntoViewIfNeeded()
  await expect(lastLink).toBeInViewport({ ratio: 1 })
  const panelBox = await panel.boundingBox()
  expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(430)
})

test('menu labels never run into each other on a phone', async ({ page }) => {
  for (const width of [320, 360, 390, 430]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const boxes = await page
      .getByTestId('mobile-menu')
      .locator('li a')
      .evaluateAll((links) =>
        links.map((a) => {
          const range = document.createRange()
          range.selectNodeContents(a)
          const r = range.getBoundingClientRect()
          return { text: a.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom }
        }),
      )
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
        expect(overlap, `${a.text} / ${b.text} at ${width} px`).toBe(false)
        // Side by side in two columns, with room between them.
        if (Math.abs(a.top - b.top) < 4 && a.right <= b.left)
          expect(b.left - a.right, `${a.text} / ${b.text}`).toBeGreaterThanOrEqual(12)
      }
  }
})

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`every call-to-action scrolls to the form and moves the focus into it (${reducedMotion} motion)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion })
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const url of ['/en/methods/pix', '/en/about-us', '/en/']) {
      await page.goto(url)
      await waitForHydration(page)
      const settled = page.evaluate(
        () => new Promise<void>((resolve) => addEventListener('scrollend', () => resolve(), { once: true })),
      )
      await page.locator('main section').first().locator('a[data-cta="contact"]').click()
      const heading = page.locator('#contact-heading')
      await expect(heading).toBeFocused()
      // Once the scroll has ended, nothing focused hides under the sticky header.
      await settled
      const [headerBox, headingBox] = [await page.locator('header').boundingBox(), await heading.boundingBox()]
      expect(headingBox?.y ?? 0, url).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0))
      await expect(heading).toBeInViewport()
    }
  })
}
