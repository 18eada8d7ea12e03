import Router from '@koa/router'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimit } from '../rateLimit/rateLimit.ts'
import type { CaptchaService } from './createCaptchaService.ts'

/** POST /api/captcha/new: a fresh signed challenge (no body), in its own per-IP rate-limit bucket. */
export function captchaRoute({ captcha, limiter }: { captcha: CaptchaService; limiter: RateLimiterAbstract }): Router {
  const router = new Router()
  router.post('/api/captcha/new', rateLimit(limiter), (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = captcha.issue()
  })
  return router
}
