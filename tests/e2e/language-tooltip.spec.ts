import { expect, test } from '@playwright/test'

// Hover timing is covered in site-layout.spec.ts; here the keyboard path.
test.describe('language toggle tooltip', () => {
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
