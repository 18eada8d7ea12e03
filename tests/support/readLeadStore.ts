import { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'
import { leadFieldsSchema } from '../../server/leads/leadStore.ts'
import type { Lead } from '../../server/leads/sqlite/openSqliteLeadStore.ts'

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
  return {
    lead(id: string): Lead | undefined {
      const row = query((db) => db.prepare('SELECT id, created_at, data FROM leads WHERE id = ?').get(id))
      if (!row) return undefined
      const { created_at: createdAt, data } = leadRow.parse(row)
      return { ...leadData.parse(JSON.parse(data)), id, createdAt }
    },
    status(id: string): LeadStatus | undefined {
      const row = query((db) =>
        db.prepare('SELECT id, status, attempts, last_error, delivered_at FROM leads WHERE id = ?').get(id),
      )
      if (!row) return undefined
      const { status, attempts, last_error: lastError, delivered_at: deliveredAt } = statusRow.parse(row)
      return { status, attempts, lastError, deliveredAt }
    },
    /** The lead's webhook state (lead_webhooks), or undefined when it is not to be sent to the CRM. */
    webhookStatus(id: string): LeadStatus | undefined {
      const row = query((db) =>
        db
          .prepare(
            'SELECT lead_id AS id, status, attempts, last_error, delivered_at FROM lead_webhooks WHERE lead_id = ?',
          )
          .get(id),
      )
      if (!row) return undefined
      const { status, attempts, last_error: lastError, delivered_at: deliveredAt } = statusRow.parse(row)
      return { status, attempts, lastError, deliveredAt }
    },
    /** Every lead's id and status. */
    all(): { id: string; status: string }[] {
      return query((db) => db.prepare('SELECT id, status FROM leads').all()).map((row) => {
        const { id, status } = statusRow.pick({ id: true, status: true }).parse(row)
        return { id, status }
      })
    },
  }
}
