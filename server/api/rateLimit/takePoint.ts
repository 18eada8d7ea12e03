import { RateLimiterRes } from 'rate-limiter-flexible'
import type { Limiter } from './Limiter.ts'
import { clientKey } from './clientKey.ts'

/**
 * Takes one point from the bucket of the client at `ip` (clientKey: an IPv4 address or an IPv6 /64): undefined when there was one, otherwise the seconds until there is
 * (for Retry-After). A failing store (not an empty bucket) throws.
 */
export async function takePoint(limiter: Limiter, ip: string): Promise<number | undefined> {
  try {
    await limiter.consume(clientKey(ip))
    return undefined
  } catch (error) {
    // The limiter rejects with a RateLimiterRes when the bucket is empty, with an Error when its store fails.
    if (!(error instanceof RateLimiterRes)) throw error
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
  }
}
