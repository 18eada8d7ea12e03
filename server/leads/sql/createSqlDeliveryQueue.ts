import { z } from 'zod'
import {
  leadFieldsSchema,
  type DeliveryChannel,
  type DeliveryQueue,
  type LeadCounts,
  type PendingLead,
} from '../leadStore.ts'
import type { SqlDatabase, SqlStatement, SqlValue } from './SqlDatabase.ts'

// pg gives bigint and COUNT(*) as strings, and jsonb as an object; node:sqlite numbers, and the document as text.
const epochMs = z.coerce.number().int()
const document = z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), leadFieldsSchema)
const claimedRowSchema = z.object({ lead_id: z.string(), attempts: z.number().int() })
const leadRowSchema = z.object({ created_at: epochMs, data: document })
const countRowSchema = z.object({ status: z.enum(['pending', 'delivered']), n: z.coerce.number().int() })
const atRowSchema = z.object({ at: epochMs.nullable() })

const sql = (text: string, ...params: SqlValue[]): SqlStatement => ({ sql: text, params })

// The one statement that differs: Postgres lets concurrent claimers skip each other's rows; SQLite has one writer at a
// time, so its single UPDATE is atomic as it is.
const claimStatements = {
  postgres: `UPDATE deliveries SET claimed_until = $1
    WHERE channel = $3 AND lead_id = (
      SELECT lead_id FROM deliveries
      WHERE channel = $3 AND status = 'pending' AND next_attempt_at <= $2 AND claimed_until <= $2
      ORDER BY next_attempt_at, lead_id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING lead_id, attempts`,
  sqlite: `UPDATE deliveries SET claimed_until = $1
    WHERE channel = $3 AND lead_id = (
      SELECT lead_id FROM deliveries
      WHERE channel = $3 AND status = 'pending' AND next_attempt_at <= $2 AND claimed_until <= $2
      ORDER BY next_attempt_at, lead_id LIMIT 1)
    RETURNING lead_id, attempts`,
}

/**
 * One channel's view of the one delivery queue (docs/leads.md): its rows of the `deliveries` table, the same
 * statements on SQLite and Postgres.
 */
export function createSqlDeliveryQueue(db: SqlDatabase, now: () => number, channel: DeliveryChannel): DeliveryQueue {
  const readLead = async (id: string) => (await db.all(sql('SELECT created_at, data FROM leads WHERE id = $1', id)))[0]

  return {
    async claimNextDue(leaseMs: number): Promise<PendingLead | undefined> {
      for (;;) {
        const at = now()
        const [claimed] = await db.all(sql(claimStatements[db.dialect], at + leaseMs, at, channel))
        if (claimed === undefined) return undefined
        const { lead_id: id, attempts } = claimedRowSchema.parse(claimed)
        const found = await readLead(id)
        // Deleted by the retention sweep since the claim (its deliveries went with it): the next one.
        if (found === undefined) continue
        const { created_at: createdAt, data } = leadRowSchema.parse(found)
        return { ...data, id, createdAt, attempts }
      }
    },

    async nextDueAt(): Promise<number | undefined> {
      const [row] = await db.all(
        sql(
          `SELECT MIN(CASE WHEN next_attempt_at > claimed_until THEN next_attempt_at ELSE claimed_until END) AS at
           FROM deliveries WHERE channel = $1 AND status = 'pending'`,
          channel,
        ),
      )
      return atRowSchema.parse(row).at ?? undefined
    },

    async markDelivered(id: string): Promise<boolean> {
      const changed = await db.run(
        sql(
          `UPDATE deliveries SET status = 'delivered', delivered_at = $1, claimed_until = 0, last_error = NULL
           WHERE lead_id = $2 AND channel = $3 AND status = 'pending'`,
          now(),
          id,
          channel,
        ),
      )
      return changed === 1
    },

    async markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
      await db.run(
        sql(
          `UPDATE deliveries SET attempts = $1, next_attempt_at = $2, claimed_until = 0, last_error = $3
           WHERE lead_id = $4 AND channel = $5 AND status = 'pending'`,
          attempts,
          nextAttemptAt,
          error.slice(0, 500),
          id,
          channel,
        ),
      )
    },

    async counts(): Promise<LeadCounts> {
      const result = { pending: 0, delivered: 0 }
      const rows = await db.all(
        sql('SELECT status, COUNT(*) AS n FROM deliveries WHERE channel = $1 GROUP BY status', channel),
      )
      for (const row of rows) {
        const { status, n } = countRowSchema.parse(row)
        result[status] = n
      }
      return result
    },

    async oldestPendingAt(): Promise<number | undefined> {
      const [row] = await db.all(
        sql(
          `SELECT MIN(leads.created_at) AS at FROM deliveries JOIN leads ON leads.id = deliveries.lead_id
           WHERE deliveries.channel = $1 AND deliveries.status = 'pending'`,
          channel,
        ),
      )
      return atRowSchema.parse(row).at ?? undefined
    },

    async queueSince(since: number): Promise<number> {
      // CAST: the values of a SELECT have no column type of their own for Postgres to infer.
      return db.run(
        sql(
          `INSERT INTO deliveries (lead_id, channel, next_attempt_at)
           SELECT id, CAST($1 AS text), CAST($2 AS bigint) FROM leads WHERE created_at >= $3
           ON CONFLICT (lead_id, channel) DO NOTHING`,
          channel,
          now(),
          since,
        ),
      )
    },
  }
}
