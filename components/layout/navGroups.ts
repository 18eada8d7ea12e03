import type { I18n, MessageDescriptor } from '@lingui/core'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { families, landingPages, landingPath, type Family } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import { type Locale, localizePath } from '../../site/locales.ts'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { usePageContext } from '../pageContext/pageContext.ts'

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

/** Menu titles of the four page families (UI strings: the header's, the footer's, the "see also" groups'). */
export const familyMessages = {
  solutions: msg({ id: 'nav.solutions', message: 'Soluções' }),
  methods: msg({ id: 'nav.methods', message: 'Métodos' }),
  countries: msg({ id: 'nav.countries', message: 'Países' }),
  industries: msg({ id: 'nav.industries', message: 'Setores' }),
} satisfies Record<Family, MessageDescriptor>

/** The footer columns of the server-only parts (footer, error page), in the page's language. */
export function useNavGroups({ footerOnly = false } = {}): NavGroup[] {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  return navGroups(i18n, locale, { footerOnly })
}
