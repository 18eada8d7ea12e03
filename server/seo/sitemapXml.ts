import { hreflangAlternates } from '../../site/hreflangAlternates.ts'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import { sitePaths } from '../../site/sitePaths.ts'

/** Every page in both languages, each with its xhtml:link alternates (DESIGN §1). */
export function sitemapXml(publicUrl: string): string {
  const urls = sitePaths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = hreflangAlternates(publicUrl, path)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('')
      return `<url><loc>${publicUrl}${localizePath(path, locale)}</loc>${alternates}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
}
