import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type Router from '@koa/router'
import type { Logger } from 'pino'
import { cachedProbe } from './cachedProbe.ts'
import { createMemorySpentTokens } from './api/captcha/createMemorySpentTokens.ts'
import { createCaptchaService } from './api/captcha/createCaptchaService.ts'
import type { SpentTokens } from './api/captcha/spentTokens.ts'
import { renderContactPage } from './api/contact/renderContactPage.ts'
import { createApiRouter } from './api/createApiRouter.ts'
import { createRateLimiters, type RateLimiterFactory } from './api/rateLimit/createRateLimiters.ts'
import type { Env } from './env.ts'
import type { Metrics } from './metrics/createMetrics.ts'
import { buildLeadEmail } from './leads/buildLeadEmail.ts'
import { createDeliveryWorker, type DeliveryWorkerOptions } from './leads/createDeliveryWorker.ts'
import { createMailSender, type MailSenderOptions } from './leads/createMailSender.ts'
import { createRetentionSweep } from './leads/createRetentionSweep.ts'
import { createWebhookSender } from './leads/createWebhookSender.ts'
import type { DeliveryChannel, LeadStore } from './leads/leadStore.ts'
import { openSqliteLeadStore } from './leads/sqlite/openSqliteLeadStore.ts'
import { openPostgresLeadStore } from './leads/postgres/openPostgresLeadStore.ts'
import { createRedisClient } from './redis/createRedisClient.ts'
import { createRedisRateLimiterFactory } from './redis/createRedisRateLimiterFactory.ts'
import { createRedisSpentTokens } from './redis/createRedisSpentTokens.ts'

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
}

export type ContactServices = {
  api: Router
  /** For /healthz: the lead store accepts writes. */
  healthy: () => Promise<boolean>
  leadStore: LeadStore
  /** Deletes leads past the retention period, then starts the delivery workers (pending leads from an earlier run go first). */
  start: () => void
  /** Stops the workers after their sends in flight, then closes the store. */
  close: () => Promise<void>
}

/**
 * Everything behind the contact form, built from the settings: lead store (Postgres when DATABASE_URL is set,
 * SQLite in DATA_DIR otherwise), mail sender, delivery worker, captcha, rate limits and the /api router. Throws a
 * LeadStoreError when DATA_DIR is unusable or the database cannot be reached or migrated.
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
  const webhook = Boolean(env.LEAD_WEBHOOK_URL)
  const leadStore: LeadStore = env.DATABASE_URL
    ? await openPostgresLeadStore({ databaseUrl: env.DATABASE_URL, logger, now, webhook })
    : openSqliteLeadStore({ dataDir: env.DATA_DIR, now, webhook })
  // One attempt never takes longer than MAIL_SEND_TIMEOUT_MS; a lead being sent is reserved for twice that, so after
  // a crash (kill -9 mid-send) it is picked up again at most that much later.
  const sendTimeoutMs = env.MAIL_SEND_TIMEOUT_MS
  const timeouts = smtpTimeouts ?? {
    connectionMs: Math.min(5_000, sendTimeoutMs),
    greetingMs: Math.min(5_000, sendTimeoutMs),
    socketMs: Math.min(10_000, sendTimeoutMs),
  }
  const sender = createMailSender({
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
  // One worker per channel, each with its own loop and claims: a dead mail server never delays the CRM, nor the reverse.
  const workers = [
    createDeliveryWorker({
      channel: 'email',
      queue: leadStore.queue('email'),
      send: (lead) => sender.send(lead.id, buildLeadEmail(lead, mail)),
      target: sender.target,
      logger,
      now,
      backoff,
      sendTimeoutMs,
      leaseMs: 2 * sendTimeoutMs,
      pollMs,
      events: metrics?.delivery('email'),
    }),
  ]
  if (env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET) {
    const timeoutMs = env.LEAD_WEBHOOK_TIMEOUT_MS
    const crm = createWebhookSender({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, timeoutMs })
    workers.push(
      createDeliveryWorker({
        channel: 'webhook',
        queue: leadStore.queue('webhook'),
        send: (lead) => crm.send(lead),
        target: crm.target,
        logger,
        now,
        backoff,
        sendTimeoutMs: timeoutMs,
        leaseMs: 2 * timeoutMs,
        pollMs,
        events: metrics?.delivery('webhook'),
      }),
    )
  }
  const channels: DeliveryChannel[] = webhook ? ['email', 'webhook'] : ['email']
  metrics?.watchLeads(leadStore, channels, now)
  // REDIS_URL: rate limits and spent tokens shared by every process. While Redis is down the limits fall back to
  // memory; spent tokens do not (a submission is refused, retryably: createRedisSpentTokens).
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, logger) : undefined
  const spent = spentTokens ?? (redis ? createRedisSpentTokens(redis, logger) : createMemorySpentTokens(now))
  const captcha = createCaptchaService({ secret, spentTokens: spent, now, minAgeMs: env.CAPTCHA_MIN_AGE_MS })
  const limiters = createRateLimiters(
    env,
    rateLimiterFactory ?? (redis ? createRedisRateLimiterFactory(redis) : undefined),
  )
  const api = createApiRouter({
    captcha,
    limiters,
    leads: leadStore,
    onLead: () => workers.forEach((worker) => worker.notify()),
    renderContactPage: renderContactPage(env.PUBLIC_URL),
  })
  logger.info(
    {
      leads: leadStore.location,
      store: leadStore.kind,
      pending: (await leadStore.counts()).pending,
      mail: sender.target,
      webhookPending: webhook ? (await leadStore.queue('webhook').counts()).pending : undefined,
      shared: redis ? 'redis' : 'memory',
    },
    'lead store open',
  )

  // At most one probe write every two seconds however often /healthz is asked (docs/operations.md).
  const healthy = cachedProbe(() => leadStore.isWritable(), 2_000)
  let closing: Promise<void> | undefined
  return {
    api,
    healthy,
    leadStore,
    start: () => {
      retention.start()
      for (const worker of workers) worker.start()
    },
    close: () =>
      (closing ??= (async () => {
        retention.stop()
        await Promise.all(workers.map((worker) => worker.stop()))
        sender.close()
        await leadStore.close()
        redis?.disconnect()
      })()),
  }
}
