import { notFoundPage } from './notFoundPage.ts'
import { sitePageRequests, type PageRequest } from './sitePageRequests.ts'

const pages = new Set(sitePageRequests.map((page) => page.path))

/**
 * What to render for a request: the page itself, or, for any other path, the 404 page of its language. The site's
 * pages are a finite list (docs/pages-and-copy.md), so nothing else can be a page; mapping the rest onto one path per language makes a
 * 404 cost what a cached page costs however many distinct URLs anyone invents, bounds the memory they take, and keeps
 * every request path out of the HTML (where it could become a link to another host, or a page of raw message ids).
 */
export function pageToRender(request: PageRequest): PageRequest {
  return pages.has(request.path) ? request : notFoundPage(request.locale)
}
