import type { Logger } from 'pino'
import type { DeliveryChannel, DeliveryQueue, PendingLead } from './leadStore.ts'

export type DeliveryWorkerOptions = {
  /** Which way this worker sends leads; its log lines and metrics name it. */
  channel: DeliveryChannel
  /** That channel's deliveries in the lead store. */
  queue: Pick<DeliveryQueue, 'claimNextDue' | 'nextDueAt' | 'markDelivered' | 'markFailed'>
  /** One attempt: resolves once the far side accepted the lead, rejects otherwise. */
  send: (lead: PendingLead) => Promise<void>
  /** Where leads go, for the start log (never credentials nor a token). */
  target: string
  logger: Logger
  now?: () => number
  /**
   * Exponential backoff between attempts of one lead: initialMs, doubled each time, never above maxMs; each wait is
   * then drawn between half and all of that (jitter), so leads that failed together are not retried together.
   */
  backoff?: { initialMs: number; maxMs: number }
  /** A number in [0, 1) for the jitter. */
  random?: () => number
  /** How long a claimed lead is reserved for this worker (another process sharing DATA_DIR skips it). */
  leaseMs?: number
  /**
   * The longest one attempt may take, whatever the mail server does (a server that trickles its answers never trips
   * the socket's idle timeout). Past it the attempt counts as failed; keep it below leaseMs.
   */
  sendTimeoutMs?: number
  /**
   * The longest the worker sleeps without looking at the store: leads written by other processes (a shared
   * database) wake no one here, and a store that failed is tried again this soon. Default backoff.maxMs.
   */
  pollMs?: number
  /** Told of each delivery and each failed attempt (the metrics). */
  events?: { delivered: () => void; failed: () => void }
}

/** Why an attempt was given up by this process rather than failed by the mail server. */
class AttemptCut extends Error {
  readonly code: string
  constructor(code: 'ETIMEDOUT' | 'ESHUTDOWN', message: string) {
    super(message)
    this.code = code
  }
}

/** What is safe to log about a failed send: codes and the server's reply, no personal data. */
function describeError(error: unknown) {
  const { code, responseCode, command, message } = (error ?? {}) as {
    code?: unknown
    responseCode?: unknown
    command?: unknown
    message?: unknown
  }
  return {
    code: typeof code === 'string' ? code : undefined,
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
    command: typeof command === 'string' ? command : undefined,
    message: typeof message === 'string' ? message.slice(0, 300) : String(error).slice(0, 300),
  }
}

/**
 * Sends one channel's stored leads one at a time until each is accepted (the mail server, the CRM), then marks it
 * delivered. Each channel has a worker of its own, so a channel that fails never delays the other.
 * Picks up whatever is pending when it starts (a restart loses nothing), wakes at once on notify(), retries
 * with capped exponential backoff, and on stop() finishes the send in flight before resolving (or, past a grace
 * period, gives it up and leaves the lead due at once for the next start: a shutdown never waits on a hung server).
 */
export function createDeliveryWorker({
  channel,
  queue: store,
  send,
  target,
  logger,
  now = Date.now,
  backoff = { initialMs: 1_000, maxMs: 5 * 60_000 },
  random = Math.random,
  leaseMs = 60_000,
  sendTimeoutMs = 30_000,
  pollMs = backoff.maxMs,
  events,
}: DeliveryWorkerOptions) {
  const log = logger.child({ component: 'delivery', channel })
  let running: Promise<void> | undefined
  let stopping = false
  let woken = false
  let wake: (() => void) | undefined
  let cut: ((reason: AttemptCut) => void) | undefined

  function sleep(ms: number): Promise<void> {
    if (woken || stopping) {
      woken = false
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms))
      timer.unref()
      function done() {
        clearTimeout(timer)
        wake = undefined
        woken = false
        resolve()
      }
      wake = done
    })
  }

  async function deliver(lead: PendingLead) {
    const attempt = lead.attempts + 1
    log.info({ leadId: lead.id, attempt }, 'lead delivery attempt')
    let timer: NodeJS.Timeout | undefined
    try {
      const interrupted = new Promise<never>((_, reject) => {
        cut = reject
        timer = setTimeout(
          () => reject(new AttemptCut('ETIMEDOUT', `no answer within ${sendTimeoutMs} ms`)),
          sendTimeoutMs,
        )
      })
      await Promise.race([send(lead), interrupted])
    } catch (error) {
      if (error instanceof AttemptCut && error.code === 'ESHUTDOWN') {
        // Not the far side's fault: no attempt counted, due at once for the next start (it may be sent twice).
        await store.markFailed(lead.id, lead.attempts, now(), error.message)
        log.warn({ leadId: lead.id, attempt }, 'lead delivery interrupted by shutdown')
        return
      }
      const ceilingMs = Math.min(backoff.maxMs, backoff.initialMs * 2 ** (attempt - 1))
      const retryInMs = Math.round(ceilingMs * (0.5 + random() * 0.5))
      const detail = describeError(error)
      events?.failed()
      await store.markFailed(
        lead.id,
        attempt,
        now() + retryInMs,
        [detail.code, detail.responseCode, detail.message].filter(Boolean).join(' '),
      )
      log.warn({ leadId: lead.id, attempt, retryInMs, error: detail }, 'lead delivery failed')
      return
    } finally {
      clearTimeout(timer)
      cut = undefined
    }
    // Between the far side's acceptance and this line a crash would send the lead again after restart, with the same
    // Message-ID or webhook-id; that is the only way a lead is sent twice on one channel.
    events?.delivered()
    await store.markDelivered(lead.id)
    log.info({ leadId: lead.id, attempt }, 'lead delivered')
  }

  async function loop() {
    while (!stopping) {
      try {
        const lead = await store.claimNextDue(leaseMs)
        if (lead) {
          await deliver(lead)
          continue
        }
        const dueAt = await store.nextDueAt()
        await sleep(Math.min(pollMs, dueAt === undefined ? backoff.maxMs : dueAt - now()))
      } catch (error) {
        // The store itself failed (disk, permissions, database down): keep the process up and try again later.
        log.error({ err: error }, 'delivery worker could not use the lead store')
        await sleep(pollMs)
      }
    }
  }

  return {
    start(): void {
      if (running) return
      stopping = false
      log.info({ target }, 'delivery worker started')
      running = loop()
    },

    /** A lead was just stored: look now rather than at the next timer. */
    notify(): void {
      woken = true
      wake?.()
    },

    /** Resolves once the send in flight (if any) has finished, or was given up after graceMs; nothing new starts after. */
    async stop({ graceMs = 2_000 } = {}): Promise<void> {
      stopping = true
      wake?.()
      const grace = setTimeout(() => cut?.(new AttemptCut('ESHUTDOWN', 'interrupted by shutdown')), graceMs)
      await running
      clearTimeout(grace)
      running = undefined
      log.info('delivery worker stopped')
    },
  }
}
