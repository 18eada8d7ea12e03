import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'
import { fontFaceCss } from '../../components/brand/fontFaceCss.ts'
import { escapeHtml } from '../../site/escapeHtml.ts'
import { hreflangAlternates } from '../../site/hreflangAlternates.ts'
import { headScript } from '../../site/headScript.ts'
import { locales, ogLocale, localizePath } from '../../site/locales.ts'
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd } from './jsonLd.ts'
import { shareImageSize } from '../../site/shareImageSize.ts'
import type { PageMeta } from '../../components/pageContext/PageMeta.ts'
import { faviconDataUrl } from '../../components/brand/brandMarkSvg.ts'
import shareImageUrls from 'virtual:fluxa/share-images'

/** Everything in <head> that search engines and link previews read (docs/languages-and-urls.md). */
export function renderHead(pageContext: PageContext, i18n: I18n): string {
  const { locale, logicalPath, publicUrl } = pageContext
  const { title, description, headline, faq } = metaOf(pageContext, i18n)
  const url = `${publicUrl}${localizePath(logicalPath, locale)}`
  const isError = isErrorPage(pageContext)
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<script>${headScript}</script>`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="theme-color" content="#0b1f3a">`,
    // The typeface's @font-face rules in a sheet nothing changes, apart from styled-components' sheets: a changed
    // sheet with @font-face rules would make the browser lay out every text again.
    `<style>${fontFaceCss}</style>`,
    `<link rel="icon" href="/favicon.ico" sizes="48x48">`,
    `<link rel="icon" href="${faviconDataUrl}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
    // No <link rel="manifest"> here: renderer/+client.ts links it after the first paint. Nor the font's preload: Vike
    // writes it, first in <head> (renderer/head/preloadLatinFont.ts).
  ]
  if (isError) {
    tags.push(`<meta name="robots" content="noindex">`)
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`)
    for (const { hreflang, href } of hreflangAlternates(publicUrl, logicalPath))
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`)
    tags.push(
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="Fluxa">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta property="og:locale" content="${ogLocale[locale]}">`,
      ...locales
        .filter((l) => l !== locale)
        .map((l) => `<meta property="og:locale:alternate" content="${ogLocale[l]}">`),
      `<meta name="twitter:card" content="summary_large_image">`,
    )
    const image = shareImageUrl(localizePath(logicalPath, locale))
    if (image) {
      const alt = `Fluxa: ${headline}`
      tags.push(
        `<meta property="og:image" content="${escapeHtml(`${publicUrl}${image}`)}">`,
        `<meta property="og:image:type" content="image/png">`,
        `<meta property="og:image:width" content="${shareImageSize.width}">`,
        `<meta property="og:image:height" content="${shareImageSize.height}">`,
        `<meta property="og:image:alt" content="${escapeHtml(alt)}">`,
        `<meta name="twitter:image:alt" content="${escapeHtml(alt)}">`,
      )
    }
    if (logicalPath === '/')
      tags.push(`<script type="application/ld+json">${organizationJsonLd(publicUrl, description)}</script>`)
    else
      tags.push(`<script type="application/ld+json">${breadcrumbJsonLd(logicalPath, locale, publicUrl, i18n)}</script>`)
    if (faq && faq.length > 0) tags.push(`<script type="application/ld+json">${faqJsonLd(faq)}</script>`)
  }
  return tags.join('')
}

/** The 404 and the 500 page: not indexed, no canonical, no contact section. */
export function isErrorPage(pageContext: PageContext): boolean {
  return Boolean(pageContext.is404 || pageContext.errorWhileRendering || pageContext.abortStatusCode)
}

/** The head's view of a page, in its language, from the page's own `+pageMeta.ts`. */
function metaOf(pageContext: PageContext, i18n: I18n): PageMeta {
  const fromPage = pageContext.config.pageMeta
  if (!fromPage) throw new Error(`The page at ${pageContext.urlPathname} has no +pageMeta.ts`)
  return fromPage(pageContext, i18n)
}

/** The path of a page's share image (drawn at build time, content-hashed), by the page's URL path. */
function shareImageUrl(pagePath: string): string | undefined {
  return shareImageUrls[pagePath]
}
