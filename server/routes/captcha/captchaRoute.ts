import Router from '@koa/router'
import type { AppState } from '../../AppState.ts'
import type { ContactServices } from '../../contact/contactServices.ts'
import { rateLimit } from '../steps.ts'

/**
 * POST /api/captcha/new: a fresh signed challenge, in its own per-client rate-limit bucket. It reads no body, so it
 * has no schema of its own; its answer's is site/contact/captchaSchema.ts, which the browser parses.
 */
export function captchaRoute({ captcha, limiters }: Pick<ContactServices, 'captcha' | 'limiters'>): Router<AppState> {
  const router = new Router<AppState>()
  router.post('/api/captcha/new', rateLimit(limiters.captcha), (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = captcha.issue()
  })
  return router
}
