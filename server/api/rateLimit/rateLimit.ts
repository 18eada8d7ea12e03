import type { Limiter } from './Limiter.ts'
import type { AppMiddleware } from '../../AppState.ts'
import { rejectRequest } from '../rejectRequest.ts'
import { takePoint } from './takePoint.ts'

/**
 * One point per request from the client's IP. ctx.ip honours X-Forwarded-For only when the app trusts
 * its proxy (TRUST_PROXY), so a visitor cannot pick a fresh bucket by sending the header.
 */
export function rateLimit(limiter: Limiter): AppMiddleware {
  return async (ctx, next) => {
    const retryAfter = await takePoint(limiter, ctx.ip)
    if (retryAfter !== undefined) {
      ctx.set('Retry-After', String(retryAfter))
      return rejectRequest(ctx, { status: 429, reason: 'rate_limited', code: 'rate_limited' })
    }
    await next()
  }
}
