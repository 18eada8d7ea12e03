import { expect, test, type Page } from '@playwright/test'
import { home } from '../../content/home.ts'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { shared } from '../../content/shared.ts'
import { factLabel } from '../../site/facts/factLabel.ts'
import { figureFacts } from '../../site/facts/figureFacts.ts'
import { families, landingPages, landingPath } from '../../site/landingPages.ts'
import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { siteText } from './support/siteText.ts'

/** The types of the page's JSON-LD blocks, in the order of the head. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { '@type': string })['@type'],
  )
}

async function checkSharedSections(page: Page, locale: Locale, heading: string) {
  const billboard = page.getByRole('region', { name: shared.billboard.heading[locale] })
  await expect(billboard).toBeVisible()
  await expect(billboard).toContainText(locale === 'en-US' ? '7.3%' : '7,3%')
  await expect(billboard).toContainText(locale === 'en-US' ? '52.7' : '52,7')
  for (const key of ['freedom', 'stablecoin', 'technology'] as const) {
    await expect(page.getByRole('heading', { level: 2, name: shared.info[key].title[locale] })).toBeVisible()
  }
  const contact = page.locator('section#contact')
  await expect(contact).toHaveCount(1)
  // On a template page the section speaks of the page (its record's heading); elsewhere 'Talk to our team'.
  await expect(contact.getByRole('heading', { level: 2 }).first()).toHaveText(heading)
}

for (const locale of locales) {
  test(`home page (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/', locale))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title[locale])
    const demo = page.locator('main a[data-cta="contact"]').first()
    await expect(demo).toHaveText(siteText(locale, 'cta.requestDemo'))
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
    expect(home.benefits.cards).toHaveLength(3)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(home.benefits.cards.map((c) => c.title[locale]))
    // The payout countries (50+) moved from a card to the figure strip under the hero, drawn from the facts.
    await expect(page.getByTestId('figure-strip')).toContainText(figureFacts.payoutCountries.value[locale])
    await expect(page.getByTestId('figure-strip')).toContainText('50')
    await checkSharedSections(page, locale, siteText(locale, 'contact.heading'))
    // Organization JSON-LD on the home page only, and its questions (FAQPage).
    expect(await jsonLdTypes(page)).toEqual(['Organization', 'FAQPage'])
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Fluxa' })
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
      const record = landingRecordOf(entry)
      await page.goto(localizePath(path, locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.hero.title[locale])
      // Badges name facts by id: what they show is the facts registry's label.
      await expect(page.getByTestId('hero-badges').getByRole('listitem')).toHaveText(
        entry.badges.map((badge) => factLabel(badge, locale)),
      )
      // SPEC §2: the hero's call-to-action on every template page.
      const cta = page.locator('main a[data-cta="contact"]').first()
      await expect(cta).toHaveText(locale === 'en-US' ? 'Talk to Sales' : 'Falar com Vendas')
      // Every card of the page's record, in order.
      const cards = page.getByTestId('benefit-grid').getByRole('listitem')
      await expect(cards).toHaveCount(record.benefits.cards.length)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        record.benefits.cards.map((card) => card.title[locale]),
      )
      await checkSharedSections(page, locale, record.contact.heading[locale])
      // Only the home page describes the Organization; a template page carries its BreadcrumbList and its questions.
      expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList', 'FAQPage'])
    })
  }
})

test('the template serves every family', () => {
  expect(new Set(templatePages.map(({ entry }) => entry.family))).toEqual(new Set(families))
  expect(templatePages.filter(({ locale }) => locale === 'en-US')).toHaveLength(families.length)
})
