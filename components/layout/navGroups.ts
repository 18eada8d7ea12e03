import type { I18n } from '@lingui/core'
import { families, landingPages, landingPath, type Family } from '../../site/landingPages.ts'
import type { Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { landingDescriptionMessage } from './landingDescriptionMessage.ts'
import { familyMessages, landingLinkMessage } from './navMessages.ts'

export type NavLink = { href: string; label: string; description: string }
export type NavGroup = { family: Family; label: string; links: NavLink[] }

/**
 * The four menus of the header (every page of a family) or the footer columns (`footerOnly`). The server computes the
 * header's and hands them to the browser in the page context, so the registry and its messages stay off the first load.
 */
export function navGroups(i18n: I18n, locale: Locale, { footerOnly = false } = {}): NavGroup[] {
  return families.map((family) => ({
    family,
    label: i18n._(familyMessages[family]),
    links: landingPages
      .filter((page) => page.family === family && (!footerOnly || ('inFooter' in page && page.inFooter)))
      .map((page) => ({
        href: localizePath(landingPath(page), locale),
        label: i18n._(landingLinkMessage(page)),
        description: i18n._(landingDescriptionMessage(page)),
      })),
  }))
}
