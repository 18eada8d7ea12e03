import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/browserConsole.ts'

type Violation = { directive: string; blockedURI: string; sample: string }

/**
 * Collects every CSP violation the page reports, and every console error or uncaught exception.
 * The listener is added by Playwright before any page script, outside the page's CSP.
 */
async function watch(page: Page) {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  await page.addInitScript(() => {
    const found: Violation[] = []
    ;(window as unknown as { cspViolations: Violation[] }).cspViolations = found
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample }),
    )
  })
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  }
}

const pages = ['/', '/en', '/solutions/fx-desk', '/en/industries/gaming', '/terms', '/en/about-us', '/no-such-page']

test.describe('the production CSP lets the page work and blocks nothing of ours', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of pages) {
    test(`${path}: no violation, styled, hydrated`, async ({ page }) => {
      const watched = await watch(page)
      const response = await page.goto(path)
      const csp = response?.headers()['content-security-policy'] ?? ''
      expect(csp).toContain("script-src 'self' 'sha256-")
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/)

      // styled-components' rules apply (the header bar is sticky and navy).
      const header = page.locator('header').first()
      await expect(header).toHaveCSS('position', 'sticky')
      await expect(header).toHaveCSS('background-color', 'rgb(11, 31, 58)')

      // The first load's script ran and, once the visitor reaches the header, React hydrated it under the policy:
      // the hamburger opens the menu.
      await waitForHydration(page)
      const hamburger = page.locator('button[aria-controls="mobile-menu"]')
      await expect(async () => {
        await hamburger.click()
        await expect(page.getByTestId('mobile-menu')).toBeVisible({ timeout: 500 })
      }).toPass({ timeout: 10_000 })
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true')

      await page.waitForLoadState('networkidle')
      expect(await watched.violations()).toEqual([])
      expect(watched.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([])
      expect(watched.consoleErrors.filter((text) => !/404|Not Found/i.test(text))).toEqual([])
    })
  }

  test('the inline language script runs under the CSP (allowed by its hash)', async ({ page, context }) => {
    const watched = await watch(page)
    // A visitor whose cookie was lost but whose localStorage says en-US: the inline script sends them to /en.
    await page.goto('/privacy')
    await page.evaluate(() => localStorage.setItem('fluxa_locale', 'en-US'))
    await context.clearCookies()
    await page.goto('/privacy')
    await expect(page).toHaveURL(/\/en\/privacy$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    expect((await context.cookies()).find((cookie) => cookie.name === 'fluxa_locale')?.value).toBe('en-US')
    expect(await watched.violations()).toEqual([])
    expect(watched.consoleErrors).toEqual([])
  })

  test('an injected inline script is blocked (the policy is really enforced)', async ({ page }) => {
    const watched = await watch(page)
    await page.goto('/terms')
    const ran = await page.evaluate(async () => {
      // An allowed inline script runs as it is inserted; a refused one fires a violation event instead.
      const refused = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      )
      const script = document.createElement('script')
      script.textContent = 'window.injectedRan = true'
      document.head.append(script)
      await refused
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true
    })
    expect(ran).toBe(false)
    expect((await watched.violations()).map((v) => v.directive)).toContain('script-src-elem')
  })
})
