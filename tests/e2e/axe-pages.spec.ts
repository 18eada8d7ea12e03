import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/browserConsole.ts'
import { contactTexts } from './support/contactTexts.ts'
import { runAxe } from './support/runAxe.ts'
import { siteUrls } from './support/siteUrls.ts'

// axe (WCAG 2.2 A and AA) on the whole of every page in both languages and on both 404 pages: as it loads, and with
// the contact form refused (an empty send marks the required fields and shows their messages and the toast).

for (const site of siteUrls) {
  test(`${site.url}: no WCAG 2.2 violation, with the contact form empty and refused`, async ({ page }) => {
    const texts = contactTexts[site.locale]
    await page.goto(site.url)
    await waitForHydration(page)
    expect(await runAxe(page), `${site.url} as loaded`).toEqual([])

    const form = page.locator('form').filter({ has: page.locator('#contact-name') })
    // The 404 pages have no form: their call-to-action leads to the home page's.
    if (site.status === 404) {
      await expect(form).toHaveCount(0)
      return
    }
    await form.scrollIntoViewIfNeeded()
    await expect(page.getByTestId('captcha-question')).toHaveText(new RegExp(`^${texts.questionPrefix} `))
    await form.getByRole('button', { name: texts.submit }).click()
    await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('region', { name: texts.region }).getByRole('listitem')).toHaveCount(1)
    expect(await runAxe(page), `${site.url} with the form refused`).toEqual([])
  })
}
