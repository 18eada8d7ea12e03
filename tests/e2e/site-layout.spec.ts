import { expect, test, type Page } from '@playwright/test'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { localizePath } from '../../site/localizePath.ts'
import { waitForHydration } from './support/browserConsole.ts'
import { siteText } from './support/siteText.ts'

/** The benefit cards of the page, the columns the browser lays them out in, and how many sit in the last row. */
async function measureGrid(page: Page, testId = 'benefit-grid') {
  return page.getByTestId(testId).evaluate((grid) => {
    const cards = [...grid.children].map((card) => card.getBoundingClientRect())
    const lastTop = Math.max(...cards.map((card) => Math.round(card.top)))
    return {
      cards: cards.length,
      templateColumns: getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length,
      // Distinct left edges of the cards: the columns in use.
      usedColumns: new Set(cards.map((card) => Math.round(card.left))).size,
      lastRow: cards.filter((card) => Math.round(card.top) === lastTop).length,
    }
  })
}

for (const width of [1280, 1440]) {
  test.describe(`the benefit grid at desktop width (${width} px): 3 or 6 cards in 3 columns, 8 in 4, the last row full`, () => {
    test.use({ viewport: { width, height: 800 } })

    const pages = ['/', ...landingPages.map(landingPath)]
    for (const path of pages) {
      test(path, async ({ page }) => {
        await page.goto(path)
        const { cards, templateColumns, usedColumns, lastRow } = await measureGrid(page)
        expect([3, 6, 8], `${cards} cards`).toContain(cards)
        const expected = cards === 8 ? 4 : 3
        expect(templateColumns, `${cards} cards`).toBe(expected)
        expect(usedColumns).toBe(expected)
        expect(lastRow, 'cards in the last row').toBe(expected)
        if (path === '/') expect(cards).toBe(3)
      })
    }

    test('the English pages and the about page follow the same rule', async ({ page }) => {
      for (const family of families) {
        const first = landingPages.find((p) => p.family === family)
        if (!first) throw new Error(family)
        await page.goto(localizePath(landingPath(first), 'en-US'))
        const { cards, templateColumns, lastRow } = await measureGrid(page)
        expect(templateColumns, `${landingPath(first)}: ${cards} cards`).toBe(cards === 8 ? 4 : 3)
        expect(lastRow, `${landingPath(first)}: last row`).toBe(templateColumns)
      }
      await page.goto('/en/about-us')
      const services = await measureGrid(page, 'about-services')
      expect(services.lastRow, `about: ${services.cards} services in ${services.templateColumns} columns`).toBe(
        services.templateColumns,
      )
    })
  })
}

test.describe('the benefit grid on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  test('is one column', async ({ page }) => {
    await page.goto('/en')
    const { cards, templateColumns, usedColumns } = await measureGrid(page)
    expect(cards).toBe(3)
    expect(templateColumns).toBe(1)
    expect(usedColumns).toBe(1)
  })
})

type TooltipEvent = { type: 'enter' | 'open' | 'close'; t: number }

/**
 * Records, with the page's own clock, when the pointer enters the toggle and when the tooltip opens and closes,
 * so the delays are measured where they happen, not across the test runner's round trips.
 */
async function recordTooltip(page: Page) {
  await page.evaluate(() => {
    const events: { type: string; t: number }[] = []
    ;(window as unknown as { tooltipEvents: typeof events }).tooltipEvents = events
    document
      .querySelector('[data-testid="language-toggle"]')
      ?.addEventListener('pointerenter', () => events.push({ type: 'enter', t: performance.now() }))
    let open = false
    new MutationObserver(() => {
      const now = Boolean(document.querySelector('[role="tooltip"]'))
      if (now !== open) events.push({ type: now ? 'open' : 'close', t: performance.now() })
      open = now
    }).observe(document.body, { childList: true, subtree: true })
  })
  return async () => page.evaluate(() => (window as unknown as { tooltipEvents: TooltipEvent[] }).tooltipEvents)
}

/** Waits until `ms` have passed, by the page's own clock, since the last recorded event of this type. */
async function sinceLast(page: Page, type: TooltipEvent['type'], ms: number): Promise<void> {
  await page.waitForFunction(
    ({ type, ms }) => {
      const events = (window as unknown as { tooltipEvents: TooltipEvent[] }).tooltipEvents
      const event = events.findLast((e) => e.type === type)
      return event !== undefined && performance.now() - event.t >= ms
    },
    { type, ms },
  )
}

function last(events: TooltipEvent[], type: TooltipEvent['type']): number {
  const event = events.findLast((e) => e.type === type)
  if (!event) throw new Error(`no ${type} in ${JSON.stringify(events)}`)
  return event.t
}

test.describe('the tooltip of the language toggle (docs/states-and-limits.md: 700 ms delay, 300 ms skip window)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/solutions/billing')
    await waitForHydration(page)
  })

  const away = async (page: Page) => page.mouse.move(640, 600, { steps: 8 })

  test('opens after hovering for about 700 ms, not at once', async ({ page }) => {
    const events = await recordTooltip(page)
    const tooltip = page.getByRole('tooltip')
    await page.getByTestId('language-toggle').hover()
    await sinceLast(page, 'enter', 300)
    await expect(tooltip).toHaveCount(0)
    // Present by about 1.2 s. The page's own clock judges the delay; the wait is generous for a loaded machine.
    await expect(tooltip).toHaveText(siteText('pt-BR', 'language.toEnglish'), { timeout: 3_000 })
    const log = await events()
    const delay = last(log, 'open') - last(log, 'enter')
    expect(delay, JSON.stringify(log)).toBeGreaterThanOrEqual(650)
    expect(delay, JSON.stringify(log)).toBeLessThan(1_500)
    // It closes when the pointer leaves.
    await away(page)
    await expect(tooltip).toHaveCount(0)
  })

  test('re-opens at once within the skip window, and waits again after it', async ({ page }) => {
    const events = await recordTooltip(page)
    const tooltip = page.getByRole('tooltip')
    const toggle = page.getByTestId('language-toggle')
    await toggle.hover()
    await expect(tooltip).toBeVisible({ timeout: 2_000 })
    const box = await toggle.boundingBox()
    if (!box) throw new Error('toggle not laid out')
    // Leave and come straight back. The window is short, so a stalled machine may miss it: then try again.
    let log: TooltipEvent[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.mouse.move(640, 600, { steps: 2 })
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await expect(tooltip).toBeVisible({ timeout: 2_000 })
      log = await events()
      if (last(log, 'enter') - last(log, 'close') < 300) break
    }
    const reentered = last(log, 'enter')
    expect(reentered - last(log, 'close'), `back within the window: ${JSON.stringify(log)}`).toBeLessThan(300)
    expect(last(log, 'open') - reentered, JSON.stringify(log)).toBeLessThan(300)

    // After the window, the full delay again.
    await away(page)
    await expect(tooltip).toHaveCount(0)
    await sinceLast(page, 'close', 1_000)
    await toggle.hover()
    await expect(tooltip).toBeVisible({ timeout: 2_000 })
    log = await events()
    expect(last(log, 'open') - last(log, 'enter'), JSON.stringify(log)).toBeGreaterThanOrEqual(650)
  })

  test('shows in English on an English page', async ({ page }) => {
    await page.goto('/en/solutions/billing')
    await waitForHydration(page)
    await page.getByTestId('language-toggle').hover()
    await expect(page.getByRole('tooltip')).toHaveText(siteText('en-US', 'language.toPortuguese'), { timeout: 2_000 })
  })
})
