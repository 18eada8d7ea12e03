import Router from '@koa/router'
import { apiErrorMessages, type ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import { catalogues } from '../../site/catalogues.ts'
import { createI18n } from '../../site/createI18n.ts'
import type { Locale } from '../../site/locales.ts'
import type { AppMiddleware, AppState } from '../AppState.ts'
import type { ContactServices } from '../contact/contactServices.ts'
import { Refusal, visibleFields } from '../refusal.ts'
import { captchaRoute } from './captcha/captchaRoute.ts'
import { contactRoute } from './contact/contactRoute.ts'
import { answerFormRefusal, contactFormRoute } from './contactForm/contactFormRoute.ts'

export type RouteServices = Pick<ContactServices, 'captcha' | 'limiters' | 'submit'>

/**
 * Every /api route, and the form's post to a page (docs/progressive-enhancement.md), each in its folder with its
 * handler, schema and test. Their steps (steps.ts) and the services throw a Refusal for anything but the answer asked
 * for; answerRefusals, first in the router, answers it. Anything else under /api/ is a JSON 404 or 405 here, never the
 * site's HTML page.
 */
export function createApiRouter(services: RouteServices, { publicUrl }: { publicUrl: string }): Router<AppState> {
  const routes = [captchaRoute(services), contactRoute(services)]
  const api = new Router<AppState>()
  api.use(answerRefusals({ captcha: services.captcha, publicUrl }))
  for (const route of routes) api.use(route.routes())
  // Not under /api/, but the same contact steps: the form posted without JavaScript to the page it is on.
  api.use(contactFormRoute({ services, publicUrl }).routes())
  const known = new Set(routes.flatMap((route) => route.stack.map((layer) => String(layer.path))))
  api.all(/^\/api(?:\/.*)?$/, (ctx) => {
    if (!known.has(ctx.path)) throw new Refusal({ status: 404, code: 'not_found' })
    ctx.set('Allow', 'POST')
    throw new Refusal({ status: 405, code: 'method_not_allowed' })
  })
  return api
}

/**
 * The one place a Refusal becomes an answer. A refusal of the visitor's request (it has a reason) writes its one warn
 * line (docs/contact-and-captcha.md: reason, route, status and field names; the request id comes from the request's
 * logger; never a value from the body) and tells the submissions metric why. The API answers JSON in the request's
 * language, never cached: `{ error, fields }` for a refusal (the fields as the visitor knows them, possibly none, so
 * the form can mark them), `{ error }` otherwise. The form posted without JavaScript gets its page back with the
 * errors marked, or a short page when refused before it was read (answerFormRefusal).
 */
function answerRefusals(form: Parameters<typeof answerFormRefusal>[2]): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      const { status, code, reason, fields, retryAfter } = error
      if (reason !== undefined) {
        ctx.state.refusal = reason
        ctx.state.log.warn({ reason, route: ctx.path, status, fields }, 'request refused')
      }
      if (retryAfter !== undefined) ctx.set('Retry-After', String(retryAfter))
      if (!ctx.state.api) return answerFormRefusal(ctx, error, form)
      ctx.status = status
      ctx.set('Cache-Control', 'no-store')
      const text = apiErrorText(ctx.state.locale, code)
      ctx.body = reason === undefined ? { error: text } : { error: text, fields: visibleFields(fields) }
    }
  }
}

/** The visitor-facing text of an API error, from a fresh i18n instance (never Lingui's global). */
function apiErrorText(locale: Locale, code: ApiErrorCode): string {
  return createI18n(locale, catalogues[locale].contact)._(apiErrorMessages[code])
}
