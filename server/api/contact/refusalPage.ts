import type { ApiErrorCode } from '../../../site/contact/apiErrorMessages.ts'
import { apiErrorMessages } from '../../../site/contact/apiErrorMessages.ts'
import { refusalPageMessages } from '../../../site/contact/refusalPageMessages.ts'
import { catalogues } from '../../../site/catalogues.ts'
import { createI18n } from '../../../site/createI18n.ts'
import { escapeHtml } from '../../../site/escapeHtml.ts'
import type { Locale } from '../../../site/locales.ts'

// One entry per language, code and page: a small, fixed set, so a flood of refusals builds nothing new.
const made = new Map<string, string>()

/**
 * The short page that answers a form post refused before it is read (cross-site, too large, of another type,
 * rate-limited; docs/contact-and-captcha.md): the server's text in the page's language and a link back to the form,
 * with no script, no style and no captcha, so a flood of such posts costs next to nothing.
 */
export function refusalPage(locale: Locale, code: ApiErrorCode, pagePath: string): string {
  const key = `${locale} ${code} ${pagePath}`
  const kept = made.get(key)
  if (kept) return kept
  const i18n = createI18n(locale, catalogues[locale].contact)
  const title = escapeHtml(i18n._(refusalPageMessages.title))
  // The form's anchor on every page (components/scrollToContact.ts).
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title}</title></head><body><main><h1>${title}</h1>`,
    `<p role="alert">${escapeHtml(i18n._(apiErrorMessages[code]))}</p>`,
    `<p><a href="${escapeHtml(pagePath)}#contact">${escapeHtml(i18n._(refusalPageMessages.back))}</a></p>`,
    '</main></body></html>',
  ].join('')
  made.set(key, html)
  return html
}
