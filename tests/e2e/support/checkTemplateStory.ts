import { expect, type Page } from '@playwright/test'
import { locales } from '../../../site/locales.ts'
import { localizePath } from '../../../site/locales.ts'
import { sitePaths } from '../../../site/landingPages.ts'

const knownPaths = new Set(locales.flatMap((locale) => sitePaths.map((path) => localizePath(path, locale))))

/** The share of the page body (main) taken by the blocks every template page shows alike. */
const sharedShare = (page: Page) =>
  page.evaluate(() => {
    const height = (element: Element | null) => element?.getBoundingClientRect().height ?? 0
    const shared = [...document.querySelectorAll('main [data-shared-block]')].reduce((sum, e) => sum + height(e), 0)
    return shared / height(document.querySelector('main'))
  })

/** Rects of the hero visual drawn as a fully rounded bar with no text on it: a placeholder, not a label. */
const placeholderBars = (page: Page) =>
  page.getByTestId('hero-visual').evaluate((svg) => {
    const texts = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect())
    return [...svg.querySelectorAll('rect')].flatMap((rect) => {
      const box = rect.getBoundingClientRect()
      const rx = Number(rect.getAttribute('rx') ?? 0)
      const height = Number(rect.getAttribute('height') ?? 0)
      const width = Number(rect.getAttribute('width') ?? 0)
      const isBar = height > 0 && height <= 24 && width >= 3 * height && rx * 2 >= height
      const labelled = texts.some((t) => {
        const [x, y] = [t.x + t.width / 2, t.y + t.height / 2]
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom
      })
      return isBar && !labelled ? [rect.outerHTML] : []
    })
  })

/**
 * The page's questions: shown, 4 to 6, each answer closed; with `open`, the last one opened by a click on its question
 * (a native disclosure: the page's own CSS must not keep its answer hidden).
 */
export async function checkQuestions(page: Page, { open = true }: { open?: boolean } = {}) {
  const faq = page.getByTestId('faq')
  await expect(faq).toBeVisible()
  const questions = faq.locator('summary')
  const count = await questions.count()
  expect(count, 'questions').toBeGreaterThanOrEqual(4)
  expect(count, 'questions').toBeLessThanOrEqual(6)
  const answer = faq.locator('details').last().locator('p')
  await expect(answer).toBeHidden()
  if (!open) return
  await questions.last().click()
  await expect(answer).toBeVisible()
}

/**
 * What a buyer sees on a template page (docs/pages-and-copy.md): its family's story below the cards, then its
 * questions, the blocks all pages share kept short, and visuals with labels instead of placeholder bars. Opening a
 * question is the same template's behaviour on every page: `openAQuestion` on one page per family and language.
 */
export async function checkTemplateStory(page: Page, url: string, { openAQuestion }: { openAQuestion: boolean }) {
  const story = page.getByTestId('family-story')
  await expect(story).toBeVisible()
  const order = await page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN
    return [
      '[data-testid="benefit-grid"]',
      '[data-testid="family-story"]',
      '[data-testid="faq"]',
      '[data-shared-block]',
    ].map(top)
  })
  expect(order[0], 'cards before story').toBeLessThan(order[1])
  expect(order[1], 'story before questions').toBeLessThan(order[2])
  expect(order[2], 'questions before shared blocks').toBeLessThan(order[3])
  await expect(story.locator('ol > li')).toHaveCount(3)
  const links = await story.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  expect(links.length, 'related links').toBeGreaterThanOrEqual(2)
  for (const href of links) {
    expect(knownPaths.has(href), `links to ${href}`).toBe(true)
    expect(href, 'links to itself').not.toBe(url)
  }
  const share = await sharedShare(page)
  console.log(`${url.padEnd(40)} shared blocks: ${(share * 100).toFixed(1)}% of the body`)
  expect(share, "shared blocks' share of the body").toBeLessThanOrEqual(0.45)
  expect(await placeholderBars(page), 'placeholder bars').toEqual([])
  await checkQuestions(page, { open: openAQuestion })
}
