// Run by bench:abuse in a fresh process each (node --expose-gc tests/bench/limiterHeap.ts <limiter> <addresses> <count>):
// prints the heap, in bytes, that the rate-limit buckets of `count` client addresses hold after a full collection.
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { clientKey } from '../../server/api/rateLimit/clientKey.ts'
import { createBoundedMemoryLimiter } from '../../server/api/rateLimit/createBoundedMemoryLimiter.ts'
import type { Limiter } from '../../server/api/rateLimit/Limiter.ts'

const [limiterName, addressKind, countText] = process.argv.slice(2)
const count = Number(countText)
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
const limiter: Limiter = limiterName === 'bounded' ? createBoundedMemoryLimiter(limits) : new RateLimiterMemory(limits)
collect()
const before = process.memoryUsage().heapUsed
for (let i = 0; i < count; i++) await limiter.consume(key(i)).catch(() => undefined)
collect()
const after = process.memoryUsage().heapUsed
await limiter.consume('kept alive until measured').catch(() => undefined)
console.log(after - before)
