import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Logger } from 'pino'
import type { ContactInput } from '../../site/contact/contactSchema.ts'
import type { Locale } from '../../site/locales.ts'
import { cachedProbe } from '../middleware/healthCheck.ts'
import type { Env } from '../env.ts'
import type { Metrics } from '../metrics/createMetrics.ts'
import { createDeliveryWorker, type DeliverySender, type DeliveryWorkerOptions } from '../leads/createDeliveryWorker.ts'
import { buildLeadEmail, createMailSender, type MailSenderOptions } from '../leads/emailChannel.ts'
import { createRetentionSweep } from '../leads/createRetentionSweep.ts'
import { createWebhookSender } from '../leads/webhookChannel.ts'
import type { DeliveryChannel, LeadStore } from '../leads/leadStore.ts'
import { openSqliteLeadStore } from '../leads/sqlite/openSqliteLeadStore.ts'
import { openPostgresLeadStore } from '../leads/postgres/openPostgresLeadStore.ts'
import { createRedisClient, waitForRedis } from '../redis/createRedisClient.ts'
import { createRedisRateLimiterFactory } from '../redis/createRedisRateLimiterFactory.ts'
import { createRedisSpentTokens } from '../redis/createRedisSpentTokens.ts'
import { Refusal } from '../refusal.ts'
import { createCaptchaService, createMemorySpentTokens, type CaptchaService, type SpentTokens } from './captcha.ts'
import { createRateLimiters, type RateLimiterFactory, type RateLimiters } from './rateLimits.ts'

export type ContactServicesOptions = {
  env: Env
  logger: Logger
  now?: () => number
  /** Where spent captcha tokens are kept; memory by default. */
  spentTokens?: SpentTokens
  /** Where rate-limit counts are kept; memory by default. */
  rateLimiterFactory?: RateLimiterFactory
  backoff?: DeliveryWorkerOptions['backoff']
  smtpTimeouts?: MailSenderOptions['timeouts']
  /** Told of deliveries and failed attempts; reports the store's pending leads. */
  metrics?: Metrics
  /** Aborted when the process is told to stop during start: the migrations stop, and this throws its reason. */
  signal?: AbortSignal
}

/** What a submission is told of its request: its language (the lead keeps it) and its logger. */
type SubmissionContext = { locale: Locale; log: Logger }

export type ContactServices = {
  captcha: CaptchaService
  /** The two per-client buckets: captcha issuance and contact submits. */
  limiters: RateLimiters
  /**
   * What both ways of sending the form share, /api/contact (JSON) and the form posted without JavaScript: checked input
   * → captcha (spent, right or wrong) → durable store → wake the delivery worker; the stored lead's id. A captcha that
   * fails, or a store that cannot take the lead (logged here), is thrown as a Refusal.
   */
  submit: (input: ContactInput, request: SubmissionContext) => Promise<string>
  /** For /healthz: the lead store accepts writes. */
  healthy: () => Promise<boolean>
  leadStore: LeadStore
  /** Starts the delivery worker and, beside it in the background, the retention sweep. */
  start: () => void
  /** Resolves once no delivery is in flight (the pre-render waits for it before each page). */
  deliveriesIdle: () => Promise<void>
  /** Stops the worker after its sends in flight and the sweep after its batch under way, then closes the store. */
  close: () => Promise<void>
}

/**
 * Everything behind the contact form, built from the settings: lead store (Postgres when DATABASE_URL is set,
 * SQLite in DATA_DIR otherwise), mail sender, delivery worker, captcha, rate limits and the submission itself; no
 * HTTP (the routes, server/routes/routes.ts, are built over them). Throws a LeadStoreError when DATA_DIR is unusable
 * or the database cannot be reached or migrated.
 */
export async function createContactServices({
  env,
  logger,
  now = Date.now,
  spentTokens,
  rateLimiterFactory,
  backoff,
  smtpTimeouts,
  metrics,
  signal,
}: ContactServicesOptions): Promise<ContactServices> {
  let secret = env.CAPTCHA_SECRET
  if (!secret) {
    secret = randomBytes(32).toString('base64url')
    logger.warn(
      'CAPTCHA_SECRET is not set: using a random secret for this process only (set one shared secret when several processes serve the site)',
    )
  }
  // With LEAD_WEBHOOK_URL set every new lead is also pending for the CRM (docs/crm-webhook.md); leads stored while it
  // was unset are not, unless an operator queues them (npm run leads:webhook).
  // (parseEnv requires the secret with the URL.)
  const webhook =
    env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS }
      : undefined
  const channels: DeliveryChannel[] = webhook ? ['email', 'webhook'] : ['email']
  const leadStore: LeadStore = env.DATABASE_URL
    ? await openPostgresLeadStore({ databaseUrl: env.DATABASE_URL, logger, now, channels, signal })
    : openSqliteLeadStore({ dataDir: env.DATA_DIR, now, channels, signal })
  if (signal?.aborted) {
    // Told to stop while migrating: what was migrated stays, the rest is for the next start.
    await leadStore.close()
    throw signal.reason
  }
  // One attempt never takes longer than MAIL_SEND_TIMEOUT_MS; a lead being sent is reserved for twice that, so after
  // a crash (kill -9 mid-send) it is picked up again at most that much later.
  const sendTimeoutMs = env.MAIL_SEND_TIMEOUT_MS
  const timeouts = smtpTimeouts ?? {
    connectionMs: Math.min(5_000, sendTimeoutMs),
    greetingMs: Math.min(5_000, sendTimeoutMs),
    socketMs: Math.min(10_000, sendTimeoutMs),
  }
  const mailer = createMailSender({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(path.resolve(env.DATA_DIR), 'outbox'),
    timeouts,
  })
  const mail = { from: env.MAIL_FROM, to: env.CONTACT_TO }
  const retention = createRetentionSweep({ store: leadStore, logger, retentionDays: env.LEAD_RETENTION_DAYS, now })
  // With a shared database, leads stored by other processes (or left by one that died) wake no one here: look every
  // few seconds. Alone on SQLite, the worker is told of every lead and sleeps until the next one is due.
  const maxBackoffMs = backoff?.maxMs ?? 5 * 60_000
  const pollMs = leadStore.kind === 'postgres' ? Math.min(5_000, maxBackoffMs) : maxBackoffMs
  // One sender per channel, one worker for all of them (docs/leads.md).
  const senders: DeliverySender[] = [
    {
      channel: 'email',
      send: (lead) => mailer.send(lead.id, buildLeadEmail(lead, mail)),
      target: mailer.target,
      timeoutMs: sendTimeoutMs,
    },
  ]
  if (webhook) {
    const crm = createWebhookSender(webhook)
    senders.push({
      channel: 'webhook',
      send: (lead) => crm.send(lead),
      target: crm.target,
      timeoutMs: webhook.timeoutMs,
    })
  }
  const worker = createDeliveryWorker({
    store: leadStore,
    senders,
    logger,
    now,
    backoff,
    pollMs,
    events: metrics ? (channel) => metrics.delivery(channel) : undefined,
  })
  metrics?.watchLeads(leadStore, channels, now)
  // REDIS_URL: rate limits and spent tokens shared by every process. While Redis is down the limits fall back to
  // memory; spent tokens do not (a submission is refused, retryably: createRedisSpentTokens).
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, logger) : undefined
  if (redis) {
    await waitForRedis(redis, logger, { timeoutMs: 5_000, signal })
    if (signal?.aborted) {
      redis.disconnect()
      await leadStore.close()
      throw signal.reason
    }
  }
  const spent = spentTokens ?? (redis ? createRedisSpentTokens(redis, logger) : createMemorySpentTokens(now))
  const captcha = createCaptchaService({ secret, spentTokens: spent, now, minAgeMs: env.CAPTCHA_MIN_AGE_MS })
  const limiters = createRateLimiters(
    env,
    rateLimiterFactory ?? (redis ? createRedisRateLimiterFactory(redis) : undefined),
  )

  async function submit(input: ContactInput, { locale, log }: SubmissionContext): Promise<string> {
    const verdict = await captcha.check({
      token: input.captchaToken,
      answer: input.captchaAnswer,
      num1: input.captchaNum1,
      num2: input.captchaNum2,
      operation: input.captchaOperation,
      issuedAt: input.captchaIssuedAt,
    })
    if (!verdict.ok) {
      const { reason } = verdict
      const fields = reason === 'captcha_wrong' ? ['captchaAnswer'] : reason === 'too_fast' ? [] : ['captchaToken']
      // Not the visitor's fault and not final: whether the token was spent could not be told (Redis), so no lead.
      if (reason === 'captcha_unavailable')
        throw new Refusal({ status: 503, reason, code: reason, fields, retryAfter: 5 })
      throw new Refusal({ status: 400, reason, code: reason, fields })
    }
    try {
      const lead = await leadStore.add({
        name: input.name,
        email: input.email,
        company: input.company,
        whatsapp: input.whatsapp,
        message: input.message,
        locale,
        page: input.page,
        utm: input.utm,
      })
      log.info({ leadId: lead.id }, 'lead stored')
      worker.notify()
      return lead.id
    } catch (error) {
      log.error({ err: error }, 'lead could not be stored')
      throw new Refusal({ status: 503, code: 'storage_failed' })
    }
  }
  logger.info(
    {
      leads: leadStore.location,
      store: leadStore.kind,
      pending: (await leadStore.queue('email').counts()).pending,
      webhookPending: webhook ? (await leadStore.queue('webhook').counts()).pending : undefined,
      mail: mailer.target,
      shared: redis ? 'redis' : 'memory',
    },
    'lead store open',
  )

  // At most one probe write every two seconds however often /healthz is asked (docs/operations.md).
  const healthy = cachedProbe(() => leadStore.isWritable(), 2_000)
  let closing: Promise<void> | undefined
  return {
    captcha,
    limiters,
    submit,
    healthy,
    leadStore,
    start: () => {
      worker.start()
      retention.start()
    },
    deliveriesIdle: () => worker.idle(),
    close: () =>
      (closing ??= (async () => {
        await Promise.all([retention.stop(), worker.stop()])
        mailer.close()
        await leadStore.close()
        redis?.disconnect()
      })()),
  }
}
