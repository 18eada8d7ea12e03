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
      const email = store.queue('email')
      const old = await store.add(lead('old.lead@example.com'))
      await email.markDelivered(old.id)
      time = Date.UTC(2025, 5, 1)
      const recent = await store.add(lead('recent.lead@example.com'))
      await email.markDelivered(recent.id)
      const waiting = await store.add(lead('waiting.lead@example.com'))
      expect(await onDisk()).toContain('old.lead@example.com')

      const { logger, lines } = capturedLogger()
      time = Date.UTC(2026, 0, 11) // 732 days after the first lead
      const retention = createRetentionSweep({ store, logger, retentionDays: 730, now: () => time })
      expect(await retention.sweep()).toEqual({ deleted: 1, undelivered: 0, finished: true })

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
      expect(line).toMatchObject({ level: 30, component: 'retention', deleted: 1, undelivered: 0, retentionDays: 730 })
      expect(JSON.stringify(lines)).not.toContain('example.com')
      // Nothing more to delete: nothing logged.
      expect(await retention.sweep()).toEqual({ deleted: 0, undelivered: 0, finished: true })
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
        deleted: 1,
        undelivered: 1,
        finished: true,
      })
      expect(await store.counts()).toEqual({ delivered: 0, pending: 0 })
      expect(lines.find((l) => l.component === 'retention')).toMatchObject({
        level: 50,
        undelivered: 1,
        msg: 'deleted undelivered leads past the retention period',
      })
      await store.close()
    })

    test('deletes in batches; stopped between two it keeps what it deleted, and the next sweep resumes to the end', async () => {
      let time = Date.UTC(2024, 0, 10)
      const { open, reader } = await place()
      const store = await open(() => time, { channels: ['email', 'webhook'] })
      const leads = []
      for (let i = 0; i < 7; i++) {
        leads.push(await store.add(lead(`lead${i}@example.com`)))
        time += 1_000
      }
      time = Date.UTC(2026, 6, 1)
      const kept = await store.add(lead('kept@example.com'))
      const { logger, lines } = capturedLogger()
      let batches = 0
      // The store as it is, told to stop once the second batch is committed (a SIGTERM mid-sweep).
      const retention = createRetentionSweep({
        store: {
          purgeBefore: async (cutoff, limit) => {
            const purged = await store.purgeBefore(cutoff, limit)
            if (++batches === 2) void retention.stop()
            return purged
          },
          compact: (signal) => store.compact(signal),
        },
        logger,
        retentionDays: 730,
        now: () => time,
        batchSize: 2,
        maxBatchSize: 2,
      })
      expect(await retention.sweep()).toEqual({ deleted: 4, undelivered: 4, finished: false })
      expect(await reader.lead(leads[3].id)).toBeUndefined()
      expect(await reader.lead(leads[4].id)).toBeDefined()
      expect(lines.find((l) => l.component === 'retention')).toMatchObject({
        msg: 'retention sweep stopped; the next start resumes it',
        deleted: 4,
      })

      const next = createRetentionSweep({
        store,
        logger,
        retentionDays: 730,
        now: () => time,
        batchSize: 2,
        maxBatchSize: 2,
      })
      expect(await next.sweep()).toEqual({ deleted: 3, undelivered: 3, finished: true })
      expect(await store.counts()).toEqual({ pending: 1, delivered: 0 })
      expect(await reader.lead(kept.id)).toBeDefined()
      expect(await store.queue('webhook').counts()).toEqual({ pending: 1, delivered: 0 })
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
      purgeBefore: async () => {
        calls++
        if (calls === 1) throw new Error('database is locked')
        return { deleted: 0, undelivered: 0 }
      },
      compact: async () => {},
    }
    const retention = createRetentionSweep({ store, logger, retentionDays: 730, intervalMs: 20 })
    retention.start()
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(70)
    void retention.stop()
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
