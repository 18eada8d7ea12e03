import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogger } from '../createLogger.ts'
import { createRetentionSweep } from './createRetentionSweep.ts'
import { openLeadStore, type LeadFields } from './openLeadStore.ts'
import { readLeadStore } from '../../tests/support/readLeadStore.ts'

const day = 24 * 60 * 60 * 1000
const lead = (email: string): LeadFields => ({ name: 'Ana Souza', email, company: 'ACME', whatsapp: '', message: 'Quero receber via PIX.', locale: 'pt-BR' })

function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sink), lines }
}

/** Everything SQLite keeps on disk for the store: the database file and its journal. */
const onDisk = (file: string) => ['', '-wal'].map((suffix) => { try { return readFileSync(file + suffix).toString('latin1') } catch { return '' } }).join('')

afterEach(() => vi.useRealTimers())

describe('lead retention (the privacy notice: deleted 24 months after)', () => {
  test('deletes leads older than the retention period, from the store and from the file on disk; keeps the rest', () => {
    let time = Date.UTC(2024, 0, 10)
    const store = openLeadStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'retention-')), now: () => time })
    const old = store.add(lead('old.lead@example.com'))
    store.markDelivered(old.id)
    time = Date.UTC(2025, 5, 1)
    const recent = store.add(lead('recent.lead@example.com'))
    store.markDelivered(recent.id)
    const waiting = store.add(lead('waiting.lead@example.com'))
    expect(onDisk(store.file)).toContain('old.lead@example.com')

    const { logger, lines } = capturedLogger()
    time = Date.UTC(2026, 0, 11) // 732 days after the first lead
    const retention = createRetentionSweep({ store, logger, retentionDays: 730, now: () => time })
    expect(retention.sweep()).toEqual({ delivered: 1, pending: 0 })

    expect(readLeadStore(store.file).lead(old.id)).toBeUndefined()
    expect(readLeadStore(store.file).lead(recent.id)).toBeDefined()
    expect(readLeadStore(store.file).lead(waiting.id)).toBeDefined()
    expect(store.counts()).toEqual({ delivered: 1, pending: 1 })
    // Overwritten, not merely unlinked from the table: the address is gone from the file and its journal.
    expect(onDisk(store.file)).not.toContain('old.lead@example.com')
    expect(onDisk(store.file)).toContain('recent.lead@example.com')
    // One line with the counts, nothing about the visitor.
    const line = lines.find((l) => l.msg === 'deleted leads past the retention period')
    expect(line).toMatchObject({ level: 30, component: 'retention', delivered: 1, pending: 0, retentionDays: 730 })
    expect(JSON.stringify(lines)).not.toContain('example.com')
    // Nothing more to delete: nothing logged.
    expect(retention.sweep()).toEqual({ delivered: 0, pending: 0 })
    expect(lines.filter((l) => l.component === 'retention')).toHaveLength(1)
    store.close()
  })

  test('a lead never delivered is deleted at that age too, and logged as an error', () => {
    let time = Date.UTC(2024, 0, 10)
    const store = openLeadStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'retention-')), now: () => time })
    store.add(lead('stuck@example.com'))
    const { logger, lines } = capturedLogger()
    time += 31 * day
    expect(createRetentionSweep({ store, logger, retentionDays: 30, now: () => time }).sweep()).toEqual({ delivered: 0, pending: 1 })
    expect(store.counts()).toEqual({ delivered: 0, pending: 0 })
    expect(lines.find((l) => l.component === 'retention')).toMatchObject({ level: 50, pending: 1, msg: 'deleted undelivered leads past the retention period' })
    store.close()
  })

  test('runs at start and then on its interval; a failing sweep is logged and retried, never thrown', () => {
    // Simulated time: the interval's ticks come from the fake clock, not from waiting.
    vi.useFakeTimers()
    let calls = 0
    const { logger, lines } = capturedLogger()
    const store = {
      purgeOlderThan: () => {
        calls++
        if (calls === 1) throw new Error('database is locked')
        return { delivered: 0, pending: 0 }
      },
    }
    const retention = createRetentionSweep({ store, logger, retentionDays: 730, intervalMs: 20 })
    retention.start()
    expect(calls).toBe(1)
    vi.advanceTimersByTime(70)
    retention.stop()
    const after = calls
    expect(after).toBeGreaterThanOrEqual(2)
    vi.advanceTimersByTime(50)
    expect(calls).toBe(after)
    expect(lines.find((l) => l.component === 'retention')).toMatchObject({ level: 50, msg: 'retention sweep failed; it runs again later' })
  })
})
