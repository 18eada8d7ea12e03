import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Logger } from 'pino'
import { z } from 'zod'
import {
  leadFieldsSchema,
  type DeliveryQueue,
  type Lead,
  type LeadCounts,
  type LeadFields,
  type LeadStore,
  type PendingLead,
} from '../leadStore.ts'
import { LeadStoreError } from '../LeadStoreError.ts'
import { migratePostgres } from './migratePostgres.ts'

// bigint columns come back as strings (they may exceed 2^53; epoch milliseconds never do).
const epochMs = z.coerce.number().int()
const leadRowSchema = z.object({
  id: z.string(),
  created_at: epochMs,
  data: leadFieldsSchema,
  attempts: z.number().int(),
})
const countRowSchema = z.object({ status: z.enum(['pending', 'delivered']), n: z.coerce.number().int() })
const atRowSchema = z.object({ at: epochMs.nullable() })
const writableRowSchema = z.object({ writable: z.boolean() })
const countOnlySchema = z.object({ n: z.coerce.number().int() })

export type PostgresLeadStoreOptions = {
  databaseUrl: string
  logger: Logger
  now?: () => number
  /** The longest a request waits for a connection or a query before it fails (a 503 for the visitor). */
  timeoutMs?: number
  /** Each new lead is also pending for the webhook channel (LEAD_WEBHOOK_URL is set). */
  webhook?: boolean
}

/** host:port/database, never the password. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  return `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`
}

/**
 * The lead store shared by every process (DATABASE_URL): one `leads` table, migrated at start. A lead is committed
 * before the visitor's 200; a worker claims a due lead with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so
 * each lead is sent by one process at a time, and by another one once the lease of a process that died runs out.
 * While the database is down every call fails fast (a 503 on submit); the pool reconnects by itself.
 */
export async function openPostgresLeadStore({
  databaseUrl,
  logger,
  now = Date.now,
  timeoutMs = 5_000,
  webhook = false,
}: PostgresLeadStoreOptions): Promise<LeadStore> {
  const location = describeUrl(databaseUrl)
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'fluxa-site',
  })
  // An idle connection dropped by the server (restart, failover) must not crash the process: the next query reconnects.
  pool.on('error', (error) =>
    logger.warn({ component: 'postgres', err: { message: error.message } }, 'idle database connection lost'),
  )
  try {
    const applied = await migratePostgres(pool)
    if (applied.length > 0) logger.info({ component: 'postgres', applied }, 'database migrated')
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new LeadStoreError(`DATABASE_URL ${location} cannot hold the lead store (${(error as Error).message})`, {
      cause: error,
    })
  }

  async function rows(text: string, values: unknown[] = []): Promise<unknown[]> {
    return (await pool.query(text, values)).rows
  }
  const toLead = (row: unknown): PendingLead => {
    const { id, created_at: createdAt, data, attempts } = leadRowSchema.parse(row)
    return { ...data, id, createdAt, attempts }
  }
  let closed = false

  /** One channel's queries: the e-mail state lives in the leads table itself, the webhook's in lead_webhooks. */
  function openQueue(table: 'leads' | 'lead_webhooks', key: 'id' | 'lead_id'): DeliveryQueue {
    return {
      async claimNextDue(leaseMs: number): Promise<PendingLead | undefined> {
        const at = now()
        // SKIP LOCKED: two workers claiming at the same moment take different leads instead of waiting on each other.
        const [row] = await rows(
          `WITH claimed AS (
             UPDATE ${table} SET claimed_until = $1
             WHERE ${key} = (
               SELECT ${key} FROM ${table} WHERE status = 'pending' AND next_attempt_at <= $2 AND claimed_until <= $2
               ORDER BY next_attempt_at, ${key} LIMIT 1 FOR UPDATE SKIP LOCKED)
             RETURNING ${key} AS id, attempts)
           SELECT leads.id, leads.created_at, leads.data, claimed.attempts FROM claimed JOIN leads ON leads.id = claimed.id`,
          [at + leaseMs, at],
        )
        return row === undefined ? undefined : toLead(row)
      },

      async nextDueAt(): Promise<number | undefined> {
        const [row] = await rows(
          `SELECT MIN(GREATEST(next_attempt_at, claimed_until)) AS at FROM ${table} WHERE status = 'pending'`,
        )
        return atRowSchema.parse(row).at ?? undefined
      },

      async markDelivered(id: string): Promise<boolean> {
        const result = await pool.query(
          `UPDATE ${table} SET status = 'delivered', delivered_at = $1, claimed_until = 0, last_error = NULL WHERE ${key} = $2 AND status = 'pending'`,
          [now(), id],
        )
        return result.rowCount === 1
      },

      async markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
        await pool.query(
          `UPDATE ${table} SET attempts = $1, next_attempt_at = $2, claimed_until = 0, last_error = $3 WHERE ${key} = $4 AND status = 'pending'`,
          [attempts, nextAttemptAt, error.slice(0, 500), id],
        )
      },

      async counts(): Promise<LeadCounts> {
        const result = { pending: 0, delivered: 0 }
        for (const row of await rows(`SELECT status, COUNT(*) AS n FROM ${table} GROUP BY status`)) {
          const { status, n } = countRowSchema.parse(row)
          result[status] = n
        }
        return result
      },

      async oldestPendingAt(): Promise<number | undefined> {
        const [row] = await rows(
          `SELECT MIN(leads.created_at) AS at FROM ${table} AS queue JOIN leads ON leads.id = queue.${key} WHERE queue.status = 'pending'`,
        )
        return atRowSchema.parse(row).at ?? undefined
      },
    }
  }
  const queues = { email: openQueue('leads', 'id'), webhook: openQueue('lead_webhooks', 'lead_id') }

  return {
    kind: 'postgres',
    location,
    ...queues.email,
    queue: (channel) => queues[channel],

    async add(fields: LeadFields): Promise<Lead> {
      const data = leadFieldsSchema.parse(fields)
      const lead: Lead = { ...data, id: randomUUID(), createdAt: now() }
      // One statement, so one transaction: the lead and its webhook state are committed together (autocommit: when it
      // returns, the rows are committed and, with the default synchronous_commit, flushed).
      await pool.query(
        `WITH lead AS (INSERT INTO leads (id, created_at, data, next_attempt_at) VALUES ($1, $2, $3, $2) RETURNING id)
         INSERT INTO lead_webhooks (lead_id, next_attempt_at) SELECT id, $2 FROM lead WHERE $4`,
        [lead.id, lead.createdAt, JSON.stringify(data), webhook],
      )
      return lead
    },

    async queueWebhookSince(since: number): Promise<number> {
      const [row] = await rows(
        `WITH queued AS (
           INSERT INTO lead_webhooks (lead_id, next_attempt_at) SELECT id, $1 FROM leads WHERE created_at >= $2
           ON CONFLICT (lead_id) DO NOTHING RETURNING lead_id)
         SELECT COUNT(*) AS n FROM queued`,
        [now(), since],
      )
      return countOnlySchema.parse(row).n
    },

    /**
     * DELETE only marks rows dead; VACUUM FULL then rewrites the table and its indexes into new files, so the deleted
     * leads are no longer in the table's files (the old files are unlinked, and the WAL that still holds them is
     * recycled by Postgres at its next checkpoints). It locks the table for the few milliseconds a small table takes.
     */
    async purgeOlderThan(cutoff: number): Promise<LeadCounts> {
      const result = { delivered: 0, pending: 0 }
      for (const row of await rows('DELETE FROM leads WHERE created_at < $1 RETURNING status', [cutoff]))
        result[countRowSchema.pick({ status: true }).parse(row).status]++
      if (result.delivered + result.pending > 0) {
        await pool.query('VACUUM FULL leads, lead_webhooks')
        await pool.query('CHECKPOINT').catch(() => undefined) // needs superuser or pg_checkpoint: best effort
      }
      return result
    },

    /** The database answers and accepts writes (a read-only replica after a failover does not). */
    async isWritable(): Promise<boolean> {
      if (closed) return false
      try {
        const [row] = await rows(`SELECT current_setting('transaction_read_only') = 'off' AS writable`)
        return writableRowSchema.parse(row).writable
      } catch {
        return false
      }
    },

    async close(): Promise<void> {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
