import type { PageContext } from 'vike/types'
import { findLandingPage } from '../../site/landingPages.ts'

// One template, every registry page: a path is this page exactly when the registry has it.
export function route(pageContext: PageContext) {
  return findLandingPage(pageContext.urlPathname) ? { routeParams: {} } : false
}
