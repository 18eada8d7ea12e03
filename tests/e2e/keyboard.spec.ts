import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/browserConsole.ts'
import { siteText } from './support/siteText.ts'
import { headerCta } from './support/headerCta.ts'

/** What the focused element's ring is drawn in, and the colours of what lies behind it (every stop of a gradient). */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement)) return undefined
    const style = getComputedStyle(element)
    const colours = (value: string) => value.match(/rgba?\([^)]+\)/g) ?? []
    let backgrounds: string[] = []
    for (let at: Element | null = element.parentElement; at && backgrounds.length === 0; at = at.parentElement) {
      const behind = getComputedStyle(at)
      const solid = colours(behind.backgroundColor).filter((c) => !/,\s*0\)$/.test(c))
      backgrounds = behind.backgroundImage !== 'none' ? colours(behind.backgroundImage) : solid
    }
    const name = `${element.tagName.toLowerCase()} ${JSON.stringify((element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40))}`
    return {
      name,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      ring: style.outlineColor,
      backgrounds: backgrounds.length ? backgrounds : ['rgb(255, 255, 255)'],
    }
  })
}

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b_] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b_
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

async function expectVisibleRing(page: Page, where: string) {
  const ring = await focusRing(page)
  if (!ring || ring.name.startsWith('body') || ring.name.startsWith('main')) return
  expect(ring.style, `${where}: ${ring.name}`).not.toBe('none')
  expect(ring.width, `${where}: ${ring.name}`).toBeGreaterThanOrEqual(2)
  for (const background of ring.backgrounds) {
    expect(
      contrast(ring.ring, background),
      `${where}: ${ring.name} ring ${ring.ring} on ${background}`,
    ).toBeGreaterThanOrEqual(3)
  }
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and takes the focus past the header to the content', async ({ page }) => {
    for (const [url, locale] of [
      ['/', 'pt-BR'],
      ['/en/terms', 'en-US'],
    ] as const) {
      await page.goto(url)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: siteText(locale, 'nav.skipToContent') })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
    }
  })

  test('every focus ring has at least 3:1 contrast against what it is drawn on', async ({ page }) => {
    for (const url of ['/', '/en/solutions/fx-desk', '/about-us', '/en/terms', '/en/no-such-page']) {
      await page.goto(url)
      await waitForHydration(page)
      const stops = await page.locator('a[href], button, input, textarea').count()
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab')
        await expectVisibleRing(page, url)
      }
    }
    // Inside an open menu of the header (a light panel on the dark header).
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: siteText('pt-BR', 'nav.solutions') }).focus()
    await page.keyboard.press('ArrowDown')
    await expectVisibleRing(page, 'solutions menu')
  })

  test('a call-to-action leaves the focus on the contact section, so Tab goes on into the form', async ({ page }) => {
    await page.goto('/en/methods/pix')
    await waitForHydration(page)
    await page.locator(headerCta).focus()
    await page.keyboard.press('Enter')
    // The section's heading speaks of the page ('Talk to us about PIX'): the focus lands on it.
    await expect(page.locator('#contact-heading')).toBeFocused()
    await expect(page.locator('#contact')).toBeInViewport()
    await page.keyboard.press('Tab')
    await expect(page.locator('#contact-name')).toBeFocused()
  })

  test("the 404 page's call-to-action leads to the contact section of its language's home page", async ({ page }) => {
    await page.goto('/en/no-such-page')
    await waitForHydration(page)
    await page.locator(headerCta).click()
    await expect(page).toHaveURL('/en#contact')
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('the language toggle keeps the query string and the fragment', async ({ page }) => {
    await page.goto('/en/countries/mexico?utm_source=x&utm_campaign=launch#contact')
    await waitForHydration(page)
    await page.getByTestId('language-toggle').click()
    await expect(page).toHaveURL('/countries/mexico?utm_source=x&utm_campaign=launch#contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  })
})

test.describe('the mobile menu with the keyboard (390 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('Tab stays in the header while it is open; Escape closes it and returns the focus to its button', async ({
    page,
  }) => {
    await page.goto('/industries/gaming')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: siteText('pt-BR', 'nav.menu') })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    const stops = await page.locator('header a[href], header button').count()
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() =>
        document.activeElement?.closest('header') ? 'header' : document.activeElement?.tagName.toLowerCase(),
      )
      // Past the header's last stop the focus leaves the page for the browser's own controls, never the page behind.
      expect(['header', 'body'], `stop ${i + 1}`).toContain(where)
      if (where === 'header') await expectVisibleRing(page, 'mobile menu')
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // The page behind is reachable again (once the closed menu has been painted).
    await expect.poll(() => page.evaluate(() => (document.getElementById('main') as HTMLElement).inert)).toBe(false)
  })
})

// F8 from the first paint (docs/states-and-limits.md): the head's inline script hands the focus to the notifications'
// region, so a press at DOMContentLoaded or at the load event is kept, whether the page's files have arrived or not.
test.describe('F8 before the page has loaded its code', () => {
  const toasts = (page: Page) => page.locator('#toasts')

  for (const moment of ['domcontentloaded', 'load'] as const) {
    test(`a press at ${moment} moves the focus to the notifications, with every built script refused`, async ({
      page,
    }) => {
      // Refused, as in language-before-script.spec.ts: what is left is the server's HTML and the head's inline script.
      await page.route('**/assets/**/*.js', (route) => route.abort())
      await page.goto('/en/methods/pix', { waitUntil: moment })
      await page.keyboard.press('F8')
      await expect(toasts(page)).toBeFocused()
    })

    test(`a press at ${moment} moves the focus to the notifications with the page's code on its way`, async ({
      page,
    }) => {
      await page.goto('/', { waitUntil: moment })
      await page.keyboard.press('F8')
      await expect(toasts(page)).toBeFocused()
    })
  }
})
