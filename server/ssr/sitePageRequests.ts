import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { splitLocale } from '../../site/locales.ts'

/** One page of the site in one language: its URL path, and the language and logical path that URL stands for. */
export type PageRequest = { path: string; locale: Locale; logicalPath: string }

/** Every page of the site in every language, each route in both ("/", "/en", "/terms", "/en/terms", ...). */
export const sitePageRequests: readonly PageRequest[] = sitePaths.flatMap((logicalPath) =>
  locales.map((locale) => ({ path: localizePath(logicalPath, locale), locale, logicalPath })),
)

/** The page request of a URL path, as decideLocale would make it (for tools that start from a path). */
export function pageRequest(path: string): PageRequest {
  const { locale, pathname } = splitLocale(path)
  return { path, locale, logicalPath: pathname }
}

/** The one render of each language's 404 page, cached under one path per language (see pageToRender). */
function notFoundPage(locale: Locale): PageRequest {
  return { path: localizePath('/404', locale), locale, logicalPath: '/404' }
}

/** Every page the server renders, each cached for the life of the process: every page and one 404 page per language. */
export const pagesToCache: readonly PageRequest[] = [...sitePageRequests, ...locales.map(notFoundPage)]

const pagePaths = new Set(sitePageRequests.map((page) => page.path))

/**
 * What to render for a request: the page itself, or, for any other path, the 404 page of its language. The site's
 * pages are a finite list (docs/pages-and-copy.md), so nothing else can be a page; mapping the rest onto one path per language makes a
 * 404 cost what a cached page costs however many distinct URLs anyone invents, bounds the memory they take, and keeps
 * every request path out of the HTML (where it could become a link to another host, or a page of raw message ids).
 */
export function pageToRender(request: PageRequest): PageRequest {
  return pagePaths.has(request.path) ? request : notFoundPage(request.locale)
}
