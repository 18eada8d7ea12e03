import type { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { readMigrations } from '../sql/SqlDatabase.ts'

const migrations = readMigrations(fileURLToPath(new URL('./migrations/', import.meta.url)))
const versionSchema = z.object({ user_version: z.number() })

/**
 * Brings the file's schema up to date: the SQL files in migrations/, each applied once in its own transaction, and
 * PRAGMA user_version set to the number of the last one applied (files written before the migrations folder existed
 * have versions 1 to 3, the same numbers). BEGIN IMMEDIATE takes the write lock before the version is read, so two
 * processes opening one DATA_DIR at once apply each file once. Stops between two files once `signal` is aborted (a
 * SIGTERM during start, docs/operations.md); a file under way finishes or rolls back as a whole. Returns the names applied.
 */
export function migrateSqlite(db: DatabaseSync, signal?: AbortSignal): string[] {
  const applied: string[] = []
  for (const migration of migrations) {
    if (signal?.aborted) break
    db.exec('BEGIN IMMEDIATE')
    try {
      const { user_version: version } = versionSchema.parse(db.prepare('PRAGMA user_version').get())
      if (version < migration.version) {
        db.exec(migration.sql)
        // A PRAGMA takes no bound parameter; the version is a number read from the file's name.
        db.exec(`PRAGMA user_version = ${migration.version}`)
        applied.push(migration.name)
      }
      db.exec('COMMIT')
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    }
  }
  return applied
}
