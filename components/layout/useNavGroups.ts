import { useLingui } from '@lingui/react'
import { families, landingPages, landingPath, type Family } from '../../site/landingPages.ts'
import { useLocalePath } from '../locale/useLocalePath.ts'
import { landingDescriptionMessage } from './landingDescriptionMessage.ts'
import { familyMessages, landingLinkMessage } from './navMessages.ts'

export type NavLink = { href: string; label: string; description: string }
export type NavGroup = { family: Family; label: string; links: NavLink[] }

/** The four menus of the header (every page of a family) or the footer columns (`footerOnly`). */
export function useNavGroups({ footerOnly = false } = {}): NavGroup[] {
  const { i18n } = useLingui()
  const localePath = useLocalePath()
  const groups = families.map((family) => ({
    family,
    label: i18n._(familyMessages[family]),
    links: landingPages
      .filter((page) => page.family === family && (!footerOnly || ('inFooter' in page && page.inFooter)))
      .map((page) => ({
        href: localePath(landingPath(page)),
        label: i18n._(landingLinkMessage(page)),
        description: i18n._(landingDescriptionMessage(page)),
      })),
  }))
  return groups
}
