import { expect, test, type Page } from '@playwright/test'
import type { Messages } from '@lingui/core'
import { messages as enContact } from '../../locales/en-US/contact.ts'
import { messages as enCopy } from '../../locales/en-US/copy.ts'
import { messages as enSite } from '../../locales/en-US/site.ts'
import { messages as ptContact } from '../../locales/pt-BR/contact.ts'
import { messages as ptCopy } from '../../locales/pt-BR/copy.ts'
import { messages as ptSite } from '../../locales/pt-BR/site.ts'
import { createI18n } from '../../site/createI18n.ts'
import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { copyPrefix, sitePaths } from '../../site/sitePaths.ts'
import { foreignLanguageWords } from '../support/foreignLanguageWords.ts'

/*
 * The copy as a visitor sees it, on the production build: all 62 pages (31 routes × 2 languages) come from the registry.
 * Every page answers 200, shows no raw message id, no empty card or section, its own <title> and description,
 * and no text of the other language.
 */

const copy = { 'pt-BR': ptCopy, 'en-US': enCopy } satisfies Record<Locale, Messages>
const i18n = {
  'pt-BR': createI18n('pt-BR', { ...ptSite, ...ptContact, ...ptCopy }),
  'en-US': createI18n('en-US', { ...enSite, ...enContact, ...enCopy }),
}
const pages = locales.flatMap((locale) =>
  sitePaths.map((path) => ({ locale, path, url: localizePath(path, locale), prefix: copyPrefix(path) })),
)

// A raw id is "<namespace>.<key>..." with a namespace that some catalogue uses, e.g. "solutions.fx-desk.heroTitle" or "badge.cards".
const namespaces = [
  ...new Set([
    ...Object.keys({ ...ptSite, ...ptContact, ...ptCopy }).map((id) => id.split('.')[0]),
    ...pages.map((p) => p.prefix.split('.')[0]),
  ]),
]
const rawId = new RegExp(
  `(?<![\\w.-])(?:${namespaces.map((n) => n.replace(/[.-]/g, '\\$&')).join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`,
)

/** How many numbered pairs `<prefix>.<stem>{N}Title` the page's copy has. */
const count = (locale: Locale, prefix: string, stem: string) =>
  Object.keys(copy[locale]).filter((id) =>
    new RegExp(`^${prefix.replace(/[.-]/g, '\\$&')}\\.${stem}\\d+Title$`).test(id),
  ).length

/** The visible text of the page, without the language toggle (its label and hint name the other language on purpose). */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const toggles = [...document.querySelectorAll<HTMLElement>('[data-testid="language-toggle"]')]
    const saved = toggles.map((toggle) => toggle.style.display)
    toggles.forEach((toggle) => (toggle.style.display = 'none'))
    const text = document.body.innerText
    toggles.forEach((toggle, i) => (toggle.style.display = saved[i]))
    return text
  })
}

/** Non-empty texts of each matched element's heading and body parts. */
async function blocks(page: Page, selector: string, heading: string, body: string) {
  return page.locator(selector).evaluateAll(
    (elements, [h, b]) =>
      elements.map((element) => ({
        heading: element.querySelector(h)?.textContent?.trim() ?? '',
        body: [...element.querySelectorAll(b)]
          .map((node) => node.textContent?.trim() ?? '')
          .join(' ')
          .trim(),
      })),
    [heading, body] as const,
  )
}

for (const { locale, path, url, prefix } of pages) {
  test(`${url}: full copy in ${locale}`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)

    const text = await visibleText(page)
    expect(text.match(rawId)?.[0] ?? null, 'raw message id on the page').toBeNull()
    expect(foreignLanguageWords(text, locale), 'words of the other language').toEqual([])

    await expect(page).toHaveTitle(i18n[locale]._(`${prefix}.metaTitle`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      i18n[locale]._(`${prefix}.metaDescription`),
    )
    await expect(page.locator('h1')).toHaveText(i18n[locale]._(`${prefix}.heroTitle`))

    if (path === '/terms' || path === '/privacy') {
      const sections = await blocks(page, 'article section', 'h2', 'p, li')
      expect(sections).toHaveLength(8)
      for (const section of sections) {
        expect(section.heading).not.toBe('')
        expect(section.body.length).toBeGreaterThan(40)
      }
    } else if (path === '/about-us') {
      for (const [testId, stem] of [
        ['about-services', 'whatWeDo'],
        ['about-values', 'value'],
      ] as const) {
        const items = await blocks(page, `[data-testid="${testId}"] > li`, 'h3', 'p')
        expect(items).toHaveLength(count(locale, prefix, stem))
        expect(items).toHaveLength(4)
        for (const item of items) expect(item.heading && item.body, `${testId} item`).toBeTruthy()
      }
    } else {
      const cards = await blocks(page, '[data-testid="benefit-grid"] > li', 'h3', 'p')
      expect(cards.length).toBe(count(locale, prefix, 'benefit'))
      expect(cards.length).toBeGreaterThanOrEqual(3)
      for (const card of cards) {
        expect(card.heading, 'card title').not.toBe('')
        expect(card.body, `description of card "${card.heading}"`).not.toBe('')
      }
      if (path !== '/') await expect(page.getByTestId('hero-badges').locator('li')).not.toHaveCount(0)
    }
  })
}

for (const locale of locales) {
  test(`${locale}: every page has its own <title> and meta description`, async ({ request }) => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
    for (const { url } of pages.filter((p) => p.locale === locale)) {
      const html = await (await request.get(url)).text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? ''
      for (const [kind, value] of [
        ['title', title],
        ['description', description],
      ] as const) {
        expect(value, `${kind} of ${url}`).not.toBe('')
        expect(seen[kind].get(value), `${kind} of ${url} already used by`).toBeUndefined()
        seen[kind].set(value, url)
      }
    }
    expect(seen.title.size).toBe(sitePaths.length)
  })
}
