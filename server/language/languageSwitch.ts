import { z } from 'zod'
import { localePreferenceKey, locales } from '../../site/locales.ts'
import { localeSwitchPath } from '../../site/localeSwitch.ts'
import { localizePath } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { splitLocale } from '../../site/locales.ts'
import type { AppContext, AppMiddleware } from '../AppState.ts'
import { canonicalPath } from '../middleware/decideLocale.ts'

/**
 * The language link's query: the language to switch to and the language-neutral path of the page to show in it.
 * The path is only looked up in the site's list of pages, never copied into an answer; its bound keeps a forged
 * link from costing anything.
 */
const languageSwitchQuery = z.object({
  to: z.enum(locales),
  path: z.string().max(200).default('/'),
})

const oneYearMs = 365 * 24 * 60 * 60 * 1000
/** Campaign tags fit many times over; a longer query is dropped rather than carried into a redirect. */
const maxCarriedQuery = 1000

/**
 * The query string of the page the visitor switched from, read from the Referer (the site's referrer policy sends
 * the full URL to its own pages): the cached HTML of a page cannot put it in the toggle's link. Only from this host
 * and only when the Referer is the very page being switched, and only its query: never its host or path.
 */
function carriedQuery(ctx: AppContext, logicalPath: string): string {
  let from: URL
  try {
    from = new URL(ctx.get('Referer'))
  } catch {
    return ''
  }
  if (from.host !== ctx.host || canonicalPath(splitLocale(canonicalPath(from.pathname)).pathname) !== logicalPath)
    return ''
  return from.search.length <= maxCarriedQuery ? from.search : ''
}

/**
 * GET /language?to=en-US&path=/countries/mexico: the language toggle without JavaScript (docs/languages-and-urls.md, docs/progressive-enhancement.md). Sets the
 * language cookie the script would have set and answers 303 to the page in that language. The target is always one
 * of the site's pages, looked up by the path given (an unknown path leads to the language's home page), so this
 * can never send anyone off the site.
 */
export function languageSwitch(): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.path !== localeSwitchPath || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    ctx.set('Cache-Control', 'no-store')
    const query = languageSwitchQuery.safeParse(ctx.query)
    if (!query.success) {
      ctx.status = 400
      ctx.type = 'text/plain'
      ctx.body = 'Bad Request'
      return
    }
    const { to, path } = query.data
    const logicalPath = sitePaths.includes(path) ? path : '/'
    ctx.cookies.set(localePreferenceKey, to, {
      path: '/',
      maxAge: oneYearMs,
      sameSite: 'lax',
      httpOnly: false,
      secure: ctx.secure,
      overwrite: true,
    })
    ctx.status = 303
    ctx.redirect(localizePath(logicalPath, to) + carriedQuery(ctx, logicalPath))
  }
}
