import { expect, test, type Page } from '@playwright/test'
import { locales } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { siteUrls } from './support/siteUrls.ts'

// The visuals on a phone (docs/pages-and-copy.md, "On a phone"): on every page of the route registry at 390 px, no
// text of a visual (the hero's, the info sections' art, any drawing with words) renders below 11 px, and the hero's
// visual fills its frame instead of leaving a hole beside a short list.

const phone = { width: 390, height: 844 }
const minimumText = 11
const pages = siteUrls.filter((site) => site.status === 200)

test.use({ viewport: phone, isMobile: true, hasTouch: true, javaScriptEnabled: false })

test('the pages measured are every page of the registry in every language', () => {
  expect(pages).toHaveLength(sitePaths.length * locales.length)
})

/**
 * Every visible text of a visual, with the size its letters are drawn at. An SVG text's font size is in the drawing's
 * units, so it is multiplied by the scale from those units to CSS pixels (the text's screen transform, which holds
 * the viewBox's fit into the frame and any transform between them); an HTML text inside a visual is drawn at its
 * computed size. A glyph box would measure the letters' shapes instead (a line of capitals is taller than one of
 * lower case), so the em, the size the type was set at, is what is compared.
 */
const visualTexts = (page: Page) =>
  page.evaluate(() => {
    const roots = document.querySelectorAll('[data-testid="hero-visual"], [data-testid="info-illustration"], svg')
    const seen = new Set<Element>()
    const texts: { text: string; px: number }[] = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        const text = node.textContent?.trim() ?? ''
        if (!element || !text || seen.has(element) || element.closest('title, desc, style, defs')) continue
        seen.add(element)
        const box = element.getBoundingClientRect()
        if (box.width === 0 || getComputedStyle(element).visibility !== 'visible') continue
        const size = parseFloat(getComputedStyle(element).fontSize)
        const matrix = element instanceof SVGGraphicsElement ? element.getScreenCTM() : null
        const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1
        texts.push({ text, px: Math.round(size * scale * 10) / 10 })
      }
    }
    return texts
  })

/**
 * How the hero's visual fills its frame (the SVG's box): the frame is cut into a 6 × 5 grid and a cell counts as
 * drawn when a mark (a text, a line, a dot, a chip) touches it. The large surfaces marks sit on (a card, a phone and
 * their shadows: shapes over a tenth of the frame) do not count: a card holding one row and a blank is a hole.
 * `widest` is the drawn part's share of the frame's width and height.
 */
const heroFill = (page: Page) =>
  page.getByTestId('hero-visual').evaluate((svg) => {
    const frame = svg.getBoundingClientRect()
    const [columns, rows] = [6, 5]
    const cell = { width: frame.width / columns, height: frame.height / rows }
    const drawn = new Set<string>()
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity]
    const marks = svg.querySelectorAll('text, path, circle, ellipse, rect, line, polyline, polygon')
    for (const mark of marks) {
      if (mark.closest('defs, marker, clipPath, mask')) continue
      const box = mark.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      left = Math.min(left, box.left)
      top = Math.min(top, box.top)
      right = Math.max(right, box.right)
      bottom = Math.max(bottom, box.bottom)
      if (mark.localName === 'rect' && box.width * box.height > 0.1 * frame.width * frame.height) continue
      for (let column = 0; column < columns; column++)
        for (let row = 0; row < rows; row++) {
          const x = frame.left + column * cell.width
          const y = frame.top + row * cell.height
          if (box.right > x && box.left < x + cell.width && box.bottom > y && box.top < y + cell.height)
            drawn.add(`${column},${row}`)
        }
    }
    return {
      cells: drawn.size / (columns * rows),
      width: (Math.min(right, frame.right) - Math.max(left, frame.left)) / frame.width,
      height: (Math.min(bottom, frame.bottom) - Math.max(top, frame.top)) / frame.height,
    }
  })

for (const site of pages) {
  test(`${site.url}: the visuals' text at least ${minimumText} px at 390 px, the hero's visual filling its frame`, async ({
    page,
  }) => {
    await page.goto(site.url)
    await page.evaluate(() => document.fonts.ready)
    const small = (await visualTexts(page)).filter((text) => text.px < minimumText)
    expect.soft(small, `texts below ${minimumText} px`).toEqual([])
    if ((await page.getByTestId('hero-visual').count()) === 0) return
    const fill = await heroFill(page)
    console.log(`${site.url.padEnd(40)} hero fill: ${JSON.stringify(fill)}`)
    expect.soft(fill.width, 'the drawn part’s share of the frame’s width').toBeGreaterThanOrEqual(0.85)
    expect.soft(fill.height, 'the drawn part’s share of the frame’s height').toBeGreaterThanOrEqual(0.85)
    expect.soft(fill.cells, 'the share of the frame’s cells drawn on').toBeGreaterThanOrEqual(0.8)
  })
}
