import { hreflangAlternates } from '../../site/hreflangAlternates.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { sitePaths } from '../../site/sitePaths.ts'

/**
 * Every page in both languages, each with its xhtml:link alternates (docs/languages-and-urls.md) and, given the build date, a
 * <lastmod>. Pages are built together from shared layout and catalogues, and a built image carries no history
 * (no git), so the build date is the one honest "may have changed since" for every page.
 */
export function sitemapXml(publicUrl: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
  const urls = sitePaths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = hreflangAlternates(publicUrl, path)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('')
      return `<url><loc>${publicUrl}${localizePath(path, locale)}</loc>${lastmod}${alternates}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
}
