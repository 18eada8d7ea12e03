import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { LeadStoreError, type DeliveryChannel, type LeadStore } from '../leadStore.ts'
import { createSqlLeadStore } from '../sql/createSqlLeadStore.ts'
import type { SqlDatabase, SqlStatement } from '../sql/SqlDatabase.ts'
import { migrateSqlite } from './migrateSqlite.ts'

export type SqliteLeadStoreOptions = {
  dataDir: string
  now?: () => number
  /** The channels each new lead is pending on. */
  channels?: readonly DeliveryChannel[]
  /** Only a store the server already wrote (an operator's command): a missing file is an error, never created. */
  existing?: boolean
  /** Stops the migrations between two files (a SIGTERM during start). */
  signal?: AbortSignal
}

/**
 * The durable lead store (docs/leads.md): one SQLite file in DATA_DIR, WAL journal, synchronous=FULL so a lead
 * acknowledged to the visitor survives a crash or power loss. Throws a LeadStoreError naming the folder when
 * DATA_DIR cannot be created or written (or, with `existing`, holds no lead store).
 */
export function openSqliteLeadStore({
  dataDir,
  now = Date.now,
  channels = ['email'],
  existing = false,
  signal,
}: SqliteLeadStoreOptions): LeadStore & { file: string } {
  const dir = path.resolve(dataDir)
  const file = path.join(dir, 'leads.sqlite')
  if (existing && !existsSync(file))
    throw new LeadStoreError(`DATA_DIR ${dir} holds no lead store (${file} does not exist)`)
  let db: DatabaseSync
  let identity: { dev: number; ino: number }
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    db = new DatabaseSync(file)
    // secure_delete: a lead deleted at the end of its retention is overwritten on disk, not left in free pages.
    // foreign_keys: a lead's deliveries go with it (node:sqlite turns it on already; said here for the reader).
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON; PRAGMA foreign_keys = ON;',
    )
    migrateSqlite(db, signal)
    db.prepare('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)').run(now())
    identity = statSync(file)
  } catch (error) {
    throw new LeadStoreError(`DATA_DIR ${dir} cannot hold the lead store (${(error as Error).message})`, {
      cause: error,
    })
  }

  // A folder removed or replaced while running would leave SQLite writing into a deleted file: leads lost on restart.
  function assertIntact() {
    let current
    try {
      current = statSync(file)
    } catch (error) {
      throw new LeadStoreError(`lead store ${file} is gone`, { cause: error })
    }
    if (current.ino !== identity.ino || current.dev !== identity.dev)
      throw new LeadStoreError(`lead store ${file} was replaced`)
  }

  // Each statement is prepared once; $1, $2, … become SQLite's numbered ?1, ?2, … (the same binding by position).
  const prepared = new Map<string, StatementSync>()
  function statement({ sql }: SqlStatement): StatementSync {
    let found = prepared.get(sql)
    if (!found) {
      found = db.prepare(sql.replaceAll(/\$(\d+)/g, '?$1'))
      prepared.set(sql, found)
    }
    return found
  }
  const run = (s: SqlStatement) => Number(statement(s).run(...s.params).changes)
  // node:sqlite is synchronous: the methods are async only to share one interface with the Postgres store, and a
  // transaction runs within one turn of the event loop, so no other statement can slip into it.
  const sqlite: SqlDatabase = {
    dialect: 'sqlite',
    all: async (s) => statement(s).all(...s.params),
    run: async (s) => {
      assertIntact()
      return run(s)
    },
    transaction: async (statements) => {
      assertIntact()
      db.exec('BEGIN IMMEDIATE')
      try {
        for (const s of statements) run(s)
        db.exec('COMMIT')
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK')
        throw error
      }
    },
  }
  const probe = db.prepare('UPDATE probe SET at = ? WHERE id = 1')
  let closed = false

  return {
    kind: 'sqlite',
    location: file,
    file,
    ...createSqlLeadStore(sqlite, { now, channels }),

    /** secure_delete has overwritten the deleted rows in the file; a checkpoint takes them out of the WAL file too. */
    async compact(): Promise<void> {
      assertIntact()
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    },

    /** The file is still in place and accepts a write. */
    async isWritable(): Promise<boolean> {
      if (closed) return false
      try {
        assertIntact()
        probe.run(now())
        return true
      } catch {
        return false
      }
    },

    async close(): Promise<void> {
      if (closed) return
      closed = true
      db.close()
    },
  }
}
