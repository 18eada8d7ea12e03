import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import pino from 'pino'
import { z } from 'zod'
import type { DeliveryChannel, LeadStore } from '../../server/leads/leadStore.ts'
import { openSqliteLeadStore } from '../../server/leads/sqlite/openSqliteLeadStore.ts'
import { openPostgresLeadStore } from '../../server/leads/postgres/openPostgresLeadStore.ts'
import { leadReader, type LeadReader } from './leadReader.ts'
import type { PostgresServer } from './startPostgresServer.ts'

/**
 * Opens the store on one place; calling it again after close() is a restart on the same leads. `channels`: what new
 * leads are pending on (e-mail only by default; ['email', 'webhook'] as with LEAD_WEBHOOK_URL set).
 */
type OpenStore = (now?: () => number, options?: { channels?: readonly DeliveryChannel[] }) => Promise<LeadStore>

export type LeadPlace = {
  open: OpenStore
  /** Every byte of the files that hold the leads table now (latin1), to show what a deleted lead left on disk. */
  onDisk: () => Promise<string>
  /** The leads as the place holds them, read on a connection of its own. */
  reader: LeadReader
  /** The settings that point the app (or an operator's command) at this place: its DATA_DIR, or its DATABASE_URL. */
  settings: Record<string, string>
  /** How many leads written before `before` (epoch ms) it holds, and how many deliveries of theirs. */
  countBefore: (before: number) => Promise<{ leads: number; deliveries: number }>
  /** Runs SQL on a connection of its own (a test writes a store as older code did, or seeds it). */
  exec: (sql: string) => Promise<void>
}

const read = (file: string) => {
  try {
    return readFileSync(file).toString('latin1')
  } catch {
    return ''
  }
}

const countBeforeSql = `SELECT
  (SELECT COUNT(*) FROM leads WHERE created_at < $1) AS leads,
  (SELECT COUNT(*) FROM deliveries JOIN leads ON leads.id = deliveries.lead_id WHERE leads.created_at < $1) AS deliveries`
const countsSchema = z.object({ leads: z.coerce.number().int(), deliveries: z.coerce.number().int() })

export type LeadStoreKind = {
  name: 'sqlite' | 'postgres'
  /** A new, empty place for leads (a temporary DATA_DIR, or a new database). */
  place: () => Promise<LeadPlace>
  /** Settings that put the real app's leads in a new, empty place. */
  env: () => Promise<Record<string, string>>
}

/** Both lead stores, so one test runs against each: SQLite in DATA_DIR and Postgres (DATABASE_URL). */
export function leadStoreKinds(postgres: () => Promise<PostgresServer>): LeadStoreKind[] {
  const silent = pino({ level: 'silent' })
  return [
    {
      name: 'sqlite',
      place: async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-store-'))
        const file = path.join(dataDir, 'leads.sqlite')
        // The database file and its journal.
        return {
          open: async (now, options) => openSqliteLeadStore({ dataDir, now, ...options }),
          onDisk: async () => read(file) + read(`${file}-wal`),
          reader: leadReader({ dataDir }),
          settings: { DATA_DIR: dataDir },
          countBefore: async (before) => {
            const db = new DatabaseSync(file, { readOnly: true })
            try {
              return countsSchema.parse(db.prepare(countBeforeSql.replaceAll('$1', '?1')).get(before))
            } finally {
              db.close()
            }
          },
          exec: async (sql) => {
            const db = new DatabaseSync(file)
            try {
              db.exec(sql)
            } finally {
              db.close()
            }
          },
        }
      },
      env: async () => ({}),
    },
    {
      name: 'postgres',
      place: async () => {
        const server = await postgres()
        const databaseUrl = await server.createDatabase()
        return {
          open: (now, options) => openPostgresLeadStore({ databaseUrl, logger: silent, now, ...options }),
          reader: leadReader({ dataDir: '', databaseUrl }),
          settings: { DATABASE_URL: databaseUrl },
          countBefore: async (before) => {
            const client = new pg.Client({ connectionString: databaseUrl })
            await client.connect()
            try {
              return countsSchema.parse((await client.query(countBeforeSql, [before])).rows[0])
            } finally {
              await client.end()
            }
          },
          exec: async (sql) => {
            const client = new pg.Client({ connectionString: databaseUrl })
            await client.connect()
            try {
              await client.query(sql)
            } finally {
              await client.end()
            }
          },
          // The table's data file, after a checkpoint has written every change into it.
          onDisk: async () => {
            const client = new pg.Client({ connectionString: databaseUrl })
            await client.connect()
            try {
              await client.query('CHECKPOINT')
              const { rows } = await client.query(
                `SELECT current_setting('data_directory') AS dir, pg_relation_filepath('leads') AS file`,
              )
              const [{ dir, file }] = rows
              return read(path.join(String(dir), String(file)))
            } finally {
              await client.end()
            }
          },
        }
      },
      env: async () => ({ DATABASE_URL: await (await postgres()).createDatabase() }),
    },
  ]
}
