import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'
import { LeadStoreError } from './LeadStoreError.ts'
import { openSqliteLeadStore, type LeadFields } from './sqlite/openSqliteLeadStore.ts'
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

  test('a file of schema version 1 (leads without attribution) opens at the current version: old leads read as no page and no tags, the campaign is indexed', async () => {
    const dataDir = tempDir()
    const first = openSqliteLeadStore({ dataDir })
    const old = await first.add(fields)
    await first.close()
    // Back to what version 1 wrote: no index, and the lead's document without page and tags.
    const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'))
    db.exec(`DROP TABLE lead_webhooks; DROP INDEX leads_utm_campaign; PRAGMA user_version = 1;`)
    db.prepare('UPDATE leads SET data = ? WHERE id = ?').run(
      JSON.stringify({
        name: 'Ana',
        email: 'ana@example.com',
        company: '',
        whatsapp: '',
        message: 'Oi',
        locale: 'pt-BR',
      }),
      old.id,
    )
    db.close()

    const store = openSqliteLeadStore({ dataDir })
    // As the delivery worker reads it.
    expect(await store.claimNextDue(60_000)).toMatchObject({ id: old.id, name: 'Ana', page: '', utm: {} })
    await store.close()
    const check = new DatabaseSync(path.join(dataDir, 'leads.sqlite'))
    expect(check.prepare('PRAGMA user_version').get()).toEqual({ user_version: 3 })
    const plan = JSON.stringify(
      check
        .prepare(`EXPLAIN QUERY PLAN SELECT id FROM leads WHERE json_extract(data, '$.utm.utm_campaign') = ?`)
        .all('x'),
    )
    expect(plan).toContain('leads_utm_campaign')
    check.close()
  })

  test('a file of schema version 2 (before the webhook) opens at version 3 in place: its leads stay out of the webhook until queued, new ones go in', async () => {
    const dataDir = tempDir()
    const first = openSqliteLeadStore({ dataDir })
    const old = await first.add(fields)
    await first.close()
    const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'))
    db.exec(`DROP TABLE lead_webhooks; PRAGMA user_version = 2;`)
    db.close()

    const store = openSqliteLeadStore({ dataDir, webhook: true })
    const webhook = store.queue('webhook')
    expect(await webhook.counts()).toEqual({ pending: 0, delivered: 0 })
    const fresh = await store.add(fields)
    expect(await webhook.counts()).toEqual({ pending: 1, delivered: 0 })
    expect((await webhook.claimNextDue(60_000))?.id).toBe(fresh.id)
    expect(await store.queueWebhookSince(0)).toBe(1)
    expect((await webhook.claimNextDue(60_000))?.id).toBe(old.id)
    await store.close()
    const check = new DatabaseSync(path.join(dataDir, 'leads.sqlite'))
    expect(check.prepare('PRAGMA user_version').get()).toEqual({ user_version: 3 })
    check.close()
  })

  test('a DATA_DIR that cannot be created is a LeadStoreError naming it', () => {
    const file = path.join(tempDir(), 'a-file')
    writeFileSync(file, 'not a folder')
    const dataDir = path.join(file, 'data')
    expect(() => openSqliteLeadStore({ dataDir })).toThrow(LeadStoreError)
    expect(() => openSqliteLeadStore({ dataDir })).toThrow(`DATA_DIR ${dataDir} cannot hold the lead store`)
  })
})

describe.each(leadStoreKinds(postgres))('$name lead store', ({ place }) => {
  test('a lead keeps its page and campaign tags, for the worker too', async () => {
    const { open, reader } = await place()
    const store = await open()
    const utm = { utm_source: 'linkedin', utm_campaign: 'mx <q3>' }
    const lead = await store.add({ ...fields, locale: 'en-US', page: '/countries/mexico', utm })
    expect(await reader.lead(lead.id)).toMatchObject({ locale: 'en-US', page: '/countries/mexico', utm })
    expect(await store.claimNextDue(60_000)).toMatchObject({ id: lead.id, page: '/countries/mexico', utm })
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
    expect(await second.oldestPendingAt()).toBe(lead.createdAt)
    await second.close()
  })

  test('a claimed lead is skipped by other claims until its lease ends or it fails; delivered marks only once', async () => {
    let time = 1_000
    const { open, reader } = await place()
    const store = await open(() => time)
    const lead = await store.add(fields)
    expect((await store.claimNextDue(60_000))?.id).toBe(lead.id)
    expect(await store.claimNextDue(60_000)).toBeUndefined()
    expect(await store.nextDueAt()).toBe(61_000)
    await store.markFailed(lead.id, 1, 5_000, 'ECONNECTION')
    expect(await store.claimNextDue(60_000)).toBeUndefined()
    time = 5_000
    expect(await store.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 1 })
    expect(await store.markDelivered(lead.id)).toBe(true)
    expect(await store.markDelivered(lead.id)).toBe(false)
    time = 1_000_000
    expect(await store.claimNextDue(60_000)).toBeUndefined()
    expect(await store.nextDueAt()).toBeUndefined()
    expect(await store.oldestPendingAt()).toBeUndefined()
    expect(await reader.status(lead.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    await store.close()
  })

  test('a lease that runs out (its process died) lets another store instance take the lead; claims never overlap', async () => {
    let time = 1_000
    const { open } = await place()
    const [a, b] = [await open(() => time), await open(() => time)]
    const leads = await Promise.all([a.add(fields), a.add(fields), a.add(fields)])
    // Claimed at the same moment from two instances: three different leads, never one twice.
    const claimed = await Promise.all([
      a.claimNextDue(1_000),
      b.claimNextDue(1_000),
      a.claimNextDue(1_000),
      b.claimNextDue(1_000),
    ])
    const ids = claimed.flatMap((lead) => (lead ? [lead.id] : []))
    expect(ids.sort()).toEqual(leads.map((lead) => lead.id).sort())
    // The claimer "dies" (never marks anything): after its lease the other instance takes each lead again.
    time = 2_001
    const again = [await b.claimNextDue(1_000), await b.claimNextDue(1_000), await b.claimNextDue(1_000)]
    expect(again.map((lead) => lead?.id).sort()).toEqual(leads.map((lead) => lead.id).sort())
    await Promise.all([a.close(), b.close()])
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
