import { findLandingPage } from '../../../site/landingPages.ts'
import { landingPageName } from '../../../site/landingPageName.ts'
import type { Locale } from '../../../site/locales.ts'

/** A template page's name in the menus and breadcrumbs ('FX desk', 'Mexico'): the fact it is about, as the facts registry names it. */
export function pageName(logicalPath: string, locale: Locale): string {
  const page = findLandingPage(logicalPath)
  if (!page) throw new Error(`no template page at ${logicalPath}`)
  return landingPageName(page, locale)
}
