import { Redis } from 'ioredis'
import type { Logger } from 'pino'

/**
 * The shared store for several processes (REDIS_URL). A request never waits on Redis: no offline queue (a command
 * while disconnected fails at once), one attempt per command, a short command timeout; callers fall back to memory.
 * ioredis reconnects by itself; each change of state is logged once, not every failed attempt.
 */
export function createRedisClient(url: string, logger: Logger): Redis {
  const log = logger.child({ component: 'redis' })
  const client = new Redis(url, {
    keyPrefix: 'fluxa:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  let down = false
  client.on('ready', () => {
    if (down) log.warn('redis is back: rate limits and spent captcha tokens are shared again')
    else log.info('redis ready')
    down = false
  })
  client.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return
    down = true
    log.error(
      { error: { code: error.code, message: error.message } },
      'redis unavailable: rate limits and spent captcha tokens fall back to this process memory',
    )
  })
  return client
}
