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
