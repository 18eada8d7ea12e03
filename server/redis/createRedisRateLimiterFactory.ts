import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import type { RateLimiterFactory } from '../api/rateLimit/createRateLimiters.ts'

/**
 * Rate-limit counts in Redis, shared by every process. While Redis is unreachable each limiter answers from an
 * in-memory twin with the same limits (rate-limiter-flexible's insurance limiter): still limited, per process,
 * rather than refusing every visitor (fail-closed would lose leads) or letting floods through (fully open).
 */
export function createRedisRateLimiterFactory(client: Redis): RateLimiterFactory {
  return (options) =>
    new RateLimiterRedis({
      ...options,
      storeClient: client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    })
}
