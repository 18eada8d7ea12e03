import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { waitForHydration } from './support/browserConsole.ts'
import { openContactForm } from './support/contactForm.ts'
import { findMail } from './support/findMail.ts'

// docs/progressive-enhancement.md: a lead names the page it was sent from, the site language and the campaign tags of the visit's first page.
test('with JavaScript: the first page’s campaign tags travel with the form sent from a later page, and the e-mail shows them', async ({
  page,
}) => {
  const marker = randomUUID().slice(0, 8)
  await page.goto(
    `/en/industries/gaming?utm_source=newsletter&utm_medium=email&utm_campaign=launch-${marker}&utm_content=%3Cb%3Ehero%3C%2Fb%3E&utm_id=ignored`,
  )
  await waitForHydration(page)
  // A later page of the same visit carries other tags: the first touch is kept.
  await page.goto('/en/about-us?utm_source=other')
  await waitForHydration(page)

  const form = await openContactForm(page, 'en-US')
  await form.fillRequired({ message: `Attribution ${marker}` })
  const answer = await form.solve()
  await form.waitPastMinimum()
  await form.answer.fill(String(answer))
  await form.submit.click()
  await form.expectToast(form.texts.successTitle, form.texts.successDesc, 'default')

  const sent: unknown = form.contactRequests[0].postDataJSON()
  expect(sent).toMatchObject({
    page: '/',
    utm: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: `launch-${marker}`,
      utm_content: '<b>hero</b>',
    },
  })
  expect(JSON.stringify(sent)).not.toContain('utm_id')

  await expect.poll(() => findMail(`Attribution ${marker}`).length, { timeout: 10_000 }).toBe(1)
  const mail = await simpleParser(findMail(`Attribution ${marker}`)[0])
  const text = String(mail.text)
  expect(text).toContain('Idioma do site: English')
  expect(text).toContain('Página: /en\n')
  expect(text).toContain(
    `utm_source: newsletter\nutm_medium: email\nutm_campaign: launch-${marker}\nutm_term: —\nutm_content: <b>hero</b>`,
  )
  expect(String(mail.html)).toContain('<td>&lt;b&gt;hero&lt;/b&gt;</td>')
})
