import type { PageContext } from 'vike/types'

/** The 404 and the 500 page: not indexed, no canonical, no contact section. */
export function isErrorPage(pageContext: PageContext): boolean {
  return Boolean(pageContext.is404 || pageContext.errorWhileRendering || pageContext.abortStatusCode)
}
