import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type Router from '@koa/router'
import type { Logger } from 'pino'
import { createMemorySpentTokens } from './api/captcha/createMemorySpentTokens.ts'
import { createCaptchaService } from './api/captcha/createCaptchaService.ts'
import type { SpentTokens } from './api/captcha/spentTokens.ts'
import { renderContactPage } from './api/contact/renderContactPage.ts'
import { createApiRouter } from './api/createApiRouter.ts'
import { createRateLimiters, type RateLimiterFactory } from './api/rateLimit/createRateLimiters.ts'
import type { Env } from './env.ts'
import type { Metrics } from './metrics/createMetrics.ts'
import { createDeliveryWorker, type DeliveryWorkerOptions } from './leads/createDeliveryWorker.ts'
import { createMailSender, type MailSenderOptions } from './leads/createMailSender.ts'
import { createRetentionSweep } from './leads/createRetentionSweep.ts'
import type { LeadStore } from './leads/leadStore.ts'
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
  /** Deletes leads past the retention period, then starts the delivery worker (pending leads from an earlier run go first). */
  start: () => void
  /** Stops the worker after its send in flight, then closes the store. */
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
  const leadStore: LeadStore = env.DATABASE_URL
    ? await openPostgresLeadStore({ databaseUrl: env.DATABASE_URL, logger, now })
    : openSqliteLeadStore({ dataDir: env.DATA_DIR, now })
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
  const worker = createDeliveryWorker({
    store: leadStore,
    sender,
    mail,
    logger,
    now,
    backoff,
    sendTimeoutMs,
    leaseMs: 2 * sendTimeoutMs,
    pollMs,
    events: metrics?.delivery,
  })
  metrics?.watchLeads(leadStore, now)
  // REDIS_URL: rate limits and spent tokens shared by every process (each falls back to memory while Redis is down).
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, logger) : undefined
  const spent = spentTokens ?? (redis ? createRedisSpentTokens(redis, logger, now) : createMemorySpentTokens(now))
  const captcha = createCaptchaService({ secret, spentTokens: spent, now, minAgeMs: env.CAPTCHA_MIN_AGE_MS })
  const limiters = createRateLimiters(
    env,
    rateLimiterFactory ?? (redis ? createRedisRateLimiterFactory(redis) : undefined),
  )
  const api = createApiRouter({
    captcha,
    limiters,
    leads: leadStore,
    onLead: () => worker.notify(),
    renderContactPage: renderContactPage(env.PUBLIC_URL),
  })
  logger.info(
    {
      leads: leadStore.location,
      store: leadStore.kind,
      pending: (await leadStore.counts()).pending,
      mail: sender.target,
      shared: redis ? 'redis' : 'memory',
    },
    'lead store open',
  )

  let closing: Promise<void> | undefined
  return {
    api,
    healthy: () => leadStore.isWritable(),
    leadStore,
    start: () => {
      retention.start()
      worker.start()
    },
    close: () =>
      (closing ??= (async () => {
        retention.stop()
        await worker.stop()
        sender.close()
        await leadStore.close()
        redis?.disconnect()
      })()),
  }
}
