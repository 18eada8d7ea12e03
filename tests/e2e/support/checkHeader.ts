import { expect, type Page } from '@playwright/test'
import { families, landingPages, landingPath } from '../../../site/landingPages.ts'
import { localeSwitchHref } from '../../../site/localeSwitch.ts'
import { localizePath } from '../../../site/locales.ts'
import { otherLocale } from '../../../site/locales.ts'
import { siteText } from './siteText.ts'
import type { SiteUrl } from './siteUrls.ts'
import { headerCta } from './headerCta.ts'

/**
 * The hydrated header as a visitor uses it: the logo home, the four menu buttons with their pages in the registry's
 * order, the language toggle to the page's twin, and Talk to Sales.
 */
export async function checkHeader(page: Page, { locale, logicalPath, status }: SiteUrl) {
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: 'Fluxa', exact: true })).toHaveAttribute(
    'href',
    localizePath('/', locale),
  )
  const nav = page.getByRole('navigation', { name: siteText(locale, 'nav.label') })
  await expect(nav).toBeVisible()
  await expect(nav.getByRole('button')).toHaveCount(4)
  for (const family of families) {
    const button = nav.getByRole('button', { name: siteText(locale, `nav.${family}`) })
    await expect(button).toBeVisible()
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    // Every registry page of the family, in the registry's order (docs/pages-and-copy.md): no count to keep up to date.
    const expected = landingPages.filter((p) => p.family === family).map((p) => localizePath(landingPath(p), locale))
    expect(expected.length, family).toBeGreaterThan(0)
    expect(await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected)
  }
  const toggle = page.getByTestId('language-toggle')
  await expect(toggle).toHaveText(locale === 'pt-BR' ? 'EN' : 'PT')
  // A page's twin in the other language; from a 404 page (which has none) the other language's home page. Through
  // GET /language, which remembers the choice without JavaScript and redirects there (noscript-nav.spec.ts).
  await expect(toggle).toHaveAttribute(
    'href',
    localeSwitchHref(otherLocale(locale), status === 404 ? '/' : logicalPath),
  )
  const cta = page.locator(headerCta)
  await expect(cta).toBeVisible()
  await expect(cta).toHaveText(locale === 'en-US' ? 'Talk to Sales' : siteText(locale, 'cta.talkToSales'))
  // A 404 page has no contact section: its call-to-action leads to the home page's.
  await expect(cta).toHaveAttribute('href', status === 404 ? `${localizePath('/', locale)}#contact` : '#contact')
}
