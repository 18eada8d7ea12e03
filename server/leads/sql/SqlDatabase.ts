import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A value bound to a statement's $1, $2, … (never written into its text). */
export type SqlValue = string | number | null

export type SqlStatement = { sql: string; params: readonly SqlValue[] }

/**
 * What the shared lead store (createSqlLeadStore) needs from a database: statements written once with $1, $2, …
 * placeholders, run by node:sqlite or by pg. Everything else (files, pools, migrations) belongs to the store that
 * opens it.
 */
export type SqlDatabase = {
  readonly dialect: 'sqlite' | 'postgres'
  /** The rows the statement returns. */
  all(statement: SqlStatement): Promise<unknown[]>
  /** How many rows the statement changed. */
  run(statement: SqlStatement): Promise<number>
  /** The statements in order, in one transaction: all of them or none. */
  transaction(statements: readonly SqlStatement[]): Promise<void>
}

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
