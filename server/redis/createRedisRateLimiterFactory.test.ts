import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { describe, expect, test } from 'vitest'
import { redisForFile } from '../../tests/support/redisForFile.ts'
import { waitFor } from '../../tests/support/waitFor.ts'
import { createRedisRateLimiterFactory } from './createRedisRateLimiterFactory.ts'

const runProcess = promisify(execFile)

// The limiters as a process configures them (createRedisClient's settings), against a real redis-server that is
// then stopped: what they hold while Redis is down.
const live = redisForFile()

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => error instanceof RateLimiterRes,
  )

describe('rate limits while Redis is down', () => {
  test('counted in Redis while it is up; then per process in a bounded memory twin: old buckets make room', async () => {
    const limiter = createRedisRateLimiterFactory(live.client, { maxKeys: 3 })({
      keyPrefix: 'rl:test',
      points: 1,
      duration: 600,
    })
    await limiter.consume('up')
    expect(await refused(limiter.consume('up'))).toBe(true)
    expect(await live.client.keys('*rl:test*')).toHaveLength(1)

    await live.redis.stop()
    await waitFor(() => live.client.status !== 'ready', { what: 'the client to notice' })
    // Still limited: a client's second request in the window is refused.
    await limiter.consume('a')
    expect(await refused(limiter.consume('a'))).toBe(true)
    // A flood of other clients: the twin holds 3 buckets, so the oldest ('a') makes room and its count is gone,
    // where RateLimiterMemory (the insurance limiter before) would have kept every one of them.
    for (const key of ['b', 'c', 'd']) await limiter.consume(key)
    expect(await refused(limiter.consume('a'))).toBe(false)
    expect(await refused(limiter.consume('d'))).toBe(true)
  })

  test('20,000 distinct clients with Redis down hold the heap of 1,000 buckets (a fresh process, after a full collection)', async () => {
    // A bound of 1,000 rather than the default 100,000 keeps this quick on a shared machine; `npm run bench:abuse`
    // prints the default's figure for 300,000 clients.
    const { stdout } = await runProcess(
      process.execPath,
      [
        '--expose-gc',
        '--disable-warning=ExperimentalWarning',
        path.resolve('tests/bench/limiterHeap.ts'),
        'redis-down',
        'distinct-64s',
        '20000',
        '1000',
      ],
      { timeout: 120_000 },
    )
    const mib = Number(stdout.trim()) / 2 ** 20
    // 1,000 buckets are well under 1 MiB; RateLimiterMemory, the insurance limiter before, kept all 20,000 (about 8 MiB).
    expect(mib).toBeLessThan(3)
  }, 150_000)
})
