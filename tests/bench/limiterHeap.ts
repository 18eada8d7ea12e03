// Run by bench:abuse in a fresh process each (node --expose-gc tests/bench/limiterHeap.ts <limiter> <addresses> <count>
// [maxKeys]): prints the heap, in bytes, that the rate-limit buckets of `count` client addresses hold after a full
// collection. maxKeys: the bound of the memory twin of redis-down (createBoundedMemoryLimiter's default otherwise).
// <limiter>: per-address or memory (RateLimiterMemory), bounded (createBoundedMemoryLimiter), or, against a real
// redis-server that is then stopped, redis-down (the factory the server uses: its bounded twin answers) and
// redis-down-insurance (RateLimiterRedis with a RateLimiterMemory insurance limiter, as before).
import { pino } from 'pino'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { clientKey, createBoundedMemoryLimiter, type Limiter } from '../../server/contact/rateLimits.ts'
import { createRedisClient } from '../../server/redis/createRedisClient.ts'
import { createRedisRateLimiterFactory } from '../../server/redis/createRedisRateLimiterFactory.ts'
import { freePort } from '../support/freePort.ts'
import { startRedisServer } from '../support/startRedisServer.ts'
import { waitFor } from '../support/waitFor.ts'

const [limiterName, addressKind, countText, maxKeysText] = process.argv.slice(2)
const count = Number(countText)
const maxKeys = maxKeysText ? Number(maxKeysText) : undefined
const limits = { points: 300, duration: 600 }
const hex = (value: number) => (value % 65_536).toString(16)
// Keyed as the server keys them: per address (the old keying) or by clientKey (IPv6 /64).
const address = (i: number) =>
  addressKind === 'one-64' ? `2001:db8:77:1::${hex(i)}:${hex(i >> 16)}` : `2001:db8:${hex(i >> 16)}:${hex(i)}::1`
const key = limiterName === 'per-address' ? (i: number) => address(i) : (i: number) => clientKey(address(i))
const collect = () => {
  globalThis.gc?.()
  globalThis.gc?.()
}

/** A client of a real Redis that has gone away: connected once, then the server stopped. */
async function redisDown() {
  const redis = await startRedisServer(await freePort())
  const client = createRedisClient(redis.url, pino({ level: 'silent' }))
  await waitFor(() => client.status === 'ready', { what: 'redis ready' })
  await redis.stop()
  await waitFor(() => client.status !== 'ready', { what: 'the client to notice' })
  return client
}

async function createLimiter(): Promise<Limiter> {
  if (limiterName === 'bounded') return createBoundedMemoryLimiter(limits)
  if (limiterName === 'redis-down')
    return createRedisRateLimiterFactory(await redisDown(), { maxKeys })({ keyPrefix: 'rl:bench', ...limits })
  if (limiterName === 'redis-down-insurance') {
    const storeClient = await redisDown()
    return new RateLimiterRedis({
      keyPrefix: 'rl:bench',
      ...limits,
      storeClient,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(limits),
    })
  }
  return new RateLimiterMemory(limits)
}

const limiter = await createLimiter()
collect()
const before = process.memoryUsage().heapUsed
for (let i = 0; i < count; i++) await limiter.consume(key(i)).catch(() => undefined)
collect()
const after = process.memoryUsage().heapUsed
await limiter.consume('kept alive until measured').catch(() => undefined)
console.log(after - before)
// The stopped server's client keeps trying to reconnect: nothing else to wait for.
process.exit(0)
