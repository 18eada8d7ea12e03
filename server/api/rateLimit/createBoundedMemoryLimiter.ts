import { RateLimiterRes } from 'rate-limiter-flexible'
import type { Limiter } from './Limiter.ts'

type Bucket = { used: number; resetAt: number }

/**
 * A per-key fixed window of `points` per `duration` seconds in this process's memory, as rate-limiter-flexible's
 * RateLimiterMemory counts, but holding at most `maxKeys` buckets (docs/contact-and-captcha.md): a flood of distinct
 * clients (IPv6 /64s) cannot grow the heap past that. No timer per key: buckets are kept in the order their windows
 * started (a Map keeps insertion order), so the expired ones are at the front and are dropped when room is needed;
 * only when every bucket is live does the oldest one go, the window that would end first.
 */
export function createBoundedMemoryLimiter({
  points,
  duration,
  maxKeys = 100_000,
  now = Date.now,
}: {
  points: number
  duration: number
  maxKeys?: number
  now?: () => number
}): Limiter {
  const buckets = new Map<string, Bucket>()
  const makeRoom = (at: number) => {
    for (const [key, bucket] of buckets) {
      if (buckets.size < maxKeys && bucket.resetAt > at) return
      buckets.delete(key)
    }
  }
  return {
    async consume(key: string | number, pointsToConsume = 1): Promise<RateLimiterRes> {
      const at = now()
      const name = String(key)
      let bucket = buckets.get(name)
      if (!bucket || bucket.resetAt <= at) {
        buckets.delete(name)
        if (buckets.size >= maxKeys) makeRoom(at)
        bucket = { used: 0, resetAt: at + duration * 1000 }
        buckets.set(name, bucket)
      }
      bucket.used += pointsToConsume
      const answer = new RateLimiterRes(
        Math.max(0, points - bucket.used),
        bucket.resetAt - at,
        bucket.used,
        bucket.used === pointsToConsume,
      )
      // As rate-limiter-flexible does: an empty bucket rejects with its RateLimiterRes (takePoint reads msBeforeNext).
      if (bucket.used > points) throw answer
      return answer
    },
  }
}
