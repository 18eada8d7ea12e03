import type { Middleware } from 'koa'
import { localePreferenceKey } from '../../renderer/site/locales.ts'
import { localizePath } from '../../renderer/site/localizePath.ts'
import { splitLocale } from '../../renderer/site/splitLocale.ts'

/**
 * DESIGN §1: a visitor whose cookie says en-US and who asks for an unprefixed page gets a 302 to its /en twin.
 * The only automatic redirect; crawlers have no cookie and always get the URL's language.
 */
export function localeRedirect(): Middleware {
  return async (ctx, next) => {
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.cookies.get(localePreferenceKey) === 'en-US') {
      const { locale, pathname } = splitLocale(ctx.path)
      if (locale === 'pt-BR') {
        ctx.status = 302
        ctx.set('Cache-Control', 'no-store')
        ctx.redirect(localizePath(pathname, 'en-US') + (ctx.querystring ? `?${ctx.querystring}` : ''))
        return
      }
    }
    await next()
  }
}
