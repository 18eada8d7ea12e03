import { RateLimiterRes } from 'rate-limiter-flexible'
import { expect, test } from 'vitest'
import { createBoundedMemoryLimiter } from './rateLimits.ts'

function clock() {
  let at = 1_000_000
  return { now: () => at, advance: (ms: number) => void (at += ms) }
}

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof RateLimiterRes ? error : undefined),
  )

test('points per window per key, refused with the time to wait; a new window after it', async () => {
  const time = clock()
  const limiter = createBoundedMemoryLimiter({ points: 2, duration: 60, now: time.now })
  await limiter.consume('a')
  time.advance(10_000)
  await limiter.consume('a')
  expect((await refused(limiter.consume('a')))?.msBeforeNext).toBe(50_000)
  await limiter.consume('b')
  time.advance(50_000)
  await expect(limiter.consume('a')).resolves.toMatchObject({ remainingPoints: 1 })
})

test('a flood of distinct keys holds at most maxKeys buckets: expired ones go first, then the oldest', async () => {
  const time = clock()
  const limiter = createBoundedMemoryLimiter({ points: 1, duration: 60, maxKeys: 3, now: time.now })
  await limiter.consume('old')
  time.advance(61_000)
  await limiter.consume('b')
  await limiter.consume('c')
  // Full: the expired bucket makes room, the live ones keep counting.
  await limiter.consume('d')
  expect(await refused(limiter.consume('b'))).toBeInstanceOf(RateLimiterRes)
  expect(await refused(limiter.consume('c'))).toBeInstanceOf(RateLimiterRes)
  // Every bucket live: a new key takes the place of the oldest, whose count is gone.
  await limiter.consume('e')
  await expect(limiter.consume('b')).resolves.toBeInstanceOf(RateLimiterRes)
})
