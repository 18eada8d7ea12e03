import { expect, test, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { expectedApiErrors } from '../support/expectedApiErrors.ts'
import { findMail } from './support/findMail.ts'

// docs/progressive-enhancement.md: the form works without JavaScript. The server answers each post with the page in the visitor's
// language: the question as a second step, the fields kept, errors under their fields, then 'Message sent!'.
test.use({ javaScriptEnabled: false })

/** docs/contact-and-captcha.md: a question may be answered 3 s after it was issued (the e2e server keeps the real minimum). */
const minimumAgeMs = 3000

function contactForm(page: Page) {
  const form = page.locator('#contact form')
  return {
    form,
    field: (id: string) => page.locator(`#contact-${id}`),
    submit: form.locator('button[type="submit"]'),
    question: page.getByTestId('captcha-question'),
    status: page.getByTestId('contact-status'),
    /** Answers the question shown, once it is old enough for the server. */
    async answer(right = true) {
      const shown = (await page.getByTestId('captcha-question').textContent()) ?? ''
      const [, a, op, b] = /(\d+) ([-+−×*]) (\d+)/.exec(shown) ?? []
      const value = op === '+' ? Number(a) + Number(b) : op === '×' ? Number(a) * Number(b) : Number(a) - Number(b)
      const issuedAt = Number(await form.locator('input[name="captchaIssuedAt"]').inputValue())
      // Nothing to await but the clock passing the question's minimum age.
      await expect
        .poll(() => Date.now(), { intervals: [100], timeout: minimumAgeMs + 5_000 })
        .toBeGreaterThanOrEqual(issuedAt + minimumAgeMs + 300)
      await page.locator('#contact-captcha').fill(String(right ? value : value + 1))
    },
  }
}

test('two steps without JavaScript: the question after a first send, fields kept, then Message sent! and exactly one e-mail naming page, language and campaign', async ({
  page,
}) => {
  const marker = `noscript-${Date.now()}-${Math.random().toString(36).slice(2)}`
  await page.goto(`/en/countries/mexico?utm_source=linkedin&utm_medium=paid&utm_campaign=${marker}`)
  const contact = contactForm(page)
  // No grey placeholder and no dead button: a note says the question comes after sending.
  await expect(page.getByTestId('captcha-next-step')).toBeVisible()
  await expect(contact.question).toBeHidden()
  await expect(contact.submit).toBeEnabled()

  await contact.field('name').fill('Ana <Souza>')
  await contact.field('email').fill('ana.souza@example.com')
  await contact.field('company').fill('Loja Exemplo')
  await contact.field('message').fill(`Quero receber via PIX. ${marker}`)
  await contact.submit.click()

  await expect(page).toHaveURL('/en/countries/mexico#contact')
  await expect(contact.status).toHaveText('One step left: answer the verification question and send again.')
  await expect(contact.question).toHaveText(/^What is \d+ [-+−×] \d+\?$/)
  await expect(contact.field('name')).toHaveValue('Ana <Souza>')
  await expect(contact.field('email')).toHaveValue('ana.souza@example.com')
  await expect(contact.field('company')).toHaveValue('Loja Exemplo')
  await expect(contact.field('message')).toHaveValue(`Quero receber via PIX. ${marker}`)
  await expect(page.locator('#contact [aria-invalid="true"]')).toHaveCount(0)
  expect(findMail(marker)).toHaveLength(0)

  await contact.answer()
  await contact.submit.click()
  await expect(page.getByTestId('contact-sent')).toContainText('Message sent!')
  await expect(page.getByTestId('contact-sent')).toContainText('We will get back to you soon.')
  await expect(page.locator('#contact form')).toHaveCount(0)

  await expect.poll(() => findMail(marker).length, { timeout: 10_000 }).toBe(1)
  const mail = await simpleParser(findMail(marker)[0])
  const text = String(mail.text)
  expect(text).toContain('Nome: Ana <Souza>')
  expect(text).toContain('Idioma do site: English')
  expect(text).toContain('Página: /en/countries/mexico')
  expect(text).toContain(`utm_source: linkedin\nutm_medium: paid\nutm_campaign: ${marker}\nutm_term: —\nutm_content: —`)
  expect(String(mail.html)).toContain('<td>Ana &lt;Souza&gt;</td>')
  // Reloading the success page is no second lead: the browser asks before posting again, and nothing else re-sends.
  expect(findMail(marker)).toHaveLength(1)
})

test('inline errors without JavaScript: each refused field marked and described, a summary linking to them, values kept; a wrong answer draws a new question', async ({
  page,
}) => {
  await page.goto('/solutions/fx-desk')
  const contact = contactForm(page)
  await contact.field('email').fill('ana@')
  await contact.field('message').fill('Olá')
  await contact.submit.click()

  // Name missing and e-mail malformed: the server's text at the top, each field marked and told why, the summary
  // linking to each.
  await expect(contact.status).toContainText(expectedApiErrors.required['pt-BR'])
  const name = contact.field('name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Preencha este campo.')
  await expect(contact.field('email')).toHaveAttribute('aria-invalid', 'true')
  await expect(contact.field('email')).toHaveAccessibleDescription(expectedApiErrors.invalid_email['pt-BR'])
  await expect(contact.field('message')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(contact.status.getByRole('link', { name: 'Nome' })).toHaveAttribute('href', '#contact-name')
  await expect(contact.status.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', '#contact-email')
  await expect(contact.field('email')).toHaveValue('ana@')
  await expect(contact.field('message')).toHaveValue('Olá')

  // The e-mail is malformed: that field alone is refused now.
  await name.fill('Ana Souza')
  await contact.answer()
  await contact.submit.click()
  await expect(contact.field('email')).toHaveAttribute('aria-invalid', 'true')
  await expect(contact.field('email')).toHaveAccessibleDescription(expectedApiErrors.invalid_email['pt-BR'])
  await expect(contact.field('name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(contact.field('name')).toHaveValue('Ana Souza')

  // A wrong answer: the captcha field is marked, says a new question was drawn, and the question is a new one.
  await contact.field('email').fill('ana.souza@example.com')
  const before = await contact.form.locator('input[name="captchaToken"]').inputValue()
  await contact.answer(false)
  await contact.submit.click()
  const answer = page.locator('#contact-captcha')
  await expect(answer).toHaveAttribute('aria-invalid', 'true')
  await expect(answer).toHaveAccessibleDescription(
    new RegExp(`^${escape(expectedApiErrors.captcha_wrong['pt-BR'])} Sorteamos uma nova pergunta\\.`),
  )
  await expect(answer).toHaveValue('')
  expect(await contact.form.locator('input[name="captchaToken"]').inputValue()).not.toBe(before)
  await expect(contact.field('email')).toHaveValue('ana.souza@example.com')
})

test('the longest message the field takes, with line breaks and characters from any script, is sent as typed without JavaScript', async ({
  page,
}) => {
  const marker = `longest-${Date.now()}-${Math.random().toString(36).slice(2)}`
  // Line breaks (posted as CRLF, counted as one by the field) and characters of two and three bytes in UTF-8 (nine
  // bytes of %XX each once urlencoded): the most a visitor can type, about 26 KB urlencoded, 10 KB as the API's JSON.
  const line = 'Preço à vista, ação já — 分期付款结算货币跨境支付汇率服务，已确认\n'
  let message = `${marker}\n`
  while (message.length + line.length < 4_999) message += line
  message += 'x'.repeat(4_999 - message.length)
  await page.goto('/en/methods/cards')
  const contact = contactForm(page)
  // The marker in the name too: the e-mail's subject carries it unencoded, while its long body is base64.
  await contact.field('name').fill(`Ana ${marker}`)
  await contact.field('email').fill('ana.souza@example.com')
  await contact.field('message').fill(message)
  // The field takes one more character and then no more: it counts as the server does.
  await contact.field('message').press('End')
  await page.keyboard.insertText('yz')
  await expect(contact.field('message')).toHaveValue(`${message}y`)
  await contact.submit.click()

  await expect(contact.status).toHaveText('One step left: answer the verification question and send again.')
  await expect(page.locator('#contact [aria-invalid="true"]')).toHaveCount(0)
  await expect(contact.field('message')).toHaveValue(`${message}y`)
  await contact.answer()
  await contact.submit.click()
  await expect(page.getByTestId('contact-sent')).toContainText('Message sent!')
  await expect.poll(() => findMail(marker).length, { timeout: 10_000 }).toBe(1)
  expect(String((await simpleParser(findMail(marker)[0])).text)).toContain(message.split('\n').slice(-3).join('\n'))
})

test('the answer page is never cached, and another site cannot post the form', async ({ request, baseURL }) => {
  const answer = await request.post('/en/about-us', { form: { name: 'Ana', email: 'ana@example.com', message: 'Hi' } })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('no-store')
  expect(answer.headers()['content-type']).toMatch(/^text\/html/)
  expect(await answer.text()).toContain('<html lang="en-US"')
  const forged = await request.post('/en/about-us', {
    form: { name: 'Ana' },
    headers: { Origin: 'https://evil.example', Referer: `${baseURL}/en/about-us` },
  })
  expect(forged.status()).toBe(403)
  expect(forged.headers()['cache-control']).toBe('no-store')
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
