import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { AppMiddleware } from '../../AppState.ts'
import { rejectRequest } from '../rejectRequest.ts'

/**
 * One point per request from the client's IP. ctx.ip honours X-Forwarded-For only when the app trusts
 * its proxy (TRUST_PROXY), so a visitor cannot pick a fresh bucket by sending the header.
 */
export function rateLimit(limiter: RateLimiterAbstract): AppMiddleware {
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip)
    } catch (error) {
      // The limiter rejects with a RateLimiterRes when the bucket is empty, with an Error when its store fails.
      if (!(error instanceof RateLimiterRes)) throw error
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))))
      return rejectRequest(ctx, { status: 429, reason: 'rate_limited', code: 'rate_limited' })
    }
    await next()
  }
}
