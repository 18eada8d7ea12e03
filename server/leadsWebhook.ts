import { parseArgs } from 'node:util'
import { z } from 'zod'
import { createLogger } from './createLogger.ts'
import { LeadStoreError, type LeadStore } from './leads/leadStore.ts'
import { openSqliteLeadStore } from './leads/sqlite/openSqliteLeadStore.ts'
import { openPostgresLeadStore } from './leads/postgres/openPostgresLeadStore.ts'
import { EnvError, parseEnv } from './env.ts'

// The operator's backfill (docs/crm-webhook.md): `npm run leads:webhook -- --since 2026-01-01` makes the leads stored
// since then that were never sent to the CRM pending for the webhook, with the same settings as the server (DATA_DIR
// or DATABASE_URL, LEAD_WEBHOOK_URL). A running server sends them at its next look at the store; a lead already sent
// (or already pending) is left as it is.
const argsSchema = z.object({
  since: z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: '--since must be a date (2026-01-31) or an ISO 8601 time (2026-01-31T12:00:00Z)',
  }),
})

let env
let since: number
try {
  env = parseEnv(process.env)
  if (!env.LEAD_WEBHOOK_URL) throw new EnvError(['LEAD_WEBHOOK_URL: is required to queue leads for the webhook'])
  const { values } = parseArgs({ options: { since: { type: 'string' } } })
  since = Date.parse(argsSchema.parse(values).since)
} catch (error) {
  const problems = error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join('\n') : String(error)
  process.stderr.write(`${problems}\nusage: npm run leads:webhook -- --since <date or ISO time>\n`)
  process.exit(1)
}
const logger = createLogger(env)
// Only a store the server already wrote: a DATA_DIR or database that holds none is a mistake in the settings, never a
// reason to create an empty store and report 'queued 0' (docs/crm-webhook.md).
let store: LeadStore
try {
  store = env.DATABASE_URL
    ? await openPostgresLeadStore({ databaseUrl: env.DATABASE_URL, logger, existing: true })
    : openSqliteLeadStore({ dataDir: env.DATA_DIR, existing: true })
} catch (error) {
  if (!(error instanceof LeadStoreError)) throw error
  process.stderr.write(
    `${error.message}\nnothing queued: set DATA_DIR (or DATABASE_URL) as the server has it, then run this again\n`,
  )
  process.exit(2)
}
try {
  const queued = await store.queue('webhook').queueSince(since)
  logger.info({ queued, since: new Date(since).toISOString(), leads: store.location }, 'leads queued for the webhook')
} finally {
  await store.close()
}
