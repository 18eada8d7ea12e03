import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { SpentTokens } from '../api/captcha/spentTokens.ts'

/**
 * Spent captcha tokens shared by every process: `SET spent:<id> 1 NX PX ttl` succeeds only for the first to spend it.
 * Redis is the one record: when it cannot answer (down, not yet connected, or slower than the client's command
 * timeout), spend rejects and the submission is refused with a retryable error (docs/contact-and-captcha.md). No
 * fallback to this process's memory: another process could not see it, and one token would give two leads.
 */
export function createRedisSpentTokens(client: Redis, logger: Logger): SpentTokens {
  return {
    async spend(id, ttlMs) {
      try {
        return (await client.set(`spent:${id}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK'
      } catch (error) {
        logger.warn(
          { error: { message: error instanceof Error ? error.message : String(error) } },
          'spent-token check failed (redis unavailable): submission refused, retryable',
        )
        throw error
      }
    },
  }
}
