import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { localePreferenceKey, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { landingPages, sitePaths } from '../../site/landingPages.ts'
import { siteText } from './support/siteText.ts'
import { pageName } from './support/pageName.ts'
import { recordOffSite } from './support/recordOffSite.ts'

declare global {
  interface Window {
    /** axe-core, evaluated into the page by the accessibility test below. */
    axe?: {
      run: (
        context: Document,
        options: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
    }
  }
}

// A visitor whose browser runs no script (blocked, filtered, or a network that dropped it).
test.use({ javaScriptEnabled: false })

const oneYear = 365 * 24 * 60 * 60

/**
 * A link to `href` the visitor can see, as a visitor finds it: one already on screen (or scrolled to), else one
 * inside a closed disclosure (a header menu, the mobile menu) whose title they can see and click open; with the
 * disclosure it opened, if any.
 */
async function visibleLinkTo(page: Page, href: string): Promise<{ link: Locator; opened?: Locator }> {
  const links = page.locator(`a[href="${href}"]`)
  const shown = links.filter({ visible: true })
  if ((await shown.count()) > 0) return { link: shown.first() }
  const disclosure = page.locator('details').filter({ has: links }).filter({ visible: true }).first()
  await disclosure.locator(':scope > summary').click()
  const inside = disclosure.locator(`a[href="${href}"]`).first()
  await expect(inside).toBeVisible()
  return { link: inside, opened: disclosure }
}

for (const locale of ['pt-BR', 'en-US'] as const satisfies readonly Locale[]) {
  const home = localizePath('/', locale)
  const targets = sitePaths.map((path) => localizePath(path, locale))
  for (const width of [1280, 390]) {
    test.describe(`from ${home} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } })

      test(`every one of the ${sitePaths.length} routes is reached by visible links`, async ({ page }) => {
        await page.goto(home)
        let opened: Locator | undefined
        for (const target of targets) {
          // A disclosure opened for an earlier link may cover this one: start again from the page as it loads.
          if (opened && (await opened.locator(`a[href="${target}"]`).count()) === 0) {
            await page.goto(home)
            opened = undefined
          }
          const found = await visibleLinkTo(page, target)
          opened = found.opened ?? opened
          // Visible, still, and the element a click at its place would reach (nothing lies over it).
          await found.link.click({ trial: true })
          // The page the link leads to, not the 404 page that any unknown URL of the site answers with.
          const answer = await page.request.get(target, { maxRedirects: 0 })
          expect(answer.status(), target).toBe(200)
          expect(await answer.text(), target).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}"`, 'i'))
        }
        // And a click follows the link, as the browser does without script: the last route, from the page as it loads.
        const last = targets.at(-1) ?? home
        await page.goto(home)
        await (await visibleLinkTo(page, last)).link.click()
        await expect(page).toHaveURL(last)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      })
    })
  }
}

test.describe('the header menus without JavaScript', () => {
  test('open on a click on their title, one at a time, and close on a second click (1280 px)', async ({ page }) => {
    await page.goto('/en')
    const nav = page.getByRole('navigation', { name: siteText('en-US', 'nav.label') })
    // By the menu's title alone: the links' descriptions mention countries too.
    const menu = (id: string) =>
      nav.locator('details').filter({ has: page.locator('summary').getByText(siteText('en-US', id), { exact: true }) })
    const solutions = menu('nav.solutions')
    const countries = menu('nav.countries')
    const fxDesk = solutions.getByRole('link', { name: pageName('/solutions/fx-desk', 'en-US') })
    const mexico = countries.getByRole('link', { name: pageName('/countries/mexico', 'en-US') })
    await expect(fxDesk).toBeHidden()
    await solutions.locator('summary').click()
    await expect(fxDesk).toBeVisible()
    await countries.locator('summary').click()
    await expect(mexico).toBeVisible()
    await expect(fxDesk).toBeHidden()
    await countries.locator('summary').click()
    await expect(mexico).toBeHidden()
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 800 } })

    test('the menu button opens the menu with every registry page over the page, and closes it again', async ({
      page,
    }) => {
      await page.goto('/')
      const button = page.locator('header summary').filter({ visible: true })
      await expect(button).toHaveCount(1)
      await expect(button).toHaveAccessibleName(siteText('pt-BR', 'nav.menu'))
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeHidden()
      await button.click()
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link').filter({ visible: true })).toHaveCount(landingPages.length)
      // It lies over the page, under the header, and scrolls on its own when taller than the screen.
      const header = await page.locator('header').boundingBox()
      const box = await menu.boundingBox()
      expect(box?.y).toBeCloseTo((header?.y ?? 0) + (header?.height ?? 0), 0)
      await button.click()
      await expect(menu).toBeHidden()
    })
  })
})

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === localePreferenceKey)
}

test.describe('the language link without JavaScript', () => {
  test('sets a year-long cookie, lands on the twin with the query string kept, and the server then honours the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/countries/mexico?utm_source=x&utm_campaign=launch')
    await page.getByTestId('language-toggle').click()
    await expect(page).toHaveURL('/en/countries/mexico?utm_source=x&utm_campaign=launch')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    const cookie = await localeCookie(context)
    expect(cookie).toMatchObject({ value: 'en-US', sameSite: 'Lax', path: '/', httpOnly: false })
    expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - oneYear)).toBeLessThan(86_400)

    // A later visit to an unprefixed page is answered in English.
    await page.goto('/')
    await expect(page).toHaveURL('/en')
    await page.goto('/terms')
    await expect(page).toHaveURL('/en/terms')

    // And back: Portuguese is remembered as well.
    await page.getByTestId('language-toggle').click()
    await expect(page).toHaveURL('/terms')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    expect((await localeCookie(context))?.value).toBe('pt-BR')
    await page.goto('/')
    await expect(page).toHaveURL('/')
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 800 } })

    test('is on screen in the small header too', async ({ page }) => {
      await page.goto('/en/industries/gaming')
      await expect(page.getByTestId('language-toggle')).toBeInViewport()
      await page.getByTestId('language-toggle').click()
      await expect(page).toHaveURL('/industries/gaming')
    })
  })

  test("from a 404 page leads to the other language's home page and never off the site", async ({
    page,
    context,
    baseURL,
  }) => {
    const { origin, offSite } = await recordOffSite(context, baseURL)
    for (const [from, to] of [
      ['/en/%5Cevil.example', '/'],
      ['/%5C%5Cevil.example?x=1', '/en'],
    ] as const) {
      const response = await page.goto(from)
      expect(response?.status()).toBe(404)
      await page.getByTestId('language-toggle').click()
      await expect(page).toHaveURL(`${origin}${to}`)
    }
    expect(offSite).toEqual([])
  })
})

test.describe('axe (WCAG 2.2 AA) with every script blocked, menus closed and open', () => {
  // axe runs in the page, so the page's own scripts are blocked instead of JavaScript as a whole: the same HTML a
  // visitor without script gets. axe-core comes with Lighthouse.
  test.use({ javaScriptEnabled: true, bypassCSP: true })
  const axeSource = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8')

  async function violations(page: Page): Promise<string[]> {
    await page.evaluate(axeSource)
    return page.evaluate(async () => {
      if (!window.axe) throw new Error('axe did not load')
      const result = await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      })
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    })
  }

  for (const width of [1280, 390]) {
    test(`at ${width} px`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 })
      await context.route(
        (url) => url.pathname.endsWith('.js'),
        (route) => route.abort(),
      )
      for (const url of ['/', '/en/countries/mexico', '/terms', '/en/no-such-page']) {
        await page.goto(url)
        expect(await violations(page), `${url} closed`).toEqual([])
        // The first menu: the tallest (Industries) lies over the short 404 page's footer links, which axe reports as
        // target-size with JavaScript as well (an open menu lies over the page).
        const summary =
          width === 1280
            ? page.locator('header nav details > summary').first()
            : page.locator('header summary').filter({ visible: true })
        await summary.click()
        await expect(summary.locator('xpath=..')).toHaveAttribute('open', '')
        expect(await violations(page), `${url} open`).toEqual([])
      }
    })
  }
})

test.describe('a menu opened before the script arrives (a slow network)', () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 390, height: 800 } })

  test('stays open, with the focus on its button, when the scripted menu takes over', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto('/en/countries/mexico', { waitUntil: 'domcontentloaded' })
    const summary = page.locator('header summary').filter({ visible: true })
    await summary.click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    release()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const button = page.getByRole('button', { name: siteText('en-US', 'nav.menu') })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await expect(button).toBeFocused()
    // The scripted menu's own behaviour from here: Escape closes it.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  })
})
