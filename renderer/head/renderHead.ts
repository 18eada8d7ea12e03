import type { I18n } from '@lingui/core'
import type { PageContext } from 'vike/types'
import { hreflangAlternates } from '../../site/hreflangAlternates.ts'
import { locales, ogLocale } from '../../site/locales.ts'
import { localeRedirectScript } from '../../site/localeRedirectScript.ts'
import { localizePath } from '../../site/localizePath.ts'
import { escapeHtml } from '../../site/escapeHtml.ts'
import { isErrorPage } from './isErrorPage.ts'
import { organizationJsonLd } from './organizationJsonLd.ts'
import { pageMeta } from './pageMeta.ts'

/** Everything in <head> that search engines and link previews read (DESIGN §1). */
export function renderHead(pageContext: PageContext, i18n: I18n): string {
  const { locale, logicalPath, publicUrl } = pageContext
  const { title, description } = pageMeta(pageContext, i18n)
  const url = `${publicUrl}${localizePath(logicalPath, locale)}`
  const isError = isErrorPage(pageContext)
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<script>${localeRedirectScript}</script>`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="theme-color" content="#0b1f3a">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
  ]
  if (isError) {
    tags.push(`<meta name="robots" content="noindex">`)
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`)
    for (const { hreflang, href } of hreflangAlternates(publicUrl, logicalPath)) tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`)
    tags.push(
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="Fluxa">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta property="og:locale" content="${ogLocale[locale]}">`,
      ...locales.filter((l) => l !== locale).map((l) => `<meta property="og:locale:alternate" content="${ogLocale[l]}">`),
      `<meta name="twitter:card" content="summary">`,
    )
    if (logicalPath === '/') tags.push(`<script type="application/ld+json">${organizationJsonLd(publicUrl, description)}</script>`)
  }
  return tags.join('')
}
