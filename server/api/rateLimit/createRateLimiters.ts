import type { Env } from '../../env.ts'
import { createBoundedMemoryLimiter } from './createBoundedMemoryLimiter.ts'
import type { Limiter } from './Limiter.ts'

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
