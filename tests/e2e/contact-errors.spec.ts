import { expect, test } from '@playwright/test'
import { expectedApiErrors } from '../support/expectedApiErrors.ts'
import { waitForHydration } from './support/browserConsole.ts'
import { openContactForm } from './support/contactForm.ts'
import { contactLocales } from './support/contactTexts.ts'

// The error catalogue of docs/errors.md, row by row, in both languages, against the real server.
// page.route() only fakes what a healthy server cannot do: fail to issue a captcha, answer without an error text, vanish.

test('pages load, and the form’s code loads near the form, with no console error or hydration warning', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  for (const path of ['/solutions/fx-desk', '/en/industries/gaming', '/terms', '/en/about-us']) {
    await page.goto(path)
    await waitForHydration(page)
    // The visitor scrolls to the form: its code loads and hydrates it (a captcha arrives).
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('captcha-question')).toHaveText(/\d/)
    // The toasts came with it: F8 (a listener added in the browser) reaches their viewport.
    const notifications = page.getByRole('region', { name: /^(Notificações|Notifications) \(F8\)$/ }).locator('ol')
    await expect(async () => {
      await page.keyboard.press('F8')
      await expect(notifications).toBeFocused({ timeout: 500 })
    }).toPass()
  }
  expect(problems).toEqual([])
})

for (const locale of contactLocales) {
  test.describe(`contact form errors (${locale})`, () => {
    test('loads one captcha on mount in the page language, with no console error or hydration warning', async ({
      page,
    }) => {
      const form = await openContactForm(page, locale)
      await form.questionShown()
      expect(form.captchaRequests).toHaveLength(1)
      expect(form.captchaRequests[0].method()).toBe('POST')
      expect(await form.captchaRequests[0].headerValue('accept-language')).toBe(locale)
      await expect(form.submit).toBeEnabled()
      expect(form.consoleProblems).toEqual([])
    })

    test('the question arrives without moving anything: the placeholder has its size', async ({ page }) => {
      // Hold the captcha answer so the placeholder the server rendered can be measured first.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/captcha/new', async (route) => {
        await held
        await route.continue()
      })
      const form = await openContactForm(page, locale)
      await expect(form.submit).toBeEnabled()
      const before = await form.form.boundingBox()
      const answerBefore = await form.answer.boundingBox()
      release()
      await form.questionShown()
      expect(await form.form.boundingBox()).toEqual(before)
      expect(await form.answer.boundingBox()).toEqual(answerBefore)
    })

    test('required field missing: errorValidation, the empty fields marked and described, focus on the first, no request', async ({
      page,
    }) => {
      const form = await openContactForm(page, locale)
      await form.questionShown()
      await form.field('company').fill('Loja Exemplo')
      await form.field('message').fill('   ')
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, form.texts.errorValidation)
      for (const field of ['name', 'email', 'message'] as const)
        await expect(form.field(field)).toHaveAttribute('aria-invalid', 'true')
      await expect(form.field('company')).not.toHaveAttribute('aria-invalid')
      await expect(form.field('name')).toBeFocused()
      for (const field of ['name', 'email'] as const)
        await expect(form.field(field)).toHaveAccessibleDescription(form.texts.fieldRequired)
      // The message's description is why it was refused, then its limit, which is always under it.
      await expect(form.field('message')).toHaveAccessibleDescription(
        new RegExp(`^${escapeRegExp(form.texts.fieldRequired)} \\S`),
      )
      await expect(form.field('company')).not.toHaveAttribute('aria-describedby')
      // Typing takes the mark away.
      await form.field('name').fill('Ana')
      await expect(form.field('name')).not.toHaveAttribute('aria-invalid')
      expect(form.contactRequests).toHaveLength(0)
      expect(form.captchaRequests).toHaveLength(1)
    })

    test('honeypot filled: Spam detected, no request', async ({ page }) => {
      const form = await openContactForm(page, locale)
      await form.fillRequired()
      await form.answer.fill(String(await form.solve()))
      // What a naive bot does: fill every input it finds.
      await form.honeypot.fill('https://spam.example', { force: true })
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, form.texts.spamDetected)
      // The trap is no field of the visitor's: nothing is marked and the focus stays on the button.
      await expect(form.form.locator('[aria-invalid="true"]')).toHaveCount(0)
      await expect(form.submit).toBeFocused()
      expect(form.contactRequests).toHaveLength(0)
    })

    test('captcha unanswered: captchaError, the answer marked, described and focused, no request', async ({ page }) => {
      const form = await openContactForm(page, locale)
      await form.questionShown()
      await form.fillRequired()
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, form.texts.captchaError)
      await expect(form.answer).toHaveAttribute('aria-invalid', 'true')
      await expect(form.answer).toBeFocused()
      await expect(form.answer).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(form.texts.captchaMissing)} `))
      expect(form.contactRequests).toHaveLength(0)
    })

    test('wrong answer: the server’s text, then a new question with the answer cleared, marked, saying so, and focused', async ({
      page,
    }) => {
      const form = await openContactForm(page, locale)
      await form.fillRequired()
      const right = await form.solve()
      await form.waitPastMinimum()
      await form.answer.fill(String(right + 1))
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, expectedApiErrors.captcha_wrong[locale])
      const response = await form.contactRequests[0].response()
      expect(response?.status()).toBe(400)
      expect(await form.contactRequests[0].headerValue('accept-language')).toBe(locale)
      await expect.poll(() => form.captchas.length).toBe(2)
      expect(form.captchas[1].token).not.toBe(form.captchas[0].token)
      await form.questionShown()
      await expect(form.answer).toHaveValue('')
      // The typed fields stay, so the visitor only answers the new question.
      await expect(form.field('name')).toHaveValue('Ana Souza')
      await expect(form.answer).toHaveAttribute('aria-invalid', 'true')
      await expect(form.answer).toHaveAccessibleDescription(
        new RegExp(`^${escapeRegExp(`${expectedApiErrors.captcha_wrong[locale]} ${form.texts.newQuestion}`)} `),
      )
      await expect(form.answer).toBeFocused()
      await expect(form.field('name')).not.toHaveAttribute('aria-invalid')
    })

    test('submitted too fast: the server’s "take your time" text, then a new question', async ({ page }) => {
      const form = await openContactForm(page, locale)
      await form.fillRequired()
      await form.questionShown()
      // A fresh question answered at once: well within the server's 3-second minimum.
      await form.refresh.click()
      await form.answer.fill(String(await form.solve()))
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, expectedApiErrors.too_fast[locale])
      await expect.poll(() => form.captchaRequests.length).toBe(3)
      await form.questionShown()
      // No field is to blame: none is marked, and the focus stays on the button (never dropped to the page).
      await expect(form.form.locator('[aria-invalid="true"]')).toHaveCount(0)
      await expect(form.submit).toBeFocused()
    })

    test('server refuses a field: its error text, under that field, which gets the focus, then a new question', async ({
      page,
    }) => {
      const form = await openContactForm(page, locale)
      await form.fillRequired({ email: 'ana.souza@' })
      await form.answer.fill(String(await form.solve()))
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, expectedApiErrors.invalid_email[locale])
      await expect(form.field('email')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.field('email')).toHaveAccessibleDescription(expectedApiErrors.invalid_email[locale])
      await expect(form.field('email')).toBeFocused()
      await expect(form.field('email')).toHaveValue('ana.souza@')
      await expect.poll(() => form.captchaRequests.length).toBe(2)
    })

    for (const body of [
      { kind: 'JSON without an error field', contentType: 'application/json', text: '{"ok":false}', status: 500 },
      { kind: 'an HTML error page', contentType: 'text/html', text: '<h1>502 Bad Gateway</h1>', status: 502 },
    ]) {
      test(`failure answered with ${body.kind}: Failed to send email, then a new question`, async ({ page }) => {
        await page.route('**/api/contact', (route) =>
          route.fulfill({ status: body.status, contentType: body.contentType, body: body.text }),
        )
        const form = await openContactForm(page, locale)
        await form.fillRequired()
        await form.answer.fill(String(await form.solve()))
        await form.submit.click()
        await form.expectToast(form.texts.errorTitle, form.texts.sendFailed)
        await expect.poll(() => form.captchaRequests.length).toBe(2)
        await form.questionShown()
        await expect(form.form.locator('[aria-invalid="true"]')).toHaveCount(0)
        await expect(form.submit).toBeFocused()
      })
    }

    test('network error: the generic error (title Error / errorDesc), then a new question', async ({ page }) => {
      await page.route('**/api/contact', (route) => route.abort('failed'))
      const form = await openContactForm(page, locale)
      await form.fillRequired()
      await form.answer.fill(String(await form.solve()))
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, form.texts.errorDesc)
      await expect.poll(() => form.captchaRequests.length).toBe(2)
      await form.questionShown()
      await expect(form.answer).toHaveValue('')
      await expect(form.submit).toBeEnabled()
      await expect(form.submit).toBeFocused()
    })

    test('captcha load failure: destructive toast, no submit without a captcha, refresh recovers', async ({ page }) => {
      await page.route('**/api/captcha/new', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
      )
      const form = await openContactForm(page, locale)
      await form.expectToast(form.texts.errorTitle, form.texts.captchaLoadFailed)
      await expect(form.question).toHaveText(form.texts.captchaLoadFailed)
      await form.fillRequired()
      await form.answer.fill('12')
      await form.submit.click()
      await form.expectToast(form.texts.errorTitle, form.texts.captchaError)
      await expect(form.answer).toHaveAttribute('aria-invalid', 'true')
      await expect(form.answer).toBeFocused()
      expect(form.contactRequests).toHaveLength(0)

      await page.unroute('**/api/captcha/new')
      await form.refresh.click()
      await form.questionShown()
      await expect(form.answer).toHaveValue('')
    })
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
