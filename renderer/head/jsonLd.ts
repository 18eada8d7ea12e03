import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { findLandingPage } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import { type Locale, localizePath } from '../../site/locales.ts'
import type { FaqEntry } from '../../components/pageContext/PageMeta.ts'

/** schema.org Organization for the home page; `<` is escaped so the JSON cannot close its script element. */
export function organizationJsonLd(publicUrl: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Fluxa',
    url: `${publicUrl}/`,
    // Search engines want a square raster logo of at least 112×112: the home-screen icon, drawn from the mark.
    logo: `${publicUrl}/icon-512.png`,
    description,
    areaServed: ['BR', 'MX', 'AR', 'CO'],
    sameAs: ['https://www.linkedin.com/company/fluxa-payments', 'https://www.instagram.com/fluxa.payments'],
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Names in the BreadcrumbList JSON-LD that no menu already gives: home and the standalone pages by path. */
export const breadcrumbMessages = {
  home: msg({ id: 'breadcrumb.home', message: 'Início' }),
  pages: new Map([
    ['/terms', msg({ id: 'breadcrumb.terms', message: 'Termos de Uso' })],
    ['/privacy', msg({ id: 'breadcrumb.privacy', message: 'Política de Privacidade' })],
    ['/about-us', msg({ id: 'breadcrumb.about-us', message: 'Sobre nós' })],
  ]),
}

/**
 * schema.org BreadcrumbList of a page below home, named in the page's language: Home › page. The families
 * (Solutions, Methods…) have no page of their own, and every crumb must be a page, so they are not a level.
 * `<` is escaped so the JSON cannot close its script element.
 */
export function breadcrumbJsonLd(logicalPath: string, locale: Locale, publicUrl: string, i18n: I18n): string {
  const landing = findLandingPage(logicalPath)
  const standalone = breadcrumbMessages.pages.get(logicalPath)
  const name = landing ? landingPageName(landing, locale) : standalone ? i18n._(standalone) : logicalPath
  const trail = [
    { name: i18n._(breadcrumbMessages.home), item: `${publicUrl}${localizePath('/', locale)}` },
    { name, item: `${publicUrl}${localizePath(logicalPath, locale)}` },
  ]
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * schema.org FAQPage of a page's questions, the same the page shows (docs/pages-and-copy.md). `<` is escaped so the
 * JSON cannot close its script element.
 */
export function faqJsonLd(faq: readonly FaqEntry[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
