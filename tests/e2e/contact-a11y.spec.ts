import { expect, test } from '@playwright/test'
import { openContactForm } from './support/contactForm.ts'
import { contactLocales } from './support/contactTexts.ts'

for (const locale of contactLocales) {
  test.describe(`contact form accessibility (${locale})`, () => {
    test('labelled fields, required ones announced as required, the honeypot out of reach of people and assistive technology', async ({
      page,
    }) => {
      const form = await openContactForm(page, locale)
      const question = await form.questionShown()
      const { texts } = form

      for (const [label, required] of [
        [texts.name, true],
        [texts.email, true],
        [texts.company, false],
        [texts.whatsapp, false],
        [texts.message, true],
        [question, true],
      ] as const) {
        const box = form.form.getByRole('textbox', { name: label, exact: true })
        await expect(box).toHaveCount(1)
        if (required) await expect(box).toHaveAttribute('required', '')
        else await expect(box).not.toHaveAttribute('required')
      }
      await expect(form.field('email')).toHaveAttribute('type', 'email')
      await expect(form.field('message')).toHaveAttribute('rows', '4')
      await expect(form.answer).toHaveAttribute('inputmode', 'numeric')

      // The accessibility tree has exactly the six visible text fields: no honeypot.
      await expect(form.form.getByRole('textbox')).toHaveCount(6)
      const tree = await form.form.ariaSnapshot()
      expect(tree).not.toMatch(/website|"Site"/i)

      // Still in the page for bots, off-screen rather than display:none.
      await expect(form.honeypot).toBeAttached()
      expect(await form.honeypot.evaluate((el) => getComputedStyle(el).display)).not.toBe('none')
      const box = await form.honeypot.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0)
      await expect(form.honeypot).toHaveAttribute('autocomplete', 'off')

      // The keyboard walks the visible controls in order and never reaches the honeypot.
      await form.field('name').focus()
      const order: string[] = []
      for (let i = 0; i < 8; i++) {
        order.push(
          await page.evaluate(
            () =>
              document.activeElement?.id ||
              document.activeElement?.getAttribute('aria-label') ||
              document.activeElement?.textContent ||
              '',
          ),
        )
        await page.keyboard.press('Tab')
      }
      expect(order).toEqual([
        'contact-name',
        'contact-email',
        'contact-company',
        'contact-whatsapp',
        'contact-message',
        'contact-captcha',
        texts.refresh,
        texts.submit,
      ])
    })
  })
}
