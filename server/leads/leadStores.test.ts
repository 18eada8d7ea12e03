import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'
import { LeadStoreError, type LeadFields } from './leadStore.ts'
import { openSqliteLeadStore } from './sqlite/openSqliteLeadStore.ts'
import { openPostgresLeadStore } from './postgres/openPostgresLeadStore.ts'

const postgres = postgresForFile()

const fields: LeadFields = {
  name: 'Ana',
  email: 'ana@example.com',
  company: '',
  whatsapp: '',
  message: 'Oi',
  locale: 'pt-BR',
}
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lead-store-'))

describe('SQLite lead store', () => {
  test('creates DATA_DIR and a WAL-journaled, fully synchronous SQLite file', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data')
    const store = openSqliteLeadStore({ dataDir })
    await store.add(fields)
    const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'))
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    db.close()
    await store.close()
  })

  test('a DATA_DIR that cannot be created is a LeadStoreError naming it', () => {
    const file = path.join(tempDir(), 'a-file')
    writeFileSync(file, 'not a folder')
    const dataDir = path.join(file, 'data')
    expect(() => openSqliteLeadStore({ dataDir })).toThrow(LeadStoreError)
    expect(() => openSqliteLeadStore({ dataDir })).toThrow(`DATA_DIR ${dataDir} cannot hold the lead store`)
  })

  test('opened as an existing store (an operator command), a DATA_DIR without one is an error and stays empty', () => {
    const dataDir = path.join(tempDir(), 'typo')
    expect(() => openSqliteLeadStore({ dataDir, existing: true })).toThrow(`DATA_DIR ${dataDir} holds no lead store`)
    expect(existsSync(dataDir)).toBe(false)
  })
})

describe.each(leadStoreKinds(postgres))('$name lead store', ({ place }) => {
  test('a lead keeps its page and campaign tags, for the worker too', async () => {
    const { open, reader } = await place()
    const store = await open()
    const utm = { utm_source: 'linkedin', utm_campaign: 'mx <q3>' }
    const lead = await store.add({ ...fields, locale: 'en-US', page: '/countries/mexico', utm })
    expect(await reader.lead(lead.id)).toMatchObject({ locale: 'en-US', page: '/countries/mexico', utm })
    expect(await store.queue('email').claimNextDue(60_000)).toMatchObject({
      id: lead.id,
      page: '/countries/mexico',
      utm,
    })
    await store.close()
  })

  test('a stored lead is there after the store is closed and opened again (a restart)', async () => {
    const { open, reader } = await place()
    const first = await open()
    const lead = await first.add(fields)
    await first.close()
    const second = await open()
    expect(await reader.lead(lead.id)).toEqual(lead)
    expect(await second.counts()).toEqual({ pending: 1, delivered: 0 })
    expect(await second.queue('email').oldestPendingAt()).toBe(lead.createdAt)
    await second.close()
  })
})

describe('Postgres lead store', () => {
  test('processes starting at once on a new database: the migrations run once, every one of them opens', async () => {
    const databaseUrl = await (await postgres()).createDatabase()
    const stores = await Promise.all(
      [1, 2, 3].map(() => openPostgresLeadStore({ databaseUrl, logger: pino({ level: 'silent' }) })),
    )
    await stores[0].add(fields)
    expect(await stores[2].counts()).toEqual({ pending: 1, delivered: 0 })
    await Promise.all(stores.map((store) => store.close()))
  })

  test('opened as an existing store (an operator command), a database no server has used is an error and stays empty', async () => {
    const databaseUrl = await (await postgres()).createDatabase()
    const opening = openPostgresLeadStore({ databaseUrl, logger: pino({ level: 'silent' }), existing: true })
    await expect(opening).rejects.toThrow(LeadStoreError)
    await expect(opening).rejects.toThrow('holds no leads table')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)
    await client.end()
    expect(rows).toEqual([{ n: 0 }])
  })

  test('a DATABASE_URL nothing answers on is a LeadStoreError naming the database, never its password', async () => {
    // 4299: a port of this worktree's range with nothing listening.
    const opening = openPostgresLeadStore({
      databaseUrl: 'postgres://fluxa:s3cret-pass@127.0.0.1:4299/leads',
      logger: pino({ level: 'silent' }),
      timeoutMs: 1_000,
    })
    const error = await opening.then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(LeadStoreError)
    expect(String(error)).toContain('DATABASE_URL postgres://127.0.0.1:4299/leads cannot hold the lead store')
    expect(String(error)).not.toContain('s3cret-pass')
  })
})
