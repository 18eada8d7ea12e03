import { defaultLocale, isLocale, localePreferenceKey } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import type { AppMiddleware } from '../AppState.ts'

/**
 * docs/languages-and-urls.md: a visitor whose cookie says en-US and who asks for an unprefixed page gets a 302 to its /en twin.
 * The only language redirect; crawlers have no cookie and always get the URL's language.
 * A page URL with a trailing or doubled slash gets a 301 to its one canonical URL, in the same hop.
 */
export function localeRedirect(): AppMiddleware {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    const { locale, logicalPath } = ctx.state
    // Only an unprefixed URL can be moved by the cookie; most requests carry no cookie at all.
    const preferred = locale === defaultLocale && ctx.get('cookie') ? ctx.cookies.get(localePreferenceKey) : undefined
    const byCookie = locale === defaultLocale && isLocale(preferred) && preferred !== defaultLocale
    // The canonical URL of the request's page, in the cookie's language when the cookie moves it.
    const target = localizePath(logicalPath, byCookie ? preferred : locale)
    if (target === ctx.path) return next()
    // A cookie-driven answer differs per visitor, so it is temporary and never cached.
    ctx.status = byCookie ? 302 : 301
    if (byCookie) ctx.set('Cache-Control', 'no-store')
    // An unprefixed URL's answer depends on the cookie, so a cache that keeps the 301 must key it on the cookie too.
    if (locale === defaultLocale) ctx.vary('Cookie')
    ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ''))
  }
}
