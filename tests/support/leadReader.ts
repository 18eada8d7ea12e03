import path from 'node:path'
import pg from 'pg'
import { z } from 'zod'
import { leadFieldsSchema, type Lead, type LeadStatus } from '../../server/leads/leadStore.ts'
import { readLeadStore } from './readLeadStore.ts'

/** What a test may ask about one lead, whichever store holds it. */
export type LeadReader = {
  lead(id: string): Promise<Lead | undefined>
  status(id: string): Promise<LeadStatus | undefined>
  /** The lead's webhook state, or undefined when it is not to be sent to the CRM. */
  webhookStatus(id: string): Promise<LeadStatus | undefined>
}

// pg returns bigint columns as strings.
const epochMs = z.coerce.number().int()
const leadRow = z.object({ created_at: epochMs, data: leadFieldsSchema })
const statusRow = z.object({
  status: z.enum(['pending', 'delivered']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  delivered_at: epochMs.nullable(),
})

/**
 * Reads leads where the app keeps them (the Postgres table when DATABASE_URL is set, else the SQLite file in
 * DATA_DIR) on a connection of its own, as an operator would: the production store has no methods only tests call.
 */
export function leadReader({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): LeadReader {
  if (!databaseUrl) {
    const file = readLeadStore(path.join(dataDir, 'leads.sqlite'))
    return {
      lead: async (id) => file.lead(id),
      status: async (id) => file.status(id),
      webhookStatus: async (id) => file.webhookStatus(id),
    }
  }
  async function row(sql: string, id: string): Promise<unknown> {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql, [id])).rows[0]
    } finally {
      await client.end()
    }
  }
  async function status(sql: string, id: string): Promise<LeadStatus | undefined> {
    const found = await row(sql, id)
    if (found === undefined) return undefined
    const { status, attempts, last_error: lastError, delivered_at: deliveredAt } = statusRow.parse(found)
    return { status, attempts, lastError, deliveredAt }
  }
  return {
    async lead(id) {
      const found = await row('SELECT created_at, data FROM leads WHERE id = $1', id)
      if (found === undefined) return undefined
      const { created_at: createdAt, data } = leadRow.parse(found)
      return { ...data, id, createdAt }
    },
    status: (id) =>
      status(
        `SELECT status, attempts, last_error, delivered_at FROM deliveries WHERE lead_id = $1 AND channel = 'email'`,
        id,
      ),
    webhookStatus: (id) =>
      status(
        `SELECT status, attempts, last_error, delivered_at FROM deliveries WHERE lead_id = $1 AND channel = 'webhook'`,
        id,
      ),
  }
}
