import type { Logger } from 'pino'
import type { DeliveryChannel, LeadStore, PendingLead } from './leadStore.ts'

/** One way out of the store (docs/leads.md): what adding a channel adds. */
export type DeliverySender = {
  channel: DeliveryChannel
  /** One attempt: resolves once the far side accepted the lead, rejects otherwise. */
  send: (lead: PendingLead) => Promise<void>
  /** Where leads go, for the start log (never credentials nor a token). */
  target: string
  /**
   * The longest one attempt may take, whatever the far side does (a server that trickles its answers never trips a
   * socket's idle timeout). Past it the attempt counts as failed. A claimed delivery is reserved for twice this (the
   * lease): after a crash mid-send another process takes it that much later.
   */
  timeoutMs: number
}

export type DeliveryWorkerOptions = {
  /** The one delivery queue. */
  store: Pick<LeadStore, 'queue'>
  senders: readonly DeliverySender[]
  logger: Logger
  now?: () => number
  /**
   * The one retry policy: exponential backoff between attempts of one delivery, initialMs, doubled each time, never
   * above maxMs; each wait is then drawn between half and all of that (jitter), so deliveries that failed together
   * are not retried together.
   */
  backoff?: { initialMs: number; maxMs: number }
  /** A number in [0, 1) for the jitter. */
  random?: () => number
  /**
   * The longest the worker sleeps without looking at the store: leads written by other processes (a shared
   * database) wake no one here, and a store that failed is tried again this soon. Default backoff.maxMs.
   */
  pollMs?: number
  /** Told of each delivery and each failed attempt (the metrics). */
  events?: (channel: DeliveryChannel) => { delivered: () => void; failed: () => void }
}

/** Why an attempt was given up by this process rather than failed by the far side. */
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
 * The one delivery worker (docs/leads.md): one loop over the one queue, claiming the next due delivery of each channel
 * that has no send in flight, so every channel has at most one send at a time and a channel that hangs or fails never
 * delays another. Picks up whatever is pending when it starts (a restart loses nothing), wakes at once on notify() or
 * when a send ends, retries with capped exponential backoff, and on stop() finishes the sends in flight before
 * resolving (or, past a grace period, gives them up and leaves them due at once for the next start: a shutdown never
 * waits on a hung server).
 */
export function createDeliveryWorker({
  store,
  senders,
  logger,
  now = Date.now,
  backoff = { initialMs: 1_000, maxMs: 5 * 60_000 },
  random = Math.random,
  pollMs = backoff.maxMs,
  events,
}: DeliveryWorkerOptions) {
  const log = logger.child({ component: 'delivery' })
  const inFlight = new Map<DeliveryChannel, { done: Promise<void>; cut: (reason: AttemptCut) => void }>()
  let running: Promise<void> | undefined
  let stopping = false
  let woken = false
  let wake: (() => void) | undefined

  function notify() {
    woken = true
    wake?.()
  }

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

  /** One attempt of one delivery, then its outcome in the store. */
  async function deliver({ channel, send, timeoutMs }: DeliverySender, lead: PendingLead, cutOff: Promise<never>) {
    const queue = store.queue(channel)
    const channelLog = log.child({ channel })
    const attempt = lead.attempts + 1
    channelLog.info({ leadId: lead.id, attempt }, 'lead delivery attempt')
    let timer: NodeJS.Timeout | undefined
    try {
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AttemptCut('ETIMEDOUT', `no answer within ${timeoutMs} ms`)), timeoutMs)
      })
      await Promise.race([send(lead), timedOut, cutOff])
    } catch (error) {
      if (error instanceof AttemptCut && error.code === 'ESHUTDOWN') {
        // Not the far side's fault: no attempt counted, due at once for the next start (it may be sent twice).
        await queue.markFailed(lead.id, lead.attempts, now(), error.message)
        channelLog.warn({ leadId: lead.id, attempt }, 'lead delivery interrupted by shutdown')
        return
      }
      const ceilingMs = Math.min(backoff.maxMs, backoff.initialMs * 2 ** (attempt - 1))
      const retryInMs = Math.round(ceilingMs * (0.5 + random() * 0.5))
      const detail = describeError(error)
      events?.(channel).failed()
      await queue.markFailed(
        lead.id,
        attempt,
        now() + retryInMs,
        [detail.code, detail.responseCode, detail.message].filter(Boolean).join(' '),
      )
      channelLog.warn({ leadId: lead.id, attempt, retryInMs, error: detail }, 'lead delivery failed')
      return
    } finally {
      clearTimeout(timer)
    }
    // Between the far side's acceptance and this line a crash would send the lead again after restart, with the same
    // Message-ID or webhook-id; that is the only way a lead is sent twice on one channel.
    events?.(channel).delivered()
    await queue.markDelivered(lead.id)
    channelLog.info({ leadId: lead.id, attempt }, 'lead delivered')
  }

  /** Starts the send and returns at once: the loop goes on to the other channels. */
  function dispatch(sender: DeliverySender, lead: PendingLead) {
    let cut: (reason: AttemptCut) => void = () => {}
    const cutOff = new Promise<never>((_, reject) => (cut = reject))
    const done = deliver(sender, lead, cutOff)
      .catch((error: unknown) =>
        log.error({ err: error, channel: sender.channel }, 'delivery worker could not use the lead store'),
      )
      .finally(() => {
        inFlight.delete(sender.channel)
        notify()
      })
    inFlight.set(sender.channel, { done, cut })
  }

  async function loop() {
    while (!stopping) {
      try {
        const idle = senders.filter(({ channel }) => !inFlight.has(channel))
        let claimed = false
        for (const sender of idle) {
          if (stopping) break
          const lead = await store.queue(sender.channel).claimNextDue(2 * sender.timeoutMs)
          if (lead && !stopping) {
            dispatch(sender, lead)
            claimed = true
          } else if (lead)
            await store.queue(sender.channel).markFailed(lead.id, lead.attempts, now(), 'not sent: stopping')
        }
        if (claimed || stopping) continue
        const dues = await Promise.all(idle.map(({ channel }) => store.queue(channel).nextDueAt()))
        const next = Math.min(...dues.map((at) => (at === undefined ? Infinity : at - now())))
        await sleep(Math.min(pollMs, next))
      } catch (error) {
        // The store itself failed (disk, permissions, database down): keep the process up and try again later.
        log.error({ err: error }, 'delivery worker could not use the lead store')
        await sleep(pollMs)
      }
    }
    await Promise.all([...inFlight.values()].map(({ done }) => done))
  }

  return {
    start(): void {
      if (running) return
      stopping = false
      // One field per channel, named after it with a suffix ('email' alone is a redacted field name, createLogger.ts).
      log.info(
        Object.fromEntries(senders.map(({ channel, target }) => [`${channel}Target`, target])),
        'delivery worker started',
      )
      running = loop()
    },

    /** A lead was just stored: look now rather than at the next timer. */
    notify,

    /** Resolves once no send is in flight (now, or when the ones in flight have ended). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight.values()].map(({ done }) => done))
    },

    /** Resolves once the sends in flight (if any) have finished, or were given up after graceMs; nothing new starts after. */
    async stop({ graceMs = 2_000 } = {}): Promise<void> {
      stopping = true
      wake?.()
      const grace = setTimeout(() => {
        for (const { cut } of inFlight.values()) cut(new AttemptCut('ESHUTDOWN', 'interrupted by shutdown'))
      }, graceMs)
      await running
      clearTimeout(grace)
      running = undefined
      log.info('delivery worker stopped')
    },
  }
}
