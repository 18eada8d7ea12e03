import { expect, test } from '@playwright/test'

// The tooltip code is loaded only when the visitor reaches for the toggle (it is not part of the first load).
test.describe('language toggle tooltip', () => {
  test('is not loaded with the page, then loads and opens on hover', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await page.goto('/solutions/fx-desk')
    await page.waitForLoadState('networkidle')
    const loadedAtStart = scripts.length
    await expect(page.getByRole('tooltip')).toHaveCount(0)

    const toggle = page.getByTestId('language-toggle')
    await toggle.hover()
    await page.mouse.move(5, 5, { steps: 1 })
    await toggle.hover()
    await expect(page.getByRole('tooltip')).toHaveText('Read this page in English')
    expect(scripts.length).toBeGreaterThan(loadedAtStart)
    expect(errors).toEqual([])
  })

  test('opens on keyboard focus and keeps the focus on the toggle', async ({ page }) => {
    await page.goto('/en/industries/gaming')
    const toggle = page.getByTestId('language-toggle')
    await toggle.focus()
    await expect(page.getByRole('tooltip')).toHaveText('Ler esta página em português')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await expect(toggle).toBeFocused()
  })
})
