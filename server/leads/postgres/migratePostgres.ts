import { fileURLToPath } from 'node:url'
import type pg from 'pg'
import { z } from 'zod'
import { readMigrations } from '../sql/SqlDatabase.ts'

const migrations = readMigrations(fileURLToPath(new URL('./migrations/', import.meta.url)))
// Any fixed number: every process starting at once waits on it, so only one of them applies the migrations.
const migrationLock = 7_240_101
const appliedRowSchema = z.object({ name: z.string() })

/**
 * Brings the schema up to date: the SQL files in migrations/, in name order, each applied once and recorded in
 * fluxa_migrations, all in one transaction (a failure or a cancel leaves the schema as it was). `client` is a
 * connection without statement timeout (withLongSession): a migration may copy every lead. Returns the names applied.
 */
export async function migratePostgres(client: pg.Client): Promise<string[]> {
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock])
    await client.query(
      'CREATE TABLE IF NOT EXISTS fluxa_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const { rows } = await client.query('SELECT name FROM fluxa_migrations')
    const applied = new Set(rows.map((row) => appliedRowSchema.parse(row).name))
    const pending = migrations.filter(({ name }) => !applied.has(name))
    for (const { name, sql } of pending) {
      await client.query(sql)
      await client.query('INSERT INTO fluxa_migrations (name) VALUES ($1)', [name])
    }
    await client.query('COMMIT')
    return pending.map(({ name }) => name)
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}
