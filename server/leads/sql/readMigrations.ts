import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type Migration = { name: string; version: number; sql: string }

/**
 * The numbered SQL files of one store's migrations folder (001_create_leads.sql, …), in order. Both stores migrate
 * the same way (docs/leads.md): each file once, in order, recorded in the store itself.
 */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, version: Number(name.slice(0, 3)), sql: readFileSync(path.join(dir, name), 'utf8') }))
}
