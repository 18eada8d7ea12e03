import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page, type Route } from '@playwright/test'
import { localePreferenceKey } from '../../site/locales.ts'
import { waitForHydration } from './support/browserConsole.ts'
import { contactTexts } from './support/contactTexts.ts'
import { siteText } from './support/siteText.ts'

// A first visit runs a small script and nothing else (docs/front-end.md, "What hydrates when"): React, the header's
// code and the contact section's frame load when the visitor is about to use the header or the contact section; the
// form's, the toasts' and the tooltip's code after that, when they are needed. Nothing may be lost in between: a
// click on a menu, typed text, a click on the toggle, F8.

/** The built chunk of an island, from the client build's manifest (the build the test server serves). */
function islandChunk(source: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/client-manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const file = manifest[source]?.file
  if (!file) throw new Error(`no chunk for ${source} in the client manifest`)
  return `/${file}`
}

/** The scripts the page's HTML names: Vike's entry (renderer/+client.ts) and anything it preloads. */
async function scriptsNamedByHtml(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    ].map((src) => new URL(src, location.href).pathname),
  )
}

/** Every script the page requests from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/**
 * Opens the page and waits until its first load is over: nothing more on the wire for 500 ms. The pointer rests in the
 * middle of the window, over neither the header nor the form. Chromium's headless shell otherwise puts it at (0, 0),
 * over the header's logo, which is the visitor's intent to use the header; it keeps a position only once a document
 * is there to receive it, hence the blank one first.
 */
async function firstVisit(page: Page, url: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 }
  await page.setContent('<title>before the visit</title>')
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

/** Holds every script the page requests from now on until `release()`: the visitor is faster than the network. */
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

test('a first visit loads only the scripts its HTML names; the header’s code comes on intent, the form’s when it is near', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  const captchas: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/captcha/new')) captchas.push(request.url())
  })
  await firstVisit(page, '/solutions/fx-desk')
  const named = await scriptsNamedByHtml(page)
  expect(named.length).toBeGreaterThan(0)
  expect(new Set(scripts)).toEqual(new Set(named))
  // The entry, after the first paint, also links the web manifest (renderer/+client.ts).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  // React has not run: the header is the server's HTML, its menus `<details>`; the form is a real form posted to
  // this page, which the server answers (docs/progressive-enhancement.md), and no captcha was asked for.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  await expect(page.locator('header nav details').first()).toBeAttached()
  await expect(page.locator('#contact form')).toHaveAttribute('action', '/solutions/fx-desk#contact')
  await expect(page.locator('#contact form')).toHaveAttribute('method', 'post')
  await expect(page.locator('#contact button[type="submit"]')).toBeEnabled()
  expect(captchas).toHaveLength(0)

  // The pointer comes to the language toggle: the header hydrates and the tooltip's code arrives; not the form's.
  await page.getByTestId('language-toggle').hover()
  // The shell's code, then the tooltip's, then Radix's 700 ms delay: a wait, not a measure of speed.
  await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 15_000 })
  await waitForHydration(page)
  expect(scripts).toContain(islandChunk('components/layout/LocaleTooltip.tsx'))
  expect(scripts).not.toContain(islandChunk('components/contact/ContactIsland.tsx'))
  expect(scripts).not.toContain(islandChunk('components/contact/toast/ToastIsland.tsx'))
  expect(captchas).toHaveLength(0)

  // The visitor scrolls towards the form: its code and the toasts' arrive, a captcha is issued.
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('captcha-question')).toHaveText(/\d/)
  await expect(page.locator('#contact button[type="submit"]')).toBeEnabled()
  expect(scripts).toContain(islandChunk('components/contact/ContactIsland.tsx'))
  expect(scripts).toContain(islandChunk('components/contact/toast/ToastIsland.tsx'))
  expect(captchas).toHaveLength(1)
})

test('the form’s question is asked for once the form is within two screens, so it is there before the form is in view', async ({
  page,
}) => {
  await firstVisit(page, '/methods/pix')
  const screen = page.viewportSize()?.height ?? 720
  const formTop = await page.locator('#contact form').evaluate((form) => form.getBoundingClientRect().top + scrollY)
  expect(formTop, 'the form starts more than three screens down').toBeGreaterThan(3 * screen)
  const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  const captcha = page.waitForResponse((response) => response.url().endsWith('/api/captcha/new'))
  // The visitor has scrolled until the form is a screen and a half below the bottom of the window: that is near
  // enough for its code and its question, which are drawn while the form is still out of view.
  await scrollTo(formTop - 2.5 * screen)
  expect((await captcha).ok()).toBe(true)
  await expect(page.getByTestId('captcha-question')).toHaveText(/\d/)
  const top = await page.locator('#contact form').evaluate((form) => form.getBoundingClientRect().top)
  expect(top, 'the form is still below the window').toBeGreaterThan(screen)
})

test('a click on a menu before the header’s code arrives opens it, and it stays open when the code takes over', async ({
  page,
}) => {
  await firstVisit(page, '/')
  const hold = await holdLaterScripts(page)
  const nav = page.getByRole('navigation', { name: siteText('pt-BR', 'nav.label') })
  const title = siteText('pt-BR', 'nav.solutions')
  await nav.locator('summary', { hasText: title }).click()
  const firstLink = nav.getByRole('link').first()
  await expect(firstLink).toBeVisible()
  // The click asked for the header’s code (the request reaches the held route a moment later), which the network has
  // not delivered yet.
  await expect.poll(() => hold.held()).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

  await hold.release()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const button = nav.getByRole('button', { name: title })
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(firstLink).toBeVisible()
  await expect(button).toBeFocused()
  // The scripted menu's own behaviour from here: Escape closes it.
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(firstLink).toBeHidden()
})

for (const [url, locale] of [
  ['/', 'pt-BR'],
  ['/en/solutions/fx-desk', 'en-US'],
] as const) {
  test(`a click while React hydrates the header is the browser’s: the menu opens, React finishes in its own time (${locale})`, async ({
    page,
  }) => {
    await firstVisit(page, url)
    // Slowed as a mid-range phone, so the hydration spans many of React's slices and the click lands among them.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // Between two tasks of the page, as soon as React hydrates, the first menu's title is clicked; the flag is read in
    // the same task, right after the click. React finishing the hydration for the click would have set it to true.
    const clicked = page.evaluate(
      () =>
        new Promise<{ before: string; after: string; open: boolean } | 'missed'>((resolve) => {
          const summary = document.querySelector<HTMLElement>('header nav summary')
          const details = summary?.closest('details')
          const flag = () => document.documentElement.dataset.hydrated ?? 'absent'
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            if (flag() === 'true' || !summary || !details) return resolve('missed')
            if (flag() !== 'pending') return channel.port2.postMessage(null)
            summary.click()
            resolve({ before: 'pending', after: flag(), open: details.open })
          }
          channel.port2.postMessage(null)
        }),
    )
    await page.locator('header').hover({ position: { x: 2, y: 2 } })
    expect(await clicked).toEqual({ before: 'pending', after: 'pending', open: true })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // React has the menu now, open as the visitor left it.
    const nav = page.getByRole('navigation', { name: siteText(locale, 'nav.label') })
    const button = nav.getByRole('button', { name: siteText(locale, 'nav.solutions') })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link').first()).toBeVisible()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link').first()).toBeHidden()
  })
}

test('keys typed in the form before any of its code arrives are kept', async ({ page }) => {
  await firstVisit(page, '/en/industries/gaming')
  const hold = await holdLaterScripts(page)
  const form = page.locator('form').filter({ has: page.locator('#contact-name') })
  await form.scrollIntoViewIfNeeded()
  const texts = contactTexts['en-US']
  const name = form.getByRole('textbox', { name: texts.name, exact: true })
  const email = form.getByRole('textbox', { name: texts.email, exact: true })
  const message = form.getByRole('textbox', { name: texts.message, exact: true })
  await name.click()
  await page.keyboard.type('Bruno Lima')
  await email.fill('bruno.lima@example.com')
  await message.fill('Typed before the form was ready.')
  // Nothing of React has run yet: the shell's and the form's code are both held.
  await expect.poll(() => hold.held()).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  // Pressed now, the button would post the form to the server, as without JavaScript (noscript-form.spec.ts).
  await expect(form.getByRole('button', { name: texts.submit })).toBeEnabled()

  await hold.release()
  await expect(page.getByTestId('captcha-question')).toHaveText(/\d/)
  await expect(name).toHaveValue('Bruno Lima')
  await expect(email).toHaveValue('bruno.lima@example.com')
  await expect(message).toHaveValue('Typed before the form was ready.')
  await expect(message).toBeFocused()
})

test('a click on the language toggle before any code arrives still switches and remembers', async ({
  page,
  context,
}) => {
  await firstVisit(page, '/solutions/fx-desk')
  const hold = await holdLaterScripts(page)
  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL('/en/solutions/fx-desk')
  await expect.poll(() => hold.held()).toBeGreaterThan(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), localePreferenceKey)).toBe('en-US')
  expect((await context.cookies()).find((cookie) => cookie.name === localePreferenceKey)?.value).toBe('en-US')
})

test('F8 reaches the notifications from the first load, before the toasts’ or the form’s code', async ({ page }) => {
  const scripts = recordScripts(page)
  await firstVisit(page, '/')
  const hold = await holdLaterScripts(page)
  const notifications = page.getByRole('region', { name: contactTexts['pt-BR'].region }).locator('ol')
  await expect(notifications).toBeAttached()
  await page.keyboard.press('F8')
  await expect(notifications).toBeFocused()
  // The focus in the contact section asks for its code; none of it has run.
  await expect.poll(() => hold.held()).toBeGreaterThan(0)
  expect(scripts).not.toContain(islandChunk('components/contact/toast/ToastIsland.tsx'))
  expect(scripts).not.toContain(islandChunk('components/contact/ContactIsland.tsx'))
})

test('F8 reaches the notifications from a link in the page’s body once React has the page', async ({ page }) => {
  await page.goto('/en/methods/pix')
  await waitForHydration(page)
  // A link of the body, HTML that React never hydrates: React stops a key that reaches such a part.
  await page.locator('main a[href]').first().focus()
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: contactTexts['en-US'].region }).locator('ol')).toBeFocused()
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

for (const [url, width] of [
  ['/', 1280],
  ['/en/methods/pix', 390],
] as const) {
  test(`${url} at ${width} px: no element's computed style changes when the page hydrates and its islands load`, async ({
    page,
  }) => {
    // The server's sheet stays as written and the browser's styled-components adds what it renders after it
    // (renderer/head/activeStyleTag.ts): the same rules again, which must change nothing on the page.
    await page.setViewportSize({ width, height: 800 })
    await firstVisit(page, url)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    // Every element's computed style, and its markup, to compare only what hydration left in place (the header's
    // menu becomes a scripted one; the form gets its question). An animation's opacity is left out: it moves.
    const snapshot = () =>
      page.evaluate(() => {
        const scope = window as unknown as { measured?: Element[] }
        scope.measured ??= [...document.querySelectorAll('#root *')]
        return scope.measured.map((element) => {
          const style = getComputedStyle(element)
          const animated = style.animationName !== 'none'
          const properties = [...style].filter((name) => !(animated && name === 'opacity'))
          return {
            markup: element.isConnected ? element.outerHTML : null,
            style: properties.map((name) => `${name}: ${style.getPropertyValue(name)}`),
          }
        })
      })
    const before = await snapshot()
    await waitForHydration(page)
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView())
    await expect(page.locator('#contact form input[name="captchaAnswer"]')).toBeEnabled()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, 0))
    const after = await snapshot()
    const unchanged = before.flatMap((was, index) => (was.markup === after[index]?.markup ? [index] : []))
    expect(unchanged.length).toBeGreaterThan(before.length / 2)
    const changed = unchanged.flatMap((index) => {
      const differs = before[index].style.filter((line, n) => line !== after[index].style[n])
      return differs.length > 0 ? [`${before[index].markup?.slice(0, 80)}: ${differs.join('; ')}`] : []
    })
    expect(changed).toEqual([])
  })
}
