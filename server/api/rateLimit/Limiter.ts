import type { RateLimiterAbstract } from 'rate-limiter-flexible'

/** What the routes ask of a rate limiter: one point from a key's bucket (rate-limiter-flexible's `consume`). */
export type Limiter = Pick<RateLimiterAbstract, 'consume'>
