import { expect, type Page, type Request } from '@playwright/test'
import { contactTexts, type ContactLocale } from './contactTexts.ts'

type IssuedCaptcha = {
  token: string
  num1: number
  num2: number
  operation: string
  issuedAt: number
  question: string
}

/** docs/contact-and-captcha.md: a token is refused when submitted less than 3 s after it was issued. */
const minimumAgeMs = 3000

/**
 * Drives the contact form of one page as a visitor would, and watches its traffic:
 * every captcha the page received, every contact request it sent, every console error.
 */
export async function openContactForm(page: Page, locale: ContactLocale) {
  const texts = contactTexts[locale]
  const captchas: IssuedCaptcha[] = []
  const captchaRequests: Request[] = []
  const contactRequests: Request[] = []
  const consoleProblems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      consoleProblems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    if (request.url().endsWith('/api/captcha/new')) captchaRequests.push(request)
    if (request.url().endsWith('/api/contact')) contactRequests.push(request)
  })
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/captcha/new') || !response.ok()) return
    // A question the form draws as a test ends (a refusal draws a new one) may still be arriving when the page closes:
    // its body is gone then ("Test ended"), and no step reads it. A step that needs a question waits for it in
    // `captchas`, so a body that could not be read still fails that step.
    response.json().then(
      (captcha: IssuedCaptcha) => captchas.push(captcha),
      () => {},
    )
  })

  await page.goto(texts.path)
  const form = page.locator('form').filter({ has: page.locator('#contact-name') })
  // A visitor scrolls down to the form: its code loads as it nears the viewport (renderer/islands/browserIslands.ts).
  await form.scrollIntoViewIfNeeded()
  const question = page.getByTestId('captcha-question')
  const answer = page.locator('#contact-captcha')
  const submit = form.getByRole('button', { name: texts.submit })
  const viewport = page.getByRole('region', { name: texts.region })
  // Visible toasts only: a closed one stays in the DOM, hidden, until the store drops it.
  const toasts = viewport.getByRole('listitem')

  const driver = {
    texts,
    form,
    question,
    answer,
    submit,
    viewport,
    toasts,
    captchas,
    captchaRequests,
    contactRequests,
    consoleProblems,
    field: (label: 'name' | 'email' | 'company' | 'whatsapp' | 'message') =>
      form.getByRole('textbox', { name: texts[label], exact: true }),
    honeypot: page.locator('#contact-website'),
    refresh: form.getByRole('button', { name: texts.refresh }),

    /** Waits until a question from the server is on screen (the form is hydrated by then). */
    async questionShown(): Promise<string> {
      await expect(question).toHaveText(new RegExp(`^${texts.questionPrefix} \\d+ [-+−×*] \\d+\\?$`))
      return (await question.textContent()) ?? ''
    },

    /** Solves the question as shown on screen, not from the network answer. */
    async solve(): Promise<number> {
      const shown = await driver.questionShown()
      const [, a, op, b] = /(\d+) ([-+−×*]) (\d+)/.exec(shown) ?? []
      const x = Number(a)
      const y = Number(b)
      return op === '+' ? x + y : op === '×' || op === '*' ? x * y : x - y
    },

    async fillRequired(values: { name?: string; email?: string; message?: string } = {}) {
      await driver.field('name').fill(values.name ?? 'Ana Souza')
      await driver.field('email').fill(values.email ?? 'ana.souza@example.com')
      await driver.field('message').fill(values.message ?? 'Quero receber via PIX.')
    },

    /** Lets the newest captcha get older than the server's minimum, measured from its own issuedAt. */
    async waitPastMinimum() {
      await expect.poll(() => captchas.length).toBeGreaterThan(0)
      // The server's rule is about time itself: nothing to await but the clock passing the captcha's minimum age.
      const ready = captchas[captchas.length - 1].issuedAt + minimumAgeMs + 300
      await expect
        .poll(() => Date.now(), { intervals: [100], timeout: minimumAgeMs + 5_000 })
        .toBeGreaterThanOrEqual(ready)
    },

    /** The toast on screen must be exactly this one. */
    async expectToast(title: string, description: string, variant: 'default' | 'destructive' = 'destructive') {
      await expect(toasts).toHaveCount(1)
      const toast = toasts.first()
      await expect(toast).toBeVisible()
      await expect(toast).toHaveAttribute('data-variant', variant)
      await expect(toast.getByText(title, { exact: true })).toBeVisible()
      await expect(toast.getByText(description, { exact: true })).toBeVisible()
    },
  }
  return driver
}
