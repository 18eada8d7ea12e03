import type { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { createBoundedMemoryLimiter, type RateLimiterFactory } from '../contact/rateLimits.ts'

/**
 * Rate-limit counts in Redis, shared by every process. While Redis is unreachable each limiter answers from an
 * in-memory twin with the same limits: still limited, per process, rather than refusing every visitor (fail-closed
 * would lose leads) or letting floods through (fully open). The twin is the bounded one (createBoundedMemoryLimiter),
 * not rate-limiter-flexible's RateLimiterMemory insurance limiter, which keeps a bucket and a timer per client without
 * end: an outage met by a flood of distinct clients must not grow the heap (docs/several-processes.md). `maxKeys`:
 * the twin's bound (createBoundedMemoryLimiter's default unless given).
 */
export function createRedisRateLimiterFactory(
  client: Redis,
  { maxKeys }: { maxKeys?: number } = {},
): RateLimiterFactory {
  return (options) => {
    const shared = new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true })
    const fallback = createBoundedMemoryLimiter({ ...options, maxKeys })
    return {
      consume: (key, points) =>
        shared.consume(key, points).catch((error: unknown) => {
          // An empty bucket rejects with its RateLimiterRes; anything else is Redis failing.
          if (error instanceof RateLimiterRes) throw error
          return fallback.consume(key, points)
        }),
    }
  }
}
