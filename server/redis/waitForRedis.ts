import type { Redis } from 'ioredis'
import type { Logger } from 'pino'

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
