import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import type pg from 'pg'
import { z } from 'zod'

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))
// Any fixed number: every process starting at once waits on it, so only one of them applies the migrations.
const migrationLock = 7_240_101
const appliedRowSchema = z.object({ name: z.string() })

/**
 * Brings the schema up to date: the SQL files in migrations/, in name order, each applied once and recorded in
 * fluxa_migrations, all in one transaction (a failure leaves the schema as it was). Returns the names applied now.
 */
export async function migratePostgres(pool: pg.Pool): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock])
    await client.query(
      'CREATE TABLE IF NOT EXISTS fluxa_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const { rows } = await client.query('SELECT name FROM fluxa_migrations')
    const applied = new Set(rows.map((row) => appliedRowSchema.parse(row).name))
    const pending = files.filter((name) => !applied.has(name))
    for (const name of pending) {
      await client.query(readFileSync(path.join(migrationsDir, name), 'utf8'))
      await client.query('INSERT INTO fluxa_migrations (name) VALUES ($1)', [name])
    }
    await client.query('COMMIT')
    return pending
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
