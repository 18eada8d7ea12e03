import type { I18n } from '@lingui/core'
import { findLandingPage } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import type { Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { breadcrumbMessages } from './breadcrumbMessages.ts'

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
