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

/**
 * Waits, at most `timeoutMs`, for the first connection to Redis before the process opens its port: a process that
 * listened first would refuse the submits a balancer sends it during a rolling restart (single use cannot be checked
 * yet, docs/several-processes.md). Redis still down after that: the process starts anyway, on its fallbacks (logged).
 * A stop signal ends the wait at once.
 */
export async function waitForRedis(
  client: Redis,
  logger: Logger,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<void> {
  if (client.status === 'ready') return
  let ready = () => {}
  let late = () => {}
  let timer: NodeJS.Timeout | undefined
  const connected = new Promise<boolean>((resolve) => {
    ready = () => resolve(true)
    late = () => resolve(false)
    timer = setTimeout(late, timeoutMs)
    client.once('ready', ready)
    signal?.addEventListener('abort', late, { once: true })
  })
  try {
    if (!(await connected) && !signal?.aborted)
      logger.warn({ component: 'redis', waitedMs: timeoutMs }, 'redis not ready yet: starting on the fallbacks')
  } finally {
    clearTimeout(timer)
    client.off('ready', ready)
    signal?.removeEventListener('abort', late)
  }
}
