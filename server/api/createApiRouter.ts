import Router from '@koa/router'
import type { AppState } from '../AppState.ts'
import type { RateLimiters } from './rateLimit/createRateLimiters.ts'
import { captchaRoute } from './captcha/captchaRoute.ts'
import type { CaptchaService } from './captcha/createCaptchaService.ts'
import { contactFormRoute } from './contact/contactFormRoute.ts'
import { contactRoute, type ContactRouteOptions } from './contact/contactRoute.ts'
import type { RenderContactPage } from './contact/renderContactPage.ts'
import { sendApiError } from './sendApiError.ts'

export type ApiRouterOptions = {
  captcha: CaptchaService
  limiters: RateLimiters
  leads: ContactRouteOptions['leads']
  onLead: () => void
  /** Renders a page with the answer to the form sent without JavaScript (Vike by default). */
  renderContactPage: RenderContactPage
}

/** Every /api route, and the form's HTML post to a page. Anything else under /api/ gets a JSON 404 or 405 here, never the site's HTML page. */
export function createApiRouter({
  captcha,
  limiters,
  leads,
  onLead,
  renderContactPage,
}: ApiRouterOptions): Router<AppState> {
  const routes = [
    captchaRoute({ captcha, limiter: limiters.captcha }),
    contactRoute({ captcha, limiter: limiters.contact, leads, onLead }),
  ]
  const api = new Router<AppState>()
  for (const route of routes) api.use(route.routes())
  // Not under /api/, but the same contact steps: the form posted without JavaScript to the page it is on (docs/progressive-enhancement.md).
  api.use(contactFormRoute({ captcha, limiter: limiters.contact, leads, onLead, render: renderContactPage }).routes())
  const known = new Set(routes.flatMap((route) => route.stack.map((layer) => String(layer.path))))
  api.all(/^\/api(?:\/.*)?$/, (ctx) => {
    if (known.has(ctx.path)) {
      ctx.set('Allow', 'POST')
      return sendApiError(ctx, 405, 'method_not_allowed')
    }
    sendApiError(ctx, 404, 'not_found')
  })
  return api
}
