import { localeOfLanguageTag } from '../../site/locales.ts'
import { splitLocale } from '../../site/splitLocale.ts'
import type { AppMiddleware } from '../AppState.ts'
import { canonicalPath } from '../http/canonicalPath.ts'

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
