import { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'
import { leadFieldsSchema } from '../../server/leads/leadStore.ts'
import type { DeliveryChannel, Lead } from '../../server/leads/leadStore.ts'

const leadRow = z.object({ id: z.string(), created_at: z.number(), data: z.string() })
const leadData = leadFieldsSchema
const statusRow = z.object({
  id: z.string(),
  status: z.enum(['pending', 'delivered']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  delivered_at: z.number().nullable(),
})

export type LeadStatus = {
  status: 'pending' | 'delivered'
  attempts: number
  lastError: string | null
  deliveredAt: number | null
}

/**
 * What the lead store holds, read straight from its SQLite file (read-only, a connection of its own): tests look
 * at the store the way an operator would, so the production store needs no methods that only tests call.
 */
export function readLeadStore(file: string) {
  function query<T>(read: (db: DatabaseSync) => T): T {
    const db = new DatabaseSync(file, { readOnly: true })
    try {
      return read(db)
    } finally {
      db.close()
    }
  }
  /** The lead's delivery on one channel (the e-mail by default), or undefined when it has none there. */
  function status(id: string, channel: DeliveryChannel = 'email'): LeadStatus | undefined {
    const row = query((db) =>
      db
        .prepare(
          'SELECT lead_id AS id, status, attempts, last_error, delivered_at FROM deliveries WHERE lead_id = ? AND channel = ?',
        )
        .get(id, channel),
    )
    if (!row) return undefined
    const { status, attempts, last_error: lastError, delivered_at: deliveredAt } = statusRow.parse(row)
    return { status, attempts, lastError, deliveredAt }
  }
  return {
    lead(id: string): Lead | undefined {
      const row = query((db) => db.prepare('SELECT id, created_at, data FROM leads WHERE id = ?').get(id))
      if (!row) return undefined
      const { created_at: createdAt, data } = leadRow.parse(row)
      return { ...leadData.parse(JSON.parse(data)), id, createdAt }
    },
    status,
    /** The lead's webhook delivery, or undefined when it is not to be sent to the CRM. */
    webhookStatus: (id: string) => status(id, 'webhook'),
    /** Every lead's id and e-mail status. */
    all(): { id: string; status: string }[] {
      const sql = `SELECT leads.id AS id, deliveries.status AS status FROM leads
        JOIN deliveries ON deliveries.lead_id = leads.id AND deliveries.channel = 'email'`
      return query((db) => db.prepare(sql).all()).map((row) => {
        const { id, status } = statusRow.pick({ id: true, status: true }).parse(row)
        return { id, status }
      })
    },
  }
}
