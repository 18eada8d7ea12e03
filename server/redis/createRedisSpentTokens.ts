import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { createMemorySpentTokens } from '../api/captcha/createMemorySpentTokens.ts'
import type { SpentTokens } from '../api/captcha/spentTokens.ts'

/**
 * Spent captcha tokens shared by every process: `SET spent:<id> 1 NX PX ttl` succeeds only for the first to spend it.
 * Each token is also kept in this process's memory, so that while Redis is unreachable a token is still single use
 * within this process (fail-open to memory: a visitor's lead is never refused because Redis is down; the price is
 * that during an outage a token could be replayed once against another process).
 */
export function createRedisSpentTokens(client: Redis, logger: Logger, now: () => number = Date.now): SpentTokens {
  const memory = createMemorySpentTokens(now)
  return {
    async spend(id, ttlMs) {
      if (!(await memory.spend(id, ttlMs))) return false
      try {
        return (await client.set(`spent:${id}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK'
      } catch (error) {
        logger.warn(
          { error: { message: (error as Error).message } },
          'spent-token check fell back to memory (redis unavailable)',
        )
        return true
      }
    },
  }
}
