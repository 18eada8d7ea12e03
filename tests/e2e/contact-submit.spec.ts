import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { openContactForm } from './support/contactForm.ts'
import { contactLocales } from './support/contactTexts.ts'
import { findMail } from './support/findMail.ts'

for (const locale of contactLocales) {
  test.describe(`contact form submit (${locale})`, () => {
    test('a valid submission: Sending... while in flight, success toast, everything cleared, new question, the email arrives', async ({
      page,
    }) => {
      const marker = randomUUID().slice(0, 8)
      const sent = {
        name: `Ana Souza ${marker}`,
        email: `ana.${marker}@example.com`,
        company: `Loja Exemplo ${marker}`,
        whatsapp: '+55 (11) 91234-5678',
        message: `Quero receber via PIX. Ref ${marker}`,
      }
      // Hold the real request until the submitting state has been seen, then let it through to the server.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/contact', async (route) => {
        await held
        await route.continue()
      })

      const form = await openContactForm(page, locale)
      await form.field('name').fill(sent.name)
      await form.field('email').fill(sent.email)
      await form.field('company').fill(sent.company)
      await form.field('whatsapp').fill(sent.whatsapp)
      await form.field('message').fill(sent.message)
      const answer = await form.solve()
      await form.waitPastMinimum()
      await form.answer.fill(String(answer))
      await form.submit.click()

      const sending = form.form.getByRole('button', { name: form.texts.sending })
      await expect(sending).toBeDisabled()
      await expect(form.form.getByRole('button', { name: form.texts.submit })).toHaveCount(0)
      // A second press while sending sends nothing more.
      await sending.click({ force: true })
      release()

      await form.expectToast(form.texts.successTitle, form.texts.successDesc, 'default')
      await expect(form.submit).toBeEnabled()
      expect(form.contactRequests).toHaveLength(1)
      const request = form.contactRequests[0]
      expect(await request.headerValue('accept-language')).toBe(locale)
      expect(request.postDataJSON()).toMatchObject({
        ...sent,
        captchaAnswer: answer,
        captchaToken: form.captchas[0].token,
        honeypot: '',
      })
      expect((await request.response())?.status()).toBe(200)

      for (const field of ['name', 'email', 'company', 'whatsapp', 'message'] as const)
        await expect(form.field(field)).toHaveValue('')
      await expect(form.answer).toHaveValue('')
      await expect(form.honeypot).toHaveValue('')
      await expect.poll(() => form.captchas.length).toBe(2)
      expect(form.captchas[1].token).not.toBe(form.captchas[0].token)
      await form.questionShown()

      await expect.poll(() => findMail(marker).length, { timeout: 20_000 }).toBe(1)
      const mail = await simpleParser(findMail(marker)[0])
      for (const value of Object.values(sent)) {
        expect(mail.text).toContain(value)
        expect(mail.html || '').toContain(value)
      }
      expect(mail.replyTo?.value.map((a) => a.address)).toEqual([sent.email])
      expect(mail.from?.value.map((a) => a.address)).toEqual(['website@fluxa.test'])
      expect(mail.subject).toContain(sent.name)
    })

    test('refresh: a new question, the typed answer cleared, the other fields kept', async ({ page }) => {
      const form = await openContactForm(page, locale)
      await form.fillRequired()
      await form.answer.fill(String(await form.solve()))
      await form.refresh.click()
      await expect(form.answer).toHaveValue('')
      await expect.poll(() => form.captchas.length).toBe(2)
      expect(form.captchas[1].token).not.toBe(form.captchas[0].token)
      expect(await form.captchaRequests[1].headerValue('accept-language')).toBe(locale)
      await form.questionShown()
      await expect(form.field('name')).toHaveValue('Ana Souza')
      expect(form.contactRequests).toHaveLength(0)
    })
  })
}
