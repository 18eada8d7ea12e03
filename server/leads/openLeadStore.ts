import { randomUUID } from 'node:crypto'
import { accessSync, constants, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'
import { locales } from '../../site/locales.ts'

const leadFieldsSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  whatsapp: z.string(),
  message: z.string(),
  /** The language of the page the visitor wrote from. */
  locale: z.enum(locales),
})

export type LeadFields = z.infer<typeof leadFieldsSchema>
export type Lead = LeadFields & { id: string; createdAt: number }
export type PendingLead = Lead & { attempts: number }

export class LeadStoreError extends Error {}

const rowSchema = z.object({ id: z.string(), created_at: z.number(), data: z.string(), attempts: z.number() })
const versionSchema = z.object({ user_version: z.number() })
const nextDueSchema = z.object({ at: z.number().nullable() })
const statusSchema = z.enum(['pending', 'delivered'])
const countSchema = z.object({ status: statusSchema, n: z.number() })
const purgedSchema = z.object({ status: statusSchema })

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

/**
 * The durable lead store (DESIGN §4): one SQLite file in DATA_DIR, WAL journal, synchronous=FULL so a lead
 * acknowledged to the visitor survives a crash or power loss. Throws a LeadStoreError naming the folder when
 * DATA_DIR cannot be created or written.
 */
export function openLeadStore({ dataDir, now = Date.now }: { dataDir: string; now?: () => number }) {
  const dir = path.resolve(dataDir)
  const file = path.join(dir, 'leads.sqlite')
  let db: DatabaseSync
  let identity: { dev: number; ino: number }
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    db = new DatabaseSync(file)
    // secure_delete: a lead deleted at the end of its retention is overwritten on disk, not left in free pages.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;')
    const { user_version: version } = versionSchema.parse(db.prepare('PRAGMA user_version').get())
    if (version === 0) db.exec(`BEGIN IMMEDIATE; ${schemaV1} COMMIT;`)
    db.prepare('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)').run(now())
    identity = statSync(file)
  } catch (error) {
    throw new LeadStoreError(`DATA_DIR ${dir} cannot hold the lead store (${(error as Error).message})`, { cause: error })
  }

  // A folder removed or replaced while running would leave SQLite writing into a deleted file: leads lost on restart.
  function assertIntact() {
    let current
    try {
      current = statSync(file)
    } catch (error) {
      throw new LeadStoreError(`lead store ${file} is gone`, { cause: error })
    }
    if (current.ino !== identity.ino || current.dev !== identity.dev) throw new LeadStoreError(`lead store ${file} was replaced`)
  }

  const insert = db.prepare('INSERT INTO leads (id, created_at, data, next_attempt_at) VALUES (?, ?, ?, ?)')
  // One statement, so claiming is atomic even when several processes share the file.
  const claim = db.prepare(`
    UPDATE leads SET claimed_until = ?
    WHERE id = (SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= ? AND claimed_until <= ? ORDER BY next_attempt_at, created_at LIMIT 1)
    RETURNING id, created_at, data, attempts`)
  const nextDue = db.prepare(`SELECT MIN(MAX(next_attempt_at, claimed_until)) AS at FROM leads WHERE status = 'pending'`)
  const delivered = db.prepare(`UPDATE leads SET status = 'delivered', delivered_at = ?, claimed_until = 0, last_error = NULL WHERE id = ? AND status = 'pending'`)
  const failed = db.prepare(`UPDATE leads SET attempts = ?, next_attempt_at = ?, claimed_until = 0, last_error = ? WHERE id = ? AND status = 'pending'`)
  const counts = db.prepare(`SELECT status, COUNT(*) AS n FROM leads GROUP BY status`)
  const probe = db.prepare('UPDATE probe SET at = ? WHERE id = 1')
  const purge = db.prepare('DELETE FROM leads WHERE created_at < ? RETURNING status')
  let closed = false

  return {
    file,

    /** Writes a new pending lead; on return it is on disk. */
    add(fields: LeadFields): Lead {
      assertIntact()
      const lead: Lead = { ...fields, id: randomUUID(), createdAt: now() }
      insert.run(lead.id, lead.createdAt, JSON.stringify(leadFieldsSchema.parse(fields)), lead.createdAt)
      return lead
    },

    /** Takes the next due lead for leaseMs (other workers skip it meanwhile), or undefined. */
    claimNextDue(leaseMs: number): PendingLead | undefined {
      const at = now()
      const row = claim.get(at + leaseMs, at, at)
      if (!row) return undefined
      const { id, created_at: createdAt, data, attempts } = rowSchema.parse(row)
      return { ...leadFieldsSchema.parse(JSON.parse(data)), id, createdAt, attempts }
    },

    /** When the earliest pending lead is due (epoch ms), or undefined when none is pending. */
    nextDueAt(): number | undefined {
      return nextDueSchema.parse(nextDue.get()).at ?? undefined
    },

    /** Marks a lead delivered; false if it already was (or does not exist). */
    markDelivered(id: string): boolean {
      return Number(delivered.run(now(), id).changes) === 1
    },

    markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void {
      failed.run(attempts, nextAttemptAt, error.slice(0, 500), id)
    },

    counts(): { pending: number; delivered: number } {
      const result = { pending: 0, delivered: 0 }
      for (const row of counts.all()) {
        const { status, n } = countSchema.parse(row)
        result[status] = n
      }
      return result
    },

    /**
     * Deletes every lead written before `cutoff` (epoch ms), delivered or not, and checkpoints the journal so the
     * deleted rows leave the WAL file too. Returns how many of each were deleted.
     */
    purgeOlderThan(cutoff: number): { delivered: number; pending: number } {
      assertIntact()
      const result = { delivered: 0, pending: 0 }
      for (const row of purge.all(cutoff)) result[purgedSchema.parse(row).status]++
      if (result.delivered + result.pending > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      return result
    },

    /** Whether a lead could be written now (for /healthz): the file is still in place and accepts a write. */
    isWritable(): boolean {
      if (closed) return false
      try {
        assertIntact()
        probe.run(now())
        return true
      } catch {
        return false
      }
    },

    close(): void {
      if (closed) return
      closed = true
      db.close()
    },
  }
}

export type LeadStore = ReturnType<typeof openLeadStore>
