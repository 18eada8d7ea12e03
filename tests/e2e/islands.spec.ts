import { expect, test, type Page, type Route } from '@playwright/test'
import { localePreferenceKey } from '../../site/locales.ts'
import { waitForHydration } from './support/browserConsole.ts'
import { contactTexts } from './support/contactTexts.ts'

// The first load hydrates the header and the contact section's frame only; the form's code and the tooltip's code
// load when the visitor is about to use them (renderer/islands), and page bodies and the footer stay HTML only.
// Nothing may be lost in between: typed text, a click on the toggle, a call-to-action.

/** Holds every script the page requests from now on until `release()`: the page's own scripts have all loaded. */
async function holdLaterScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route('**/assets/**/*.js', async (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  return {
    held: () => held.length,
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

test('a first visit loads neither the form nor the tooltip code until the visitor needs them', async ({ page }) => {
  const scripts: string[] = []
  const captchas: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
    if (request.url().endsWith('/api/captcha/new')) captchas.push(request.url())
  })
  await page.goto('/solutions/fx-desk')
  await waitForHydration(page)
  // Nothing more on the wire for 500 ms: whatever the first load fetches has arrived.
  await page.waitForLoadState('networkidle')
  const firstLoad = scripts.length
  // Nothing asked the server for a captcha: the form's code has not run. The form works without it all the same: a
  // real form posted to this page, which the server answers (docs/progressive-enhancement.md), so its button is never disabled.
  expect(captchas).toHaveLength(0)
  await expect(page.locator('#contact form')).toHaveAttribute('action', '/solutions/fx-desk#contact')
  await expect(page.locator('#contact form')).toHaveAttribute('method', 'post')
  await expect(page.locator('#contact button[type="submit"]')).toBeEnabled()

  // The pointer enters the header: the tooltip's code arrives.
  await page.getByTestId('language-toggle').hover()
  await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 3_000 })
  const afterTooltip = scripts.length
  expect(afterTooltip).toBeGreaterThan(firstLoad)

  // The visitor scrolls towards the form: its code arrives, a captcha is issued, the button is enabled.
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('captcha-question')).toHaveText(/\d/)
  await expect(page.locator('#contact button[type="submit"]')).toBeEnabled()
  expect(scripts.length).toBeGreaterThan(afterTooltip)
  expect(captchas).toHaveLength(1)
})

test('text typed before the form’s code arrives is kept and sent', async ({ page }) => {
  // The form's code held back: the visitor is faster than the network.
  await page.goto('/en/industries/gaming')
  await waitForHydration(page)
  const hold = await holdLaterScripts(page)
  const contact = await openContactFormWithoutWaiting(page)
  await contact.name.fill('Bruno Lima')
  await contact.email.fill('bruno.lima@example.com')
  await contact.message.fill('Typed before the form was ready.')
  expect(hold.held()).toBeGreaterThan(0)
  // Pressed now, the button would post the form to the server, as without JavaScript (noscript-form.spec.ts).
  await expect(contact.submit).toBeEnabled()

  await hold.release()
  await expect(page.getByTestId('captcha-question')).toHaveText(/\d/)
  await expect(contact.name).toHaveValue('Bruno Lima')
  await expect(contact.email).toHaveValue('bruno.lima@example.com')
  await expect(contact.message).toHaveValue('Typed before the form was ready.')
  await expect(contact.submit).toBeEnabled()
})

/** The form's fields by their labels, without waiting for its code. */
async function openContactFormWithoutWaiting(page: Page) {
  const form = page.locator('form').filter({ has: page.locator('#contact-name') })
  await form.scrollIntoViewIfNeeded()
  const texts = contactTexts['en-US']
  return {
    name: form.getByRole('textbox', { name: texts.name, exact: true }),
    email: form.getByRole('textbox', { name: texts.email, exact: true }),
    message: form.getByRole('textbox', { name: texts.message, exact: true }),
    submit: form.getByRole('button', { name: texts.submit }),
  }
}

test('a click on the language toggle before its tooltip code arrives still switches and remembers', async ({
  page,
  context,
}) => {
  await page.goto('/solutions/fx-desk')
  await waitForHydration(page)
  const hold = await holdLaterScripts(page)
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/en/solutions/fx-desk')
  expect(hold.held()).toBeGreaterThan(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), localePreferenceKey)).toBe('en-US')
  expect((await context.cookies()).find((cookie) => cookie.name === localePreferenceKey)?.value).toBe('en-US')
})

test('page bodies and the footer stay exactly as the server rendered them', async ({ page }) => {
  const serverHtml = await (await page.request.get('/en/about-us')).text()
  await page.goto('/en/about-us')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // Both sides serialized by the browser: the live DOM, and the server's HTML parsed afresh.
  const [live, served] = await page.evaluate((html) => {
    // The page's body: everything in <main> before the contact section (which is hydrated).
    const body = (doc: Document) =>
      [...(doc.querySelector('main')?.children ?? [])]
        .filter((el) => el.id !== 'contact')
        .map((el) => el.outerHTML)
        .join('')
    const parts = (doc: Document) => [body(doc), doc.querySelector('footer')?.outerHTML ?? '']
    return [parts(document), parts(new DOMParser().parseFromString(html, 'text/html'))]
  }, serverHtml)
  expect(live[0].length).toBeGreaterThan(500)
  expect(live).toEqual(served)
  // The footer's links are real links: they work without any code.
  await page.locator('footer').getByRole('link', { name: 'Terms of Use' }).click()
  await expect(page).toHaveURL('/en/terms')
})
