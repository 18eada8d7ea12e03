import { localeOfLanguageTag } from '../../site/locales.ts'
import { splitLocale } from '../../site/locales.ts'
import type { AppMiddleware } from '../AppState.ts'

/**
 * Decides the request's language once; everything after reads ctx.state.locale. A page's language is its URL's
 * (docs/languages-and-urls.md); an API answer's is the Accept-Language the form sends with its page's language (docs/contact-and-captcha.md).
 */
export function decideLocale(): AppMiddleware {
  return (ctx, next) => {
    const { locale, pathname } = splitLocale(canonicalPath(ctx.path))
    // Sorted by the client's preference (q values); '*' and no header give the default.
    ctx.state.locale = ctx.state.api ? localeOfLanguageTag(ctx.acceptsLanguages()[0]) : locale
    ctx.state.logicalPath = pathname
    return next()
  }
}

/** "/terms/", "/en//terms" → "/terms", "/en/terms": one URL per page (docs/languages-and-urls.md). */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed
}
