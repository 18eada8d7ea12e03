import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Logger } from 'pino'
import type { LeadStore, PurgedLeads } from './leadStore.ts'

const day = 24 * 60 * 60 * 1000

export type RetentionSweepOptions = {
  store: Pick<LeadStore, 'purgeBefore' | 'compact'>
  logger: Logger
  retentionDays: number
  now?: () => number
  /** How often the sweep runs after the one at start. */
  intervalMs?: number
  /** Leads deleted by the first transaction; the next ones are sized to take about batchMs each. */
  batchSize?: number
  /**
   * How long one batch should take: SQLite's hold the event loop that long (node:sqlite is synchronous), so a request
   * waits at most about this. Each batch is resized from the last one's time, between 100 (or batchSize, if smaller)
   * and maxBatchSize leads (2,000).
   */
  batchMs?: number
  maxBatchSize?: number
}

export type SweepResult = PurgedLeads & { finished: boolean }

/**
 * Keeps the privacy notice's promise (docs/leads.md): leads older than the retention period are deleted, with their
 * deliveries, in batches of about `batchMs` each, each its own transaction, with a turn of the event loop between
 * two, so the process answers pages, /healthz and submits throughout and a backlog of any size only takes longer. Every batch
 * is committed on its own: a sweep that is stopped (SIGTERM) or fails keeps what it deleted, and the next one (at the
 * next start, or interval) resumes where it stopped, as it deletes oldest first. Once a sweep has deleted everything
 * due, the storage is compacted so the deleted rows leave its files. Logs counts only; a lead still undelivered at
 * that age is deleted too (the promise has no exception for it) and logged as an error.
 */
export function createRetentionSweep({
  store,
  logger,
  retentionDays,
  now = Date.now,
  intervalMs = 6 * 60 * 60 * 1000,
  batchSize = 1_000,
  batchMs = 50,
  maxBatchSize = 2_000,
}: RetentionSweepOptions) {
  const minBatchSize = Math.min(100, batchSize)
  const log = logger.child({ component: 'retention' })
  let timer: NodeJS.Timeout | undefined
  let stopping: AbortController | undefined
  let running: Promise<SweepResult> | undefined

  async function run(signal: AbortSignal): Promise<SweepResult> {
    const cutoff = now() - retentionDays * day
    const total = { deleted: 0, undelivered: 0 }
    const started = performance.now()
    let finished = false
    try {
      let size = batchSize
      while (!signal.aborted) {
        const batchStarted = performance.now()
        const batch = await store.purgeBefore(cutoff, size)
        total.deleted += batch.deleted
        total.undelivered += batch.undelivered
        if (batch.deleted < size) {
          finished = true
          break
        }
        const tookMs = Math.max(1, performance.now() - batchStarted)
        // Shrinks at once when a batch was slow; grows at most twofold, so a quiet moment never makes a huge batch.
        size = Math.min(maxBatchSize, 2 * size, Math.max(minBatchSize, Math.round((size * batchMs) / tookMs)))
        // A turn of the event loop: requests (and a SIGTERM) are handled between two batches.
        await nextTurn()
      }
      if (finished && total.deleted > 0) await store.compact(signal)
    } catch (error) {
      if (!signal.aborted) log.error({ err: error, ...total }, 'retention sweep failed; it runs again later')
      finished = false
    }
    const fields = { ...total, retentionDays, ms: Math.round(performance.now() - started) }
    if (!finished && signal.aborted) log.info(fields, 'retention sweep stopped; the next start resumes it')
    else if (total.undelivered > 0) log.error(fields, 'deleted undelivered leads past the retention period')
    else if (total.deleted > 0) log.info(fields, 'deleted leads past the retention period')
    return { ...total, finished }
  }

  /** One sweep to the end (or until stop()); a sweep already under way is joined, never run twice at once. */
  function sweep(): Promise<SweepResult> {
    stopping ??= new AbortController()
    running ??= run(stopping.signal).finally(() => (running = undefined))
    return running
  }

  return {
    sweep,
    /** Sweeps now (in the background), then every intervalMs after the end of the previous sweep. */
    start(): void {
      stopping = new AbortController()
      const next = () =>
        void sweep().then(() => {
          if (stopping?.signal.aborted) return
          timer = setTimeout(next, intervalMs)
          // Never the reason the process stays alive.
          timer.unref()
        })
      next()
    },
    /** Stops after the batch under way (a few milliseconds) and resolves once it is committed. */
    async stop(): Promise<void> {
      clearTimeout(timer)
      stopping?.abort()
      await running
    },
  }
}
