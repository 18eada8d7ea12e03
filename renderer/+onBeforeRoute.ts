import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { splitLocale } from './site/splitLocale.ts'

// Environment: server (and client if client routing is ever enabled).
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = splitLocale(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale,
      logicalPath: pathname,
      // Vike routes on urlLogical: "/en/solutions/fx-desk" is routed as "/solutions/fx-desk".
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname }),
    },
  }
}
