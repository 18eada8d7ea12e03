import Router from '@koa/router'
import type { AppState } from '../AppState.ts'
import type { RateLimiters } from './rateLimit/createRateLimiters.ts'
import { captchaRoute } from './captcha/captchaRoute.ts'
import type { CaptchaService } from './captcha/createCaptchaService.ts'
import { contactRoute, type ContactRouteOptions } from './contact/contactRoute.ts'
import { sendApiError } from './sendApiError.ts'

export type ApiRouterOptions = {
  captcha: CaptchaService
  limiters: RateLimiters
  leads: ContactRouteOptions['leads']
  onLead: () => void
}

/** Every /api route. Anything else under /api/ gets a JSON 404 or 405 here, never the site's HTML page. */
export function createApiRouter({ captcha, limiters, leads, onLead }: ApiRouterOptions): Router<AppState> {
  const routes = [captchaRoute({ captcha, limiter: limiters.captcha }), contactRoute({ captcha, limiter: limiters.contact, leads, onLead })]
  const api = new Router<AppState>()
  for (const route of routes) api.use(route.routes())
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
