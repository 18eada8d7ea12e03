import ipaddr from 'ipaddr.js'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Env } from '../env.ts'

/** What the routes ask of a rate limiter: one point from a key's bucket (rate-limiter-flexible's `consume`). */
export type Limiter = Pick<RateLimiterAbstract, 'consume'>

/**
 * The rate-limit bucket of a client address (docs/contact-and-captcha.md): an IPv4 address is itself, an IPv6 address
 * its /64 (one subscriber's network, in which a host picks a new address at will), an IPv4-mapped IPv6 address its
 * IPv4 address; each in one canonical spelling, so no other way of writing an address opens a fresh bucket. What is
 * no address (a proxy's header that is not one) is a bucket of its own, as sent.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (!(address instanceof ipaddr.IPv6)) return address.toString()
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`
}

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

export type RateLimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => Limiter

export type RateLimiters = { captcha: Limiter; contact: Limiter }

// Bounded: a flood of distinct clients cannot grow the heap without end (createBoundedMemoryLimiter).
const inMemory: RateLimiterFactory = (options) => createBoundedMemoryLimiter(options)

/**
 * The two per-IP buckets of docs/contact-and-captcha.md: captcha issuance and contact submits, counted separately.
 * The factory decides where counts live (memory here; a shared store when several processes serve the site).
 */
export function createRateLimiters(
  env: Pick<Env, 'RATE_LIMIT_CAPTCHA' | 'RATE_LIMIT_CONTACT' | 'RATE_LIMIT_WINDOW_SECONDS'>,
  factory: RateLimiterFactory = inMemory,
): RateLimiters {
  const duration = env.RATE_LIMIT_WINDOW_SECONDS
  return {
    captcha: factory({ keyPrefix: 'rl:captcha', points: env.RATE_LIMIT_CAPTCHA, duration }),
    contact: factory({ keyPrefix: 'rl:contact', points: env.RATE_LIMIT_CONTACT, duration }),
  }
}
