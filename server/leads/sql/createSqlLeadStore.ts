import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  leadFieldsSchema,
  type DeliveryChannel,
  type DeliveryQueue,
  type Lead,
  type LeadCounts,
  type LeadFields,
  type LeadStore,
} from '../leadStore.ts'
import { createSqlDeliveryQueue } from './createSqlDeliveryQueue.ts'
import type { SqlDatabase, SqlStatement, SqlValue } from './SqlDatabase.ts'

// pg gives COUNT(*) as a string; node:sqlite a number.
const count = z.coerce.number().int()
const leadCountsRowSchema = z.object({ leads: count, pending: count })
const undeliveredRowSchema = z.object({ n: count })

const sql = (text: string, ...params: SqlValue[]): SqlStatement => ({ sql: text, params })

// The retention sweep's batch. On Postgres several processes may sweep at once: each skips the rows another is
// deleting, rather than waiting for them and then finding nothing (which would end its sweep early).
const purgeStatements = {
  postgres: `DELETE FROM leads WHERE id IN (
    SELECT id FROM leads WHERE created_at < $1 ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
  sqlite: 'DELETE FROM leads WHERE id IN (SELECT id FROM leads WHERE created_at < $1 ORDER BY created_at, id LIMIT $2)',
}

/**
 * The lead store and its one delivery queue (docs/leads.md), the same for SQLite and Postgres: a `leads` table and a
 * `deliveries` table keyed by lead and channel, each statement written once and bound to its values. `channels`: the
 * channels a new lead is pending on (e-mail always; the webhook when LEAD_WEBHOOK_URL is set).
 */
export function createSqlLeadStore(
  db: SqlDatabase,
  { now, channels }: { now: () => number; channels: readonly DeliveryChannel[] },
): Pick<LeadStore, 'add' | 'queue' | 'counts' | 'purgeBefore'> {
  const queues = new Map<DeliveryChannel, DeliveryQueue>()
  function queue(channel: DeliveryChannel): DeliveryQueue {
    let found = queues.get(channel)
    if (!found) queues.set(channel, (found = createSqlDeliveryQueue(db, now, channel)))
    return found
  }

  return {
    async add(fields: LeadFields): Promise<Lead> {
      const data = leadFieldsSchema.parse(fields)
      const lead: Lead = { ...data, id: randomUUID(), createdAt: now() }
      await db.transaction([
        sql(
          'INSERT INTO leads (id, created_at, data) VALUES ($1, $2, $3)',
          lead.id,
          lead.createdAt,
          JSON.stringify(data),
        ),
        ...channels.map((channel) =>
          sql(
            'INSERT INTO deliveries (lead_id, channel, next_attempt_at) VALUES ($1, $2, $3)',
            lead.id,
            channel,
            lead.createdAt,
          ),
        ),
      ])
      return lead
    },

    queue,

    async counts(): Promise<LeadCounts> {
      const [row] = await db.all(
        sql(
          `SELECT (SELECT COUNT(*) FROM leads) AS leads,
                  (SELECT COUNT(DISTINCT lead_id) FROM deliveries WHERE status = 'pending') AS pending`,
        ),
      )
      const { leads, pending } = leadCountsRowSchema.parse(row)
      return { pending, delivered: leads - pending }
    },

    async purgeBefore(cutoff: number, limit: number) {
      // Counted just before the delete, for the log: a delivery that succeeds in between still counts as undelivered.
      const [row] = await db.all(
        sql(
          `SELECT COUNT(DISTINCT lead_id) AS n FROM deliveries
           WHERE status = 'pending'
             AND lead_id IN (SELECT id FROM leads WHERE created_at < $1 ORDER BY created_at, id LIMIT $2)`,
          cutoff,
          limit,
        ),
      )
      // The oldest first, by the leads_created_at index; the deliveries go with them (ON DELETE CASCADE).
      const deleted = await db.run(sql(purgeStatements[db.dialect], cutoff, limit))
      return { deleted, undelivered: Math.min(deleted, undeliveredRowSchema.parse(row).n) }
    },
  }
}
