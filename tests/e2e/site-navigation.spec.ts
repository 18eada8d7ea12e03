import { expect, test, type Page } from '@playwright/test'
import { landingPages, landingPath } from '../../site/landingPages.ts'
import { waitForHydration } from './support/browserConsole.ts'
import { pageName } from './support/pageName.ts'
import { siteText } from './support/siteText.ts'
import { headerCta } from './support/headerCta.ts'

/** A family's pages in the registry's order: what its menu lists. */
const familyPaths = (family: string) => landingPages.filter((entry) => entry.family === family).map(landingPath)

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: siteText('pt-BR', 'nav.label') })
}

function menuButton(page: Page, family: string) {
  return mainNav(page).getByRole('button', { name: siteText('pt-BR', `nav.${family}`) })
}

async function panelOf(page: Page, family: string) {
  const id = await menuButton(page, family).getAttribute('aria-controls')
  return page.locator(`[id="${id}"]`)
}

test.describe('the header dropdowns', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
  })

  test('work with the keyboard: Tab, Enter, arrows, Escape', async ({ page }) => {
    const solutions = menuButton(page, 'solutions')
    const panel = await panelOf(page, 'solutions')
    await expect(panel).toBeHidden()
    // The skip link first, then the logo, then the first menu.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: siteText('pt-BR', 'nav.skipToContent') })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(solutions).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(solutions).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link')).toHaveCount(familyPaths('solutions').length)

    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link').nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(panel.getByRole('link').first()).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(solutions).toHaveAttribute('aria-expanded', 'false')
    await expect(solutions).toBeFocused()

    // A closed menu keeps its links out of the tab order: Tab goes to the next menu.
    await page.keyboard.press('Tab')
    const methods = menuButton(page, 'methods')
    await expect(methods).toBeFocused()
    // ArrowDown on a closed menu opens it on its first link.
    await page.keyboard.press('ArrowDown')
    const methodsPanel = await panelOf(page, 'methods')
    await expect(methodsPanel).toBeVisible()
    await expect(methodsPanel.getByRole('link').first()).toBeFocused()

    // Enter on a link follows it.
    await page.keyboard.press('ArrowDown')
    await expect(methodsPanel.getByRole('link').nth(1)).toBeFocused()
    const second = familyPaths('methods')[1]
    expect(await methodsPanel.getByRole('link').nth(1).getAttribute('href')).toBe(second)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(second ?? '')
  })

  test('close when the focus leaves them', async ({ page }) => {
    const countries = menuButton(page, 'countries')
    const panel = await panelOf(page, 'countries')
    await countries.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // Through its links and on to the next menu.
    for (let i = 0; i <= familyPaths('countries').length; i++) await page.keyboard.press('Tab')
    await expect(menuButton(page, 'industries')).toBeFocused()
    await expect(panel).toBeHidden()
  })

  test('open on hover, close when the pointer leaves, and their links work', async ({ page }) => {
    const panel = await panelOf(page, 'methods')
    await menuButton(page, 'methods').hover()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link')).toHaveCount(familyPaths('methods').length)
    // Away from the header and its open panel.
    await page.mouse.move(640, 650)
    await expect(panel).toBeHidden()

    const industries = await panelOf(page, 'industries')
    await menuButton(page, 'industries').hover()
    await expect(industries.getByRole('link')).toHaveCount(familyPaths('industries').length)
    await industries.getByRole('link', { name: pageName('/industries/payroll', 'pt-BR') }).click()
    await expect(page).toHaveURL('/industries/payroll')
  })

  test('Escape closes a menu opened by hovering while the pointer is still over it, and it stays closed there', async ({
    page,
  }) => {
    // WCAG 1.4.13: content shown on hover can be dismissed without moving the pointer.
    const panel = await panelOf(page, 'methods')
    const button = menuButton(page, 'methods')
    const box = await button.boundingBox()
    if (!box) throw new Error('the menu button is not on screen')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 4, y)
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    // Moving over it (its label, its caret) does not bring it back; leaving and pointing again does.
    await page.mouse.move(box.x + box.width - 4, y, { steps: 8 })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await page.mouse.move(640, 650)
    await button.hover()
    await expect(panel).toBeVisible()
  })

  test('a mouse click on a menu button leaves it open (hovering already opened it)', async ({ page }) => {
    const panel = await panelOf(page, 'solutions')
    await menuButton(page, 'solutions').click()
    await expect(panel).toBeVisible()
    await expect(menuButton(page, 'solutions')).toHaveAttribute('aria-expanded', 'true')
    // A second click closes it.
    await menuButton(page, 'solutions').click()
    await expect(panel).toBeHidden()
  })
})

test.describe('the mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  const hamburger = (page: Page) => page.getByRole('button', { name: siteText('pt-BR', 'nav.menu') })

  test.beforeEach(async ({ page }) => {
    await page.goto('/countries/brazil')
    await waitForHydration(page)
  })

  test('replaces the desktop menus, lists every registry page, and closes on navigation', async ({ page }) => {
    await expect(hamburger(page)).toBeVisible()
    await expect(mainNav(page)).toBeHidden()
    // 'Talk to Sales' stays in the bar: a phone reaches the form without opening the menu (docs/pages-and-copy.md).
    await expect(page.locator(headerCta)).toBeVisible()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()

    await hamburger(page).click()
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    const links = menu.locator('a:not([data-cta])')
    await expect(links).toHaveCount(landingPages.length)
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      landingPages.map(landingPath),
    )

    const colombia = menu.getByRole('link', { name: pageName('/countries/colombia', 'pt-BR') })
    await colombia.scrollIntoViewIfNeeded()
    await colombia.click()
    await expect(page).toHaveURL('/countries/colombia')
    await waitForHydration(page)
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('the hamburger button toggles the menu', async ({ page }) => {
    await hamburger(page).click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await hamburger(page).click()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
  })

  test('choosing the call-to-action closes the menu and scrolls to the contact section', async ({ page }) => {
    await hamburger(page).click()
    const menu = page.getByTestId('mobile-menu')
    const cta = menu.locator('a[data-cta="contact"]')
    await expect(cta).toHaveText(siteText('pt-BR', 'cta.talkToSales'))
    await cta.click()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false')
    await expectContactBelowHeader(page)
    await expect(page).toHaveURL(/#contact$/)
  })
})

/** Clicks the link in the page and reports where the view is right after the click, then the header's bottom edge. */
async function clickAndMeasure(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const link = document.querySelector<HTMLElement>(sel)
    if (!link) throw new Error(`no ${sel}`)
    link.click()
    return {
      scrollY: window.scrollY,
      contactTop: document.getElementById('contact')?.getBoundingClientRect().top ?? NaN,
    }
  }, selector)
}

async function expectContactBelowHeader(page: Page) {
  await expect(page.locator('#contact')).toBeInViewport()
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
        const top = document.getElementById('contact')?.getBoundingClientRect().top ?? NaN
        return top >= header - 1 && top < header + 40
      }),
    )
    .toBe(true)
}

test.describe('the call-to-action', () => {
  test('in the header smooth-scrolls to the contact section, which ends up just under the sticky header', async ({
    page,
  }) => {
    await page.goto('/en/solutions/cross-border')
    await waitForHydration(page)
    await expect(page.locator(headerCta)).toHaveText('Talk to Sales')
    const right = await clickAndMeasure(page, headerCta)
    // Smooth: the view has not jumped yet when the click returns.
    expect(right.scrollY).toBe(0)
    await expectContactBelowHeader(page)
    await expect(page).toHaveURL(/\/en\/solutions\/cross-border#contact$/)
  })

  test('on the home hero (Request Demo) goes to the contact section too', async ({ page }) => {
    await page.goto('/en')
    await waitForHydration(page)
    const demo = page.locator('main a[data-cta="contact"]').first()
    await expect(demo).toHaveText('Request Demo')
    await demo.click()
    await expectContactBelowHeader(page)
  })

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('jumps there instantly', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      const right = await clickAndMeasure(page, headerCta)
      expect(right.scrollY).toBeGreaterThan(0)
      const headerBottom = await page.evaluate(
        () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      )
      expect(right.contactTop).toBeGreaterThanOrEqual(headerBottom - 1)
      expect(right.contactTop).toBeLessThan(headerBottom + 40)
    })
  })
})

test.describe('every navigation starts at the top', () => {
  test('from a footer link', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page
      .locator('footer')
      .getByRole('link', { name: siteText('pt-BR', 'footer.terms') })
      .click()
    await expect(page).toHaveURL('/terms')
    await waitForHydration(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('from a header menu after scrolling down (the header stays on screen)', async ({ page }) => {
    await page.goto('/en/methods/spei')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const nav = page.getByRole('navigation', { name: siteText('en-US', 'nav.label') })
    await expect(nav).toBeInViewport()
    const countries = nav.getByRole('button', { name: siteText('en-US', 'nav.countries') })
    await countries.hover()
    await page
      .getByRole('link', { name: pageName('/countries/argentina', 'en-US') })
      .first()
      .click()
    await expect(page).toHaveURL('/en/countries/argentina')
    await waitForHydration(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('after following the call-to-action, the next page starts at the top too', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator(headerCta).click()
    await expect(page.locator('#contact')).toBeInViewport()
    await page
      .locator('footer')
      .getByRole('link', { name: siteText('pt-BR', 'footer.privacy') })
      .click()
    await expect(page).toHaveURL('/privacy')
    await waitForHydration(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
