import { pino } from 'pino'
import { describe, expect, test } from 'vitest'
import { redisForFile } from '../../tests/support/redisForFile.ts'
import { waitFor } from '../../tests/support/waitFor.ts'
import { createRedisSpentTokens } from './createRedisSpentTokens.ts'

// The record as a process configures it (createRedisClient: 500 ms command timeout) against a real redis-server.
const live = redisForFile()
const spent = () => createRedisSpentTokens(live.client, pino({ level: 'silent' }))

/** Holds this process's event loop, as a long synchronous task would: every timer and reply waits. */
function holdEventLoop(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // busy on purpose
  }
}

describe('spent tokens in Redis', () => {
  test('once per token, across two records (two processes)', async () => {
    const [a, b] = [spent(), spent()]
    expect(await a.spend('one', 60_000)).toBe(true)
    expect(await b.spend('one', 60_000)).toBe(false)
    expect(await a.spend('one', 60_000)).toBe(false)
  })

  test('a reply late only because this event loop was held past the command timeout: still told right, once', async () => {
    const [a, b] = [spent(), spent()]
    const first = a.spend('late', 60_000)
    holdEventLoop(800)
    expect(await first).toBe(true)
    const second = b.spend('late', 60_000)
    holdEventLoop(800)
    expect(await second).toBe(false)
  })

  test('Redis paused: cannot say, so spend rejects (the submit is refused, never accepted); then it answers again', async () => {
    const record = spent()
    live.redis.pause()
    try {
      await expect(record.spend('paused', 60_000)).rejects.toThrow()
    } finally {
      live.redis.resume()
    }
    await waitFor(() => live.client.status === 'ready', { what: 'redis answering again' })
    // The write sent while paused was applied once Redis resumed: that token is spent, a new one is not.
    await waitFor(async () => (await live.client.get('spent:paused')) !== null, { what: 'the paused write applied' })
    expect(await record.spend('paused', 60_000)).toBe(false)
    expect(await record.spend('after', 60_000)).toBe(true)
  })
})
