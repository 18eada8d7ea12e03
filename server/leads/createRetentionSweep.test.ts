import { Writable } from 'node:stream'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'
import { createLogger } from '../createLogger.ts'
import { createRetentionSweep } from './createRetentionSweep.ts'
import type { LeadFields } from './leadStore.ts'

const postgres = postgresForFile()

const day = 24 * 60 * 60 * 1000
const lead = (email: string): LeadFields => ({
  name: 'Ana Souza',
  email,
  company: 'ACME',
  whatsapp: '',
  message: 'Quero receber via PIX.',
  locale: 'pt-BR',
})

function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sink), lines }
}

describe.each(leadStoreKinds(postgres))(
  'lead retention on the $name store (the privacy notice: deleted 24 months after)',
  ({ place }) => {
    test('deletes leads older than the retention period, from the store and from the files on disk; keeps the rest', async () => {
      let time = Date.UTC(2024, 0, 10)
      const { open, onDisk, reader } = await place()
      const store = await open(() => time)
      const old = await store.add(lead('old.lead@example.com'))
      await store.markDelivered(old.id)
      time = Date.UTC(2025, 5, 1)
      const recent = await store.add(lead('recent.lead@example.com'))
      await store.markDelivered(recent.id)
      const waiting = await store.add(lead('waiting.lead@example.com'))
      expect(await onDisk()).toContain('old.lead@example.com')

      const { logger, lines } = capturedLogger()
      time = Date.UTC(2026, 0, 11) // 732 days after the first lead
      const retention = createRetentionSweep({ store, logger, retentionDays: 730, now: () => time })
      expect(await retention.sweep()).toEqual({ delivered: 1, pending: 0 })

      expect(await reader.lead(old.id)).toBeUndefined()
      expect(await reader.lead(recent.id)).toBeDefined()
      expect(await reader.lead(waiting.id)).toBeDefined()
      expect(await store.counts()).toEqual({ delivered: 1, pending: 1 })
      // Gone from the files, not merely unlinked from the table (SQLite: the file and its journal; Postgres: the table's file).
      const after = await onDisk()
      expect(after).not.toContain('old.lead@example.com')
      expect(after).toContain('recent.lead@example.com')
      // One line with the counts, nothing about the visitor.
      const line = lines.find((l) => l.msg === 'deleted leads past the retention period')
      expect(line).toMatchObject({ level: 30, component: 'retention', delivered: 1, pending: 0, retentionDays: 730 })
      expect(JSON.stringify(lines)).not.toContain('example.com')
      // Nothing more to delete: nothing logged.
      expect(await retention.sweep()).toEqual({ delivered: 0, pending: 0 })
      expect(lines.filter((l) => l.component === 'retention')).toHaveLength(1)
      await store.close()
    })

    test('a lead never delivered is deleted at that age too, and logged as an error', async () => {
      let time = Date.UTC(2024, 0, 10)
      const store = await (await place()).open(() => time)
      await store.add(lead('stuck@example.com'))
      const { logger, lines } = capturedLogger()
      time += 31 * day
      expect(await createRetentionSweep({ store, logger, retentionDays: 30, now: () => time }).sweep()).toEqual({
        delivered: 0,
        pending: 1,
      })
      expect(await store.counts()).toEqual({ delivered: 0, pending: 0 })
      expect(lines.find((l) => l.component === 'retention')).toMatchObject({
        level: 50,
        pending: 1,
        msg: 'deleted undelivered leads past the retention period',
      })
      await store.close()
    })
  },
)

describe('lead retention schedule', () => {
  afterEach(() => vi.useRealTimers())

  test('runs at start and then on its interval; a failing sweep is logged and retried, never thrown', async () => {
    // Simulated time: the interval's ticks come from the fake clock, not from waiting.
    vi.useFakeTimers()
    let calls = 0
    const { logger, lines } = capturedLogger()
    const store = {
      purgeOlderThan: async () => {
        calls++
        if (calls === 1) throw new Error('database is locked')
        return { delivered: 0, pending: 0 }
      },
    }
    const retention = createRetentionSweep({ store, logger, retentionDays: 730, intervalMs: 20 })
    retention.start()
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(70)
    retention.stop()
    const after = calls
    expect(after).toBeGreaterThanOrEqual(2)
    await vi.advanceTimersByTimeAsync(50)
    expect(calls).toBe(after)
    expect(lines.find((l) => l.component === 'retention')).toMatchObject({
      level: 50,
      msg: 'retention sweep failed; it runs again later',
    })
  })
})
