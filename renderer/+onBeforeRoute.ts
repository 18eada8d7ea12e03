import type { PageContextServer } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'

/**
 * Environment: server. The request's language and logical path were decided once, by the server
 * (server/middleware/decideLocale.ts), and came with the render (server/ssr/renderWithVike.ts): this hook only tells
 * Vike to route on the logical path, so "/en/solutions/fx-desk" is routed as "/solutions/fx-desk".
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  return { pageContext: { urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: pageContext.logicalPath }) } }
}
