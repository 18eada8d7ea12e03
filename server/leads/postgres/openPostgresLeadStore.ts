import pg from 'pg'
import type { Logger } from 'pino'
import { z } from 'zod'
import { LeadStoreError, type DeliveryChannel, type LeadStore } from '../leadStore.ts'
import { createSqlLeadStore } from '../sql/createSqlLeadStore.ts'
import type { SqlDatabase } from '../sql/SqlDatabase.ts'
import { migratePostgres } from './migratePostgres.ts'
import { withLongSession } from './withLongSession.ts'

const writableRowSchema = z.object({ writable: z.boolean() })
const existsRowSchema = z.object({ exists: z.boolean() })
const lockedRowSchema = z.object({ locked: z.boolean() })
// Any fixed number, other than the migrations' (migratePostgres.ts).
const compactionLock = 7_240_102

export type PostgresLeadStoreOptions = {
  databaseUrl: string
  logger: Logger
  now?: () => number
  /** The longest a request waits for a connection or a query before it fails (a 503 for the visitor). */
  timeoutMs?: number
  /** The channels each new lead is pending on. */
  channels?: readonly DeliveryChannel[]
  /** Only a database the server already set up (an operator's command): one without the leads table is an error. */
  existing?: boolean
  /** Cancels the migrations (a SIGTERM during start). */
  signal?: AbortSignal
}

/** host:port/database, never the password. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  return `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`
}

/**
 * The lead store shared by every process (DATABASE_URL), migrated at start. A lead is committed before the visitor's
 * 200; a worker claims a due delivery with FOR UPDATE SKIP LOCKED and a lease (claimed_until), so each is sent by one
 * process at a time, and by another one once the lease of a process that died runs out. While the database is down
 * every call fails fast (a 503 on submit); the pool reconnects by itself.
 */
export async function openPostgresLeadStore({
  databaseUrl,
  logger,
  now = Date.now,
  timeoutMs = 5_000,
  channels = ['email'],
  existing = false,
  signal,
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
    if (existing) {
      const { rows } = await pool.query(`SELECT to_regclass('leads') IS NOT NULL AS exists`)
      if (!existsRowSchema.parse(rows[0]).exists) throw new Error('it holds no leads table: no server has used it')
    }
    const applied = await withLongSession({ databaseUrl, pool, signal }, migratePostgres)
    if (applied.length > 0) logger.info({ component: 'postgres', applied }, 'database migrated')
  } catch (error) {
    await pool.end().catch(() => undefined)
    if (signal?.aborted) throw signal.reason
    throw new LeadStoreError(`DATABASE_URL ${location} cannot hold the lead store (${(error as Error).message})`, {
      cause: error,
    })
  }

  const postgres: SqlDatabase = {
    dialect: 'postgres',
    all: async ({ sql, params }) => (await pool.query(sql, [...params])).rows,
    run: async ({ sql, params }) => (await pool.query(sql, [...params])).rowCount ?? 0,
    transaction: async (statements) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        for (const { sql, params } of statements) await client.query(sql, [...params])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
  }
  let closed = false

  return {
    kind: 'postgres',
    location,
    ...createSqlLeadStore(postgres, { now, channels }),

    /**
     * DELETE only marks rows dead; VACUUM FULL rewrites the tables and their indexes into new files, so the deleted
     * leads are no longer in the tables' files (the old files are unlinked, and the WAL that still holds them is
     * recycled at the next checkpoints). It locks the tables while it copies the rows kept, so it runs once per sweep,
     * and waits at most 2 s for its lock (a lock request queued behind a long transaction would hold up every submit).
     */
    async compact(signal?: AbortSignal): Promise<void> {
      await withLongSession({ databaseUrl, pool, signal }, async (client) => {
        // One process compacts at a time; the others' sweeps leave it to that one (the lock goes with the session).
        const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [compactionLock])
        if (!lockedRowSchema.parse(rows[0]).locked) return
        await client.query("SET lock_timeout = '2s'")
        await client.query('VACUUM FULL leads, deliveries')
        await client.query('CHECKPOINT').catch(() => undefined) // needs superuser or pg_checkpoint: best effort
      })
    },

    /** The database answers and accepts writes (a read-only replica after a failover does not). */
    async isWritable(): Promise<boolean> {
      if (closed) return false
      try {
        const { rows } = await pool.query(`SELECT current_setting('transaction_read_only') = 'off' AS writable`)
        return writableRowSchema.parse(rows[0]).writable
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
