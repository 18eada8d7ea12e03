import { locales, type Locale } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { sitePaths } from '../../site/sitePaths.ts'
import { splitLocale } from '../../site/splitLocale.ts'

/** One page of the site in one language: its URL path, and the language and logical path that URL stands for. */
export type PageRequest = { path: string; locale: Locale; logicalPath: string }

/** Every page of the site in every language: 31 routes × 2 = 62 ("/", "/en", "/terms", "/en/terms", ...). */
export const sitePageRequests: readonly PageRequest[] = sitePaths.flatMap((logicalPath) =>
  locales.map((locale) => ({ path: localizePath(logicalPath, locale), locale, logicalPath })),
)

/** The page request of a URL path, as decideLocale would make it (for tools that start from a path). */
export function pageRequest(path: string): PageRequest {
  const { locale, pathname } = splitLocale(path)
  return { path, locale, logicalPath: pathname }
}
