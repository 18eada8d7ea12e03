import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, test } from 'vitest'
import { LeadStoreError, openLeadStore, type LeadFields } from './openLeadStore.ts'
import { readLeadStore } from '../../tests/support/readLeadStore.ts'

const fields: LeadFields = { name: 'Ana', email: 'ana@example.com', company: '', whatsapp: '', message: 'Oi', locale: 'pt-BR' }
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lead-store-'))

describe('lead store', () => {
  test('creates DATA_DIR and a WAL-journaled, fully synchronous SQLite file', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data')
    const store = openLeadStore({ dataDir })
    store.add(fields)
    const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'))
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    db.close()
    store.close()
  })

  test('a stored lead is there after the store is closed and opened again (a restart)', () => {
    const dataDir = tempDir()
    const first = openLeadStore({ dataDir })
    const lead = first.add(fields)
    first.close()
    const second = openLeadStore({ dataDir })
    expect(readLeadStore(second.file).lead(lead.id)).toEqual(lead)
    expect(second.counts()).toEqual({ pending: 1, delivered: 0 })
    second.close()
  })

  test('a claimed lead is skipped by other claims until its lease ends or it fails; delivered marks only once', () => {
    let time = 1_000
    const store = openLeadStore({ dataDir: tempDir(), now: () => time })
    const lead = store.add(fields)
    expect(store.claimNextDue(60_000)?.id).toBe(lead.id)
    expect(store.claimNextDue(60_000)).toBeUndefined()
    expect(store.nextDueAt()).toBe(61_000)
    store.markFailed(lead.id, 1, 5_000, 'ECONNECTION')
    expect(store.claimNextDue(60_000)).toBeUndefined()
    time = 5_000
    expect(store.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 1 })
    expect(store.markDelivered(lead.id)).toBe(true)
    expect(store.markDelivered(lead.id)).toBe(false)
    time = 1_000_000
    expect(store.claimNextDue(60_000)).toBeUndefined()
    expect(store.nextDueAt()).toBeUndefined()
    expect(readLeadStore(store.file).status(lead.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    store.close()
  })

  test('a DATA_DIR that cannot be created is a LeadStoreError naming it', () => {
    const file = path.join(tempDir(), 'a-file')
    writeFileSync(file, 'not a folder')
    const dataDir = path.join(file, 'data')
    expect(() => openLeadStore({ dataDir })).toThrow(LeadStoreError)
    expect(() => openLeadStore({ dataDir })).toThrow(`DATA_DIR ${dataDir} cannot hold the lead store`)
  })
})
