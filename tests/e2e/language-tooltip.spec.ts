import { expect, test, type Page } from '@playwright/test'
import { waitForHydration, waitForReactOn } from './support/browserConsole.ts'
import { siteText } from './support/siteText.ts'

/**
 * The tooltip's delays are read on the page's own clock, held still by Playwright (page.clock) once the tooltip's
 * code is on the page: the test moves time forward itself, so a busy machine that runs the page's timers late cannot
 * make the tooltip look early, late or skipped. Its code comes on its own when the pointer enters the header and may
 * arrive after the shell has hydrated: held before it is there, the clock would run the delay before Radix started it
 * (seen on a busy machine: the tooltip never opened).
 */
async function holdTime(page: Page) {
  await page.clock.install()
  await page.goto('/solutions/billing')
  await waitForHydration(page)
  await waitForReactOn(page.getByTestId('language-toggle'))
  await page.clock.pauseAt(Date.now() + 1_000)
}

test.describe('the tooltip of the language toggle (docs/states-and-limits.md: 700 ms delay, 300 ms skip window)', () => {
  const away = async (page: Page) => page.mouse.move(640, 600, { steps: 8 })

  test('opens after hovering for 700 ms, not before', async ({ page }) => {
    await holdTime(page)
    const tooltip = page.getByRole('tooltip')
    await page.getByTestId('language-toggle').hover()
    await page.clock.runFor(690)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(20)
    await expect(tooltip).toHaveText(siteText('pt-BR', 'language.toEnglish'))
    // It closes when the pointer leaves.
    await away(page)
    await page.clock.runFor(50)
    await expect(tooltip).toHaveCount(0)
  })

  test('re-opens at once within the skip window, and waits again after it', async ({ page }) => {
    await holdTime(page)
    const tooltip = page.getByRole('tooltip')
    const toggle = page.getByTestId('language-toggle')
    await toggle.hover()
    await page.clock.runFor(710)
    await expect(tooltip).toBeVisible()
    // Leave and come back within 300 ms: open again with no delay.
    await away(page)
    await page.clock.runFor(100)
    await expect(tooltip).toHaveCount(0)
    await toggle.hover()
    await page.clock.runFor(10)
    await expect(tooltip).toBeVisible()
    // Leave for longer than the window: the full delay again.
    await away(page)
    await page.clock.runFor(400)
    await expect(tooltip).toHaveCount(0)
    await toggle.hover()
    await page.clock.runFor(600)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(110)
    await expect(tooltip).toBeVisible()
  })

  test('shows in English on an English page', async ({ page }) => {
    await page.goto('/en/solutions/billing')
    await waitForHydration(page)
    await page.getByTestId('language-toggle').hover()
    await expect(page.getByRole('tooltip')).toHaveText(siteText('en-US', 'language.toPortuguese'))
  })
})

test('the tooltip opens on keyboard focus and keeps the focus on the toggle', async ({ page }) => {
  await page.goto('/en/industries/gaming')
  const toggle = page.getByTestId('language-toggle')
  await toggle.focus()
  await expect(page.getByRole('tooltip')).toHaveText('Ler esta página em português')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await expect(toggle).toBeFocused()
})
