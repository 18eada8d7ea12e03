import type { Redis } from 'ioredis'
import { pino } from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { createRedisClient } from '../../server/redis/createRedisClient.ts'
import { freePort } from './freePort.ts'
import { startRedisServer, type RedisServer } from './startRedisServer.ts'
import { waitFor } from './waitFor.ts'

/**
 * A real redis-server for the test file that calls this, and a client configured as a process configures it
 * (createRedisClient's settings: its command timeout, its retries); started before the file's tests, stopped after.
 */
export function redisForFile(): { readonly redis: RedisServer; readonly client: Redis } {
  let redis: RedisServer | undefined
  let client: Redis | undefined
  beforeAll(async () => {
    redis = await startRedisServer(await freePort())
    const started = createRedisClient(redis.url, pino({ level: 'silent' }))
    client = started
    await waitFor(() => started.status === 'ready', { what: 'redis ready' })
  })
  afterAll(async () => {
    client?.disconnect()
    await redis?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('redisForFile: used before its beforeAll ran')
    return value
  }
  return {
    get redis() {
      return started(redis)
    },
    get client() {
      return started(client)
    },
  }
}
