import { expect, test, type Page } from '@playwright/test'
import { createI18n } from '../../site/createI18n.ts'
import { pageMessages } from '../../renderer/i18n/pageMessages.ts'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { copyPrefix } from '../../site/sitePaths.ts'

/** The texts of one page in one language, as the server sends them (layout catalogue plus the page's copy). */
function pageText(locale: Locale, logicalPath: string) {
  const prefix = copyPrefix(logicalPath)
  const messages = pageMessages(locale, prefix)
  const i18n = createI18n(locale, messages)
  return {
    t: (id: string) => i18n._(id),
    has: (id: string) => id in messages,
    /** A template page's menu label ('PIX'), which its contact section's heading names. */
    topic: i18n._(`nav${logicalPath.replaceAll('/', '.')}`),
    /** benefit{N}Title / benefit{N}Desc pairs the copy defines, N = 1..10. */
    benefits: Array.from({ length: 10 }, (_, i) => i + 1)
      .filter((n) => `${prefix}.benefit${n}Title` in messages && `${prefix}.benefit${n}Desc` in messages)
      .map((n) => ({ title: i18n._(`${prefix}.benefit${n}Title`), description: i18n._(`${prefix}.benefit${n}Desc`) })),
    prefix,
  }
}

async function checkSharedSections(page: Page, locale: Locale, t: (id: string) => string, heading: string | RegExp) {
  const billboard = page.getByRole('region', { name: t('billboard.heading') })
  await expect(billboard).toBeVisible()
  await expect(billboard).toContainText(locale === 'en-US' ? '7.3%' : '7,3%')
  await expect(billboard).toContainText(locale === 'en-US' ? '52.7' : '52,7')
  for (const key of ['freedom', 'stablecoin', 'technology']) {
    await expect(page.getByRole('heading', { level: 2, name: t(`info.${key}.title`) })).toBeVisible()
  }
  const contact = page.locator('section#contact')
  await expect(contact).toHaveCount(1)
  // On a template page the section speaks of the page ('Talk to us about PIX'); elsewhere 'Talk to our team'.
  await expect(contact.getByRole('heading', { level: 2 }).first()).toHaveText(heading)
}

for (const locale of locales) {
  test(`home page (${locale})`, async ({ page }) => {
    const { t, benefits } = pageText(locale, '/')
    await page.goto(localizePath('/', locale))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home.heroTitle'))
    const demo = page.locator('main a[data-cta="contact"]').first()
    await expect(demo).toHaveText(t('cta.requestDemo'))
    if (locale === 'en-US') await expect(demo).toHaveText('Request Demo')
    await expect(page.getByTestId('hero-badges').getByRole('listitem')).toHaveText([
      'PIX',
      'SPEI',
      'SEPA',
      'SWIFT',
      'USD',
      'EUR',
      'BRL',
    ])
    const cards = page.getByTestId('benefit-grid').getByRole('listitem')
    await expect(cards).toHaveCount(3)
    expect(benefits).toHaveLength(3)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(benefits.map((b) => b.title))
    await expect(cards.first()).toContainText('50')
    await checkSharedSections(page, locale, t, t('contact.heading'))
    // Organization JSON-LD, on the home page only.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Fluxa' })
  })
}

// One page of each family in both languages, and every other template page in pt-BR.
const templatePages = landingPages.flatMap((entry) => {
  const firstOfFamily = landingPages.find((p) => p.family === entry.family) === entry
  return (firstOfFamily ? locales : (['pt-BR'] as const)).map((locale) => ({ entry, locale }))
})

test.describe('the template pages', () => {
  for (const { entry, locale } of templatePages) {
    const path = landingPath(entry)
    test(`${localizePath(path, locale)}`, async ({ page }) => {
      const { t, has, benefits, prefix, topic } = pageText(locale, path)
      await page.goto(localizePath(path, locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`${prefix}.heroTitle`))
      const badges = entry.badges.map((badge) => (has(`badge.${badge}`) ? t(`badge.${badge}`) : badge))
      await expect(page.getByTestId('hero-badges').getByRole('listitem')).toHaveText(badges)
      const cta = page.locator('main a[data-cta="contact"]').first()
      if (has(`${prefix}.cta`)) await expect(cta).toHaveText(t(`${prefix}.cta`))
      else await expect(cta).toHaveText(locale === 'en-US' ? 'Talk to Sales' : 'Falar com Vendas')
      // Every benefit pair of the page's copy becomes a card, in order (at most 10).
      const cards = page.getByTestId('benefit-grid').getByRole('listitem')
      await expect(cards).toHaveCount(benefits.length)
      if (benefits.length)
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(benefits.map((b) => b.title))
      await checkSharedSections(page, locale, t, new RegExp(topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'))
      // Only the home page describes the Organization; a template page carries its BreadcrumbList alone.
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => (JSON.parse(text) as { '@type': string })['@type'],
      )
      expect(jsonLd).toEqual(['BreadcrumbList'])
    })
  }
})

test('the template serves every family', () => {
  expect(new Set(templatePages.map(({ entry }) => entry.family))).toEqual(new Set(families))
  expect(templatePages.filter(({ locale }) => locale === 'en-US')).toHaveLength(families.length)
})
