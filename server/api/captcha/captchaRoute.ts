import Router from '@koa/router'
import type { Limiter } from '../rateLimit/Limiter.ts'
import type { AppState } from '../../AppState.ts'
import { rateLimit } from '../rateLimit/rateLimit.ts'
import type { CaptchaService } from './createCaptchaService.ts'

/** POST /api/captcha/new: a fresh signed challenge (no body), in its own per-IP rate-limit bucket. */
export function captchaRoute({ captcha, limiter }: { captcha: CaptchaService; limiter: Limiter }): Router<AppState> {
  const router = new Router<AppState>()
  router.post('/api/captcha/new', rateLimit(limiter), (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = captcha.issue()
  })
  return router
}
