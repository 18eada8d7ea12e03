import type { Middleware } from 'koa'
import { localePreferenceKey } from '../../renderer/site/locales.ts'
import { localizePath } from '../../renderer/site/localizePath.ts'
import { splitLocale } from '../../renderer/site/splitLocale.ts'

/** "/terms/", "/en//terms" → "/terms", "/en/terms": one URL per page (DESIGN §1). */
function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed
}

/**
 * DESIGN §1: a visitor whose cookie says en-US and who asks for an unprefixed page gets a 302 to its /en twin.
 * The only language redirect; crawlers have no cookie and always get the URL's language.
 * A page URL with a trailing or doubled slash gets a 301 to its one canonical URL, in the same hop.
 */
export function localeRedirect(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    let target = canonicalPath(ctx.path)
    let byCookie = false
    if (ctx.cookies.get(localePreferenceKey) === 'en-US') {
      const { locale, pathname } = splitLocale(target)
      if (locale === 'pt-BR') {
        target = localizePath(pathname, 'en-US')
        byCookie = true
      }
    }
    if (target === ctx.path) return next()
    // A cookie-driven answer differs per visitor, so it is temporary and never cached.
    ctx.status = byCookie ? 302 : 301
    if (byCookie) ctx.set('Cache-Control', 'no-store')
    ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ''))
  }
}
