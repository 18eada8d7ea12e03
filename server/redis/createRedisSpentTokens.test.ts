import type { Redis } from 'ioredis'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../../tests/support/freePort.ts'
import { startRedisServer, type RedisServer } from '../../tests/support/startRedisServer.ts'
import { waitFor } from '../../tests/support/waitFor.ts'
import { createRedisClient } from './createRedisClient.ts'
import { createRedisSpentTokens } from './createRedisSpentTokens.ts'

// The record as a process configures it (createRedisClient: 500 ms command timeout) against a real redis-server.
let redis: RedisServer
let client: Redis
const spent = () => createRedisSpentTokens(client, pino({ level: 'silent' }))

beforeAll(async () => {
  redis = await startRedisServer(await freePort())
  client = createRedisClient(redis.url, pino({ level: 'silent' }))
  await waitFor(() => client.status === 'ready', { what: 'redis ready' })
})
afterAll(async () => {
  client?.disconnect()
  await redis?.stop()
})

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
    redis.pause()
    try {
      await expect(record.spend('paused', 60_000)).rejects.toThrow()
    } finally {
      redis.resume()
    }
    await waitFor(() => client.status === 'ready', { what: 'redis answering again' })
    // The write sent while paused was applied once Redis resumed: that token is spent, a new one is not.
    await waitFor(async () => (await client.get('spent:paused')) !== null, { what: 'the paused write applied' })
    expect(await record.spend('paused', 60_000)).toBe(false)
    expect(await record.spend('after', 60_000)).toBe(true)
  })
})
