import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Records every console error and warning and every uncaught page error from now on.
 * The browser's own "Failed to load resource … 404" line for a page that is meant to be a 404 is the one expected message.
 */
export function watchConsole(page: Page, { expect404For }: { expect404For?: string } = {}): () => string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const text = message.text()
    const location = message.location().url
    if (expect404For && /status of 404/.test(text) && location.endsWith(expect404For)) return
    problems.push(`${message.type()}: ${text}${location ? ` (${location})` : ''}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return () => problems
}

/**
 * Brings the visitor to the header, then waits until React has hydrated the page. React and the header's code load
 * only when the visitor is about to use the header or the contact section (docs/front-end.md), so the pointer comes
 * to the header's top-left corner, over no control. The app sets `data-hydrated` on <html> from the shell's effect,
 * which runs after the hydration render has been committed (so any mismatch has been reported) and after every
 * effect below it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header').hover({ position: { x: 2, y: 2 } })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Waits until React has hydrated `element` itself, so its handlers listen. An island inside the shell (the language
 * toggle's tooltip) has code of its own that may still be on its way once the shell has hydrated; the server's HTML
 * already looks the same, so only React's props on the element tell.
 */
export async function waitForReactOn(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
}

/**
 * Attributes the server rendered differently from what the browser's first render wanted. Production React
 * leaves such mismatches in place silently (only development builds warn), so the DOM is compared here
 * with the props React holds for each element: class, href, id, lang, role, hidden, aria-* and data-*.
 */
export async function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mismatches: string[] = []
    const attributeOf = (prop: string) => (prop === 'className' ? 'class' : prop === 'hrefLang' ? 'hreflang' : prop)
    for (const element of document.querySelectorAll('#root, #root *')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'))
      if (!key) continue
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]
      for (const [prop, value] of Object.entries(props)) {
        const checked =
          ['className', 'href', 'hrefLang', 'id', 'lang', 'role', 'hidden'].includes(prop) || /^(aria|data)-/.test(prop)
        if (
          !checked ||
          value === undefined ||
          value === null ||
          typeof value === 'function' ||
          typeof value === 'object'
        )
          continue
        const actual = element.getAttribute(attributeOf(prop))
        const expected = prop === 'hidden' ? (value ? '' : null) : String(value)
        if (actual !== expected)
          mismatches.push(
            `<${element.tagName.toLowerCase()}> ${attributeOf(prop)}: server "${actual}", browser "${expected}"`,
          )
      }
    }
    return mismatches
  })
}
