import type { SpentTokens } from './spentTokens.ts'

const sweepEveryMs = 60_000

/**
 * Spent token ids in this process's memory, each kept until its token would have expired anyway.
 * `expiries` (id → when it may be forgotten) is the memory itself; a caller may hand in its own map to watch it.
 */
export function createMemorySpentTokens(
  now: () => number = Date.now,
  expiries = new Map<string, number>(),
): SpentTokens {
  let lastSweep = now()

  function sweep(at: number) {
    for (const [id, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(id)
    lastSweep = at
  }

  return {
    async spend(id, ttlMs) {
      const at = now()
      // Expired entries go in a periodic sweep, so memory stays bounded by the tokens of the last validity period.
      if (at - lastSweep >= sweepEveryMs) sweep(at)
      const expiresAt = expiries.get(id)
      if (expiresAt !== undefined && expiresAt > at) return false
      expiries.set(id, at + Math.max(ttlMs, 1))
      return true
    },
  }
}
