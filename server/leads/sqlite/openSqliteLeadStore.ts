import { randomUUID } from 'node:crypto'
import { accessSync, constants, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
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

// Older importers (the e-mail builder, tests) name the lead types from here.
export type { Lead, LeadFields, LeadStatus, PendingLead } from '../leadStore.ts'

const claimedRowSchema = z.object({ id: z.string(), attempts: z.number() })
const leadRowSchema = z.object({ created_at: z.number(), data: z.string() })
const countRowSchema = z.object({ status: z.enum(['pending', 'delivered']), n: z.number() })
const atRowSchema = z.object({ at: z.number().nullable() })

// Version 1 of the schema; later versions add steps keyed on PRAGMA user_version.
const schemaV1 = `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    data TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at INTEGER
  ) STRICT;
  CREATE INDEX leads_pending ON leads (status, next_attempt_at);
  CREATE TABLE probe (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL) STRICT;
  PRAGMA user_version = 1;
`

// Version 2: attribution (docs/progressive-enhancement.md) lives in the data document; leads by campaign without reading every row.
const schemaV2 = `
  CREATE INDEX leads_utm_campaign ON leads (json_extract(data, '$.utm.utm_campaign'), created_at);
  PRAGMA user_version = 2;
`

// Version 3: the webhook channel's delivery state, one row per lead that is to be sent to the CRM (docs/crm-webhook.md).
// Leads written before have none: they reach the CRM only when an operator queues them (npm run leads:webhook).
const schemaV3 = `
  CREATE TABLE lead_webhooks (
    lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at INTEGER
  ) STRICT;
  CREATE INDEX lead_webhooks_pending ON lead_webhooks (status, next_attempt_at);
  PRAGMA user_version = 3;
`
const schemaSteps = [schemaV1, schemaV2, schemaV3]

/**
 * The durable lead store (docs/leads.md): one SQLite file in DATA_DIR, WAL journal, synchronous=FULL so a lead
 * acknowledged to the visitor survives a crash or power loss. Throws a LeadStoreError naming the folder when
 * DATA_DIR cannot be created or written.
 */
export function openSqliteLeadStore({
  dataDir,
  now = Date.now,
  webhook = false,
}: {
  dataDir: string
  now?: () => number
  /** Each new lead is also pending for the webhook channel (LEAD_WEBHOOK_URL is set). */
  webhook?: boolean
}): LeadStore & { file: string } {
  const dir = path.resolve(dataDir)
  const file = path.join(dir, 'leads.sqlite')
  let db: DatabaseSync
  let identity: { dev: number; ino: number }
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    db = new DatabaseSync(file)
    // secure_delete: a lead deleted at the end of its retention is overwritten on disk, not left in free pages.
    // foreign_keys: a lead's webhook state goes with it (node:sqlite turns it on already; said here for the reader).
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON; PRAGMA foreign_keys = ON;',
    )
    const { user_version: version } = z
      .object({ user_version: z.number() })
      .parse(db.prepare('PRAGMA user_version').get())
    // Upgraded in place, every missing step in one transaction: a failure leaves the file as it was.
    if (version < schemaSteps.length) db.exec(`BEGIN IMMEDIATE; ${schemaSteps.slice(version).join('\n')} COMMIT;`)
    db.prepare('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)').run(now())
    identity = statSync(file)
  } catch (error) {
    throw new LeadStoreError(`DATA_DIR ${dir} cannot hold the lead store (${(error as Error).message})`, {
      cause: error,
    })
  }

  // A folder removed or replaced while running would leave SQLite writing into a deleted file: leads lost on restart.
  function assertIntact() {
    let current
    try {
      current = statSync(file)
    } catch (error) {
      throw new LeadStoreError(`lead store ${file} is gone`, { cause: error })
    }
    if (current.ino !== identity.ino || current.dev !== identity.dev)
      throw new LeadStoreError(`lead store ${file} was replaced`)
  }

  const insert = db.prepare('INSERT INTO leads (id, created_at, data, next_attempt_at) VALUES (?, ?, ?, ?)')
  const insertWebhook = db.prepare('INSERT INTO lead_webhooks (lead_id, next_attempt_at) VALUES (?, ?)')
  const readLead = db.prepare('SELECT created_at, data FROM leads WHERE id = ?')
  const backfill = db.prepare(
    'INSERT OR IGNORE INTO lead_webhooks (lead_id, next_attempt_at) SELECT id, ? FROM leads WHERE created_at >= ?',
  )
  const probe = db.prepare('UPDATE probe SET at = ? WHERE id = 1')
  const purge = db.prepare('DELETE FROM leads WHERE created_at < ? RETURNING status')
  let closed = false

  /** One channel's statements: the e-mail state lives in the leads table itself, the webhook's in lead_webhooks. */
  function openQueue(table: 'leads' | 'lead_webhooks', key: 'id' | 'lead_id'): DeliveryQueue {
    // One statement, so claiming is atomic even when several processes share the file.
    const claim = db.prepare(`
      UPDATE ${table} SET claimed_until = ?
      WHERE ${key} = (SELECT ${key} FROM ${table} WHERE status = 'pending' AND next_attempt_at <= ? AND claimed_until <= ? ORDER BY next_attempt_at, ${key} LIMIT 1)
      RETURNING ${key} AS id, attempts`)
    const nextDue = db.prepare(
      `SELECT MIN(MAX(next_attempt_at, claimed_until)) AS at FROM ${table} WHERE status = 'pending'`,
    )
    const delivered = db.prepare(
      `UPDATE ${table} SET status = 'delivered', delivered_at = ?, claimed_until = 0, last_error = NULL WHERE ${key} = ? AND status = 'pending'`,
    )
    const failed = db.prepare(
      `UPDATE ${table} SET attempts = ?, next_attempt_at = ?, claimed_until = 0, last_error = ? WHERE ${key} = ? AND status = 'pending'`,
    )
    const counts = db.prepare(`SELECT status, COUNT(*) AS n FROM ${table} GROUP BY status`)
    const oldestPending = db.prepare(
      `SELECT MIN(leads.created_at) AS at FROM ${table} AS queue JOIN leads ON leads.id = queue.${key} WHERE queue.status = 'pending'`,
    )
    return {
      async claimNextDue(leaseMs: number): Promise<PendingLead | undefined> {
        const at = now()
        const row = claim.get(at + leaseMs, at, at)
        if (!row) return undefined
        const { id, attempts } = claimedRowSchema.parse(row)
        const found = readLead.get(id)
        // Deleted by the retention sweep since the claim (its queue row went with it).
        if (!found) return undefined
        const { created_at: createdAt, data } = leadRowSchema.parse(found)
        return { ...leadFieldsSchema.parse(JSON.parse(data)), id, createdAt, attempts }
      },

      async nextDueAt(): Promise<number | undefined> {
        return atRowSchema.parse(nextDue.get()).at ?? undefined
      },

      async markDelivered(id: string): Promise<boolean> {
        return Number(delivered.run(now(), id).changes) === 1
      },

      async markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
        failed.run(attempts, nextAttemptAt, error.slice(0, 500), id)
      },

      async counts(): Promise<LeadCounts> {
        const result = { pending: 0, delivered: 0 }
        for (const row of counts.all()) {
          const { status: key, n } = countRowSchema.parse(row)
          result[key] = n
        }
        return result
      },

      async oldestPendingAt(): Promise<number | undefined> {
        return atRowSchema.parse(oldestPending.get()).at ?? undefined
      },
    }
  }
  const queues = { email: openQueue('leads', 'id'), webhook: openQueue('lead_webhooks', 'lead_id') }

  // node:sqlite is synchronous; the methods are async only to share one interface with the Postgres store.
  return {
    kind: 'sqlite',
    location: file,
    file,
    ...queues.email,
    queue: (channel) => queues[channel],

    async add(fields: LeadFields): Promise<Lead> {
      assertIntact()
      const data = leadFieldsSchema.parse(fields)
      const lead: Lead = { ...data, id: randomUUID(), createdAt: now() }
      db.exec('BEGIN IMMEDIATE')
      try {
        insert.run(lead.id, lead.createdAt, JSON.stringify(data), lead.createdAt)
        if (webhook) insertWebhook.run(lead.id, lead.createdAt)
        db.exec('COMMIT')
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK')
        throw error
      }
      return lead
    },

    async queueWebhookSince(since: number): Promise<number> {
      assertIntact()
      return Number(backfill.run(now(), since).changes)
    },
    /** Also checkpoints the journal (secure_delete is on) so the deleted rows leave the WAL file too. */
    async purgeOlderThan(cutoff: number): Promise<LeadCounts> {
      assertIntact()
      const result = { delivered: 0, pending: 0 }
      for (const row of purge.all(cutoff)) result[countRowSchema.pick({ status: true }).parse(row).status]++
      if (result.delivered + result.pending > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      return result
    },

    /** The file is still in place and accepts a write. */
    async isWritable(): Promise<boolean> {
      if (closed) return false
      try {
        assertIntact()
        probe.run(now())
        return true
      } catch {
        return false
      }
    },

    async close(): Promise<void> {
      if (closed) return
      closed = true
      db.close()
    },
  }
}
