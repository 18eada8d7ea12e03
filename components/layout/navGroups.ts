import type { I18n } from '@lingui/core'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { families, landingPages, landingPath, type Family } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import type { Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { familyMessages } from './familyMessages.ts'

export type NavLink = { href: string; label: string; description: string }
export type NavGroup = { family: Family; label: string; links: NavLink[] }

/**
 * The four menus of the header (every page of a family) or the footer columns (`footerOnly`): each link named by
 * its fact (site/landingPageName.ts) with its record's one line. Server only: the server hands the header's to the
 * browser in the page context, so the registry and the records stay off the first load.
 */
export function navGroups(i18n: I18n, locale: Locale, { footerOnly = false } = {}): NavGroup[] {
  return families.map((family) => ({
    family,
    label: i18n._(familyMessages[family]),
    links: landingPages
      .filter((page) => page.family === family && (!footerOnly || ('inFooter' in page && page.inFooter)))
      .map((page) => ({
        href: localizePath(landingPath(page), locale),
        label: landingPageName(page, locale),
        description: landingRecordOf(page).menu[locale],
      })),
  }))
}
