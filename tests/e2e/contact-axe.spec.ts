import { expect, test } from '@playwright/test'
import { openContactForm } from './support/contactForm.ts'
import { contactLocales, contactTexts } from './support/contactTexts.ts'
import { runAxe } from './support/runAxe.ts'

// axe (WCAG 2.2 A and AA) on the contact section: empty, with refused fields, and as the server answers it.

for (const locale of contactLocales) {
  test.describe(`contact section accessibility (${locale})`, () => {
    test('empty, then with fields refused by the browser and by the server: no violation', async ({ page }) => {
      const form = await openContactForm(page, locale)
      await form.questionShown()
      expect(await runAxe(page, '#contact')).toEqual([])

      await form.submit.click()
      await expect(form.field('name')).toHaveAttribute('aria-invalid', 'true')
      expect(await runAxe(page, '#contact')).toEqual([])

      await form.fillRequired({ email: 'ana@' })
      await form.answer.fill(String(await form.solve()))
      await form.waitPastMinimum()
      await form.submit.click()
      await expect(form.field('email')).toHaveAttribute('aria-invalid', 'true')
      expect(await runAxe(page, '#contact')).toEqual([])
    })

    test('the page the server answers to the form posted without the form’s code: no violation', async ({ page }) => {
      // The site's scripts never arrive: the button posts the form as it would without JavaScript.
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(contactTexts[locale].path)
      await page.locator('#contact-email').fill('ana@')
      await page.locator('#contact form button[type="submit"]').click()
      await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true')
      expect(await runAxe(page, '#contact')).toEqual([])
    })
  })
}
