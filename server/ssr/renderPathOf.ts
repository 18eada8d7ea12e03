import { splitLocale } from '../../renderer/site/splitLocale.ts'
import { notFoundPath } from './notFoundPath.ts'
import { pagePaths } from './pagePaths.ts'

const pages = new Set(pagePaths)

/**
 * What to render for a request path: the page itself, or, for any other path, the 404 page of its language. The site's
 * pages are a finite list (SPEC §2), so nothing else can be a page; mapping the rest onto one path per language makes a
 * 404 cost what a cached page costs however many distinct URLs anyone invents, bounds the memory they take, and keeps
 * every request path out of the HTML (where it could become a link to another host, or a page of raw message ids).
 */
export function renderPathOf(path: string): string {
  return pages.has(path) ? path : notFoundPath(splitLocale(path).locale)
}
