import type { Logger } from 'pino'
import type { LeadCounts, LeadStore } from './leadStore.ts'

const day = 24 * 60 * 60 * 1000

export type RetentionSweepOptions = {
  store: Pick<LeadStore, 'purgeOlderThan'>
  logger: Logger
  retentionDays: number
  now?: () => number
  /** How often the sweep runs after the one at start. */
  intervalMs?: number
}

/**
 * Keeps the privacy notice's promise: leads are deleted from the store once older than the retention period.
 * Runs at start and then every intervalMs; logs counts only. A lead still undelivered at that age is deleted too
 * (the promise has no exception for it) and logged as an error: mail delivery has then been failing for that long.
 */
export function createRetentionSweep({
  store,
  logger,
  retentionDays,
  now = Date.now,
  intervalMs = 6 * 60 * 60 * 1000,
}: RetentionSweepOptions) {
  const log = logger.child({ component: 'retention' })
  let timer: NodeJS.Timeout | undefined

  async function sweep(): Promise<LeadCounts> {
    const cutoff = now() - retentionDays * day
    try {
      const deleted = await store.purgeOlderThan(cutoff)
      if (deleted.pending > 0)
        log.error({ ...deleted, retentionDays }, 'deleted undelivered leads past the retention period')
      else if (deleted.delivered > 0) log.info({ ...deleted, retentionDays }, 'deleted leads past the retention period')
      return deleted
    } catch (error) {
      log.error({ err: error }, 'retention sweep failed; it runs again later')
      return { delivered: 0, pending: 0 }
    }
  }

  return {
    sweep,
    start(): void {
      void sweep()
      timer = setInterval(() => void sweep(), intervalMs)
      // Never the reason the process stays alive.
      timer.unref()
    },
    stop(): void {
      clearInterval(timer)
    },
  }
}
