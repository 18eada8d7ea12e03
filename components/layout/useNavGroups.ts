import { useLingui } from '@lingui/react'
import { usePageContext } from '../pageContext/pageContext.ts'
import { navGroups, type NavGroup } from './navGroups.ts'

/** The footer columns of the server-only parts (footer, error page), in the page's language. */
export function useNavGroups({ footerOnly = false } = {}): NavGroup[] {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  return navGroups(i18n, locale, { footerOnly })
}
