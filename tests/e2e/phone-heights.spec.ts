import { expect, test, type Browser, type Page } from '@playwright/test'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { sitePaths } from '../../site/sitePaths.ts'

// Shorter on a phone, with nothing hidden that a desktop visitor sees (docs/pages-and-copy.md, "On a phone"): at
// 390 px every template page and the home page stay under their height budget, every block of the page is there and
// visible, and the text a visitor can read is the same as at 1440 px.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1440, height: 900 } }

/**
 * Height budgets at 390 px (document scrollHeight): the template pages and home have theirs (issue 28); About, terms
 * and privacy have none of their own, and may not grow past home's.
 */
const limits = { template: 7_000, home: 8_000, other: 8_000 } as const

const templatePaths = new Set(landingPages.map(landingPath))

type Kind = 'template' | 'home' | 'other'
const kindOf = (logicalPath: string): Kind =>
  templatePaths.has(logicalPath) ? 'template' : logicalPath === '/' ? 'home' : 'other'

/**
 * Opens the page and waits for its fonts. Not for hydration: what is measured is the server's HTML (page bodies and
 * the footer are HTML only, and the form's island keeps the server's markup until the visitor nears it), and on a
 * loaded machine a fresh server was seen to drop the hydration script's first request, leaving the page unhydrated.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.evaluate(async () => void (await document.fonts.ready))
}

/** The words a visitor can read in the page's body and footer (rendered text only: nothing `display: none`). */
async function readableWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main, footer, footer + aside')].map((el) => el.innerText).join(' '),
  )
  return text.toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * The blocks the spec names for a template page: [what, selector, fewest, most]. A selector starting with "hero "
 * is looked up in the hero (the first section of the body).
 */
const templateBlocks: readonly (readonly [string, string, number, number])[] = [
  ['hero title', 'hero h1', 1, 1],
  ['hero call-to-action', 'hero a[data-cta="contact"]', 1, 1],
  ['hero badges', 'hero [data-testid="hero-badges"] li', 1, 10],
  ['hero visual', 'hero [data-testid="hero-visual"]', 1, 1],
  ['cards', '[data-testid="benefit-grid"] > li', 2, 10],
  ['card icons', '[data-testid="benefit-grid"] > li [data-icon]', 2, 10],
  ['card titles', '[data-testid="benefit-grid"] > li h3', 2, 10],
  ['card texts', '[data-testid="benefit-grid"] > li p', 2, 10],
  ['story title', '[data-testid="family-story"] h2', 1, 1],
  ['story steps', '[data-testid="family-story"] ol > li', 3, 3],
  ['story step titles', '[data-testid="family-story"] ol > li h3', 3, 3],
  ['story step texts', '[data-testid="family-story"] ol > li p', 3, 3],
  ['see also links', '[data-testid="family-story"] nav a', 1, 20],
  ['questions', '[data-testid="faq"] summary', 4, 6],
  ['billboard heading', '[data-shared-block="billboard"] h2', 1, 1],
  ['billboard figures', '[data-shared-block="billboard"] dd', 2, 2],
  ['info sections', '[data-shared-block="info"] section', 3, 3],
  ['info illustrations', '[data-shared-block="info"] [data-testid="info-illustration"]', 3, 3],
  ['info headings', '[data-shared-block="info"] section h2', 3, 3],
  ['info texts', '[data-shared-block="info"] section p', 3, 3],
  ['contact heading', 'section#contact h2', 1, 1],
  ['contact fields', 'section#contact form :is(#contact-name, #contact-email, #contact-message)', 3, 3],
  ['contact submit', 'section#contact form button[type="submit"]', 1, 1],
  ['contact aside', 'section#contact aside', 1, 1],
  ['footer links', 'footer nav a', 12, 40],
  ['disclaimer', 'footer + aside p', 1, 1],
]

/** Each block that is missing, too few or too many, or not all visible (rendered, with a box, not transparent). */
async function missingBlocks(page: Page): Promise<string[]> {
  const found = await page.evaluate((blocks) => {
    const hero = document.querySelector('main section')
    return blocks.map(([, selector]) => {
      const elements = selector.startsWith('hero ')
        ? [...(hero?.querySelectorAll(selector.slice(5)) ?? [])]
        : [...document.querySelectorAll(selector)]
      const visible = elements.filter((el) => {
        const box = el.getBoundingClientRect()
        return (
          box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
      })
      return { count: elements.length, visible: visible.length }
    })
  }, templateBlocks)
  return templateBlocks.flatMap(([name, , fewest, most], index) => {
    const { count, visible } = found[index]
    if (count < fewest || count > most) return [`${name}: ${count} (expected ${fewest}–${most})`]
    return visible < count ? [`${name}: ${count - visible} of ${count} not visible`] : []
  })
}

async function measure(browser: Browser, url: string, kind: Kind) {
  const phoneContext = await browser.newContext(phone)
  const desktopContext = await browser.newContext(desktop)
  try {
    const page = await phoneContext.newPage()
    await open(page, url)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    if (kind === 'template') expect.soft(await missingBlocks(page), `${url}: the blocks at 390 px`).toEqual([])
    const phoneWords = await readableWords(page)
    const wide = await desktopContext.newPage()
    await open(wide, url)
    const desktopHeight = await wide.evaluate(() => document.documentElement.scrollHeight)
    // The same words in the same order: nothing a desktop visitor reads is hidden on a phone.
    expect.soft(phoneWords, `${url}: the text a phone shows is the desktop's`).toEqual(await readableWords(wide))
    return { height, desktopHeight }
  } finally {
    await phoneContext.close()
    await desktopContext.close()
  }
}

type Row = { url: string; kind: Kind; height: number; desktopHeight: number; limit: number }

const table = (title: string, rows: readonly Row[]) =>
  [
    `Page heights, ${title} (document scrollHeight, px):`,
    `${'page'.padEnd(40)} ${'kind'.padEnd(9)} ${'390 px'.padStart(7)} ${'limit'.padStart(6)} ${'1440 px'.padStart(8)}`,
    ...rows.map(
      (r) =>
        `${r.url.padEnd(40)} ${r.kind.padEnd(9)} ${String(r.height).padStart(7)} ${String(r.limit).padStart(6)} ${String(r.desktopHeight).padStart(8)}`,
    ),
  ].join('\n')

/** The pages in groups small enough for one test each (the standalone pages, then each family), from the registries. */
const groups = [
  { name: 'standalone pages', paths: sitePaths.filter((p) => !templatePaths.has(p)) },
  ...families.map((family) => ({
    name: family,
    paths: landingPages.filter((p) => p.family === family).map(landingPath),
  })),
]

for (const locale of locales)
  for (const group of groups)
    test(`at 390 px the ${group.name} (${locale}) stay within their height and keep every block`, async ({
      browser,
    }) => {
      test.setTimeout(90_000 * group.paths.length)
      const rows: Row[] = []
      try {
        for (const logicalPath of group.paths) {
          const url = localizePath(logicalPath, locale)
          const kind = kindOf(logicalPath)
          const limit = limits[kind]
          const { height, desktopHeight } = await measure(browser, url, kind)
          rows.push({ url, kind, height, desktopHeight, limit })
          expect.soft(height, `${url} at 390 px`).toBeLessThanOrEqual(limit)
        }
      } finally {
        console.log(table(`${group.name}, ${locale}`, rows))
      }
    })
