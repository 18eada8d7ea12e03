import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { SpentTokens } from '../contact/captcha.ts'

/** Questions after a first reply that did not come in time (each within the client's 500 ms command timeout). */
const lateAnswerTries = 4

/**
 * Spent captcha tokens shared by every process: `SET spent:<id> <mark> NX PX ttl` succeeds only for the first to spend
 * it. Redis is the one record: when it cannot answer (down, not yet connected, or slower than the client's command
 * timeout), spend rejects and the submission is refused with a retryable error (docs/contact-and-captcha.md). No
 * fallback to this process's memory: another process could not see it, and one token would give two leads.
 * A reply that is only late (this process's event loop held up past the command timeout, while Redis answered) is
 * settled by asking again who holds the token: each attempt writes its own mark, so `GET` tells "spent by this
 * attempt" from "spent by another" and from "never written".
 */
export function createRedisSpentTokens(client: Redis, logger: Logger): SpentTokens {
  const spendOnce = async (key: string, mark: string, ttl: number) =>
    (await client.set(key, mark, 'PX', ttl, 'NX')) === 'OK'
  return {
    async spend(id, ttlMs) {
      const key = `spent:${id}`
      const mark = randomBytes(9).toString('base64url')
      const ttl = Math.max(1, Math.ceil(ttlMs))
      try {
        return await spendOnce(key, mark, ttl)
      } catch (first) {
        // A few more questions, each within the command timeout (about 2 s in all): a process busy starting up or
        // under load may hold its event loop past one timeout, rarely past several; a Redis that is down answers none.
        for (let ask = 0; ask < lateAnswerTries; ask++) {
          try {
            // Commands on one connection are answered in order: by this reply, the SET above was applied or never sent.
            const holder = await client.get(key)
            if (holder !== null) return holder === mark
            return await spendOnce(key, mark, ttl)
          } catch {
            // Still no answer: ask again, or give up below.
          }
        }
        logger.warn(
          { error: { message: first instanceof Error ? first.message : String(first) } },
          'spent-token check failed (redis unavailable): submission refused, retryable',
        )
        throw first
      }
    },
  }
}
