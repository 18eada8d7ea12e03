import { describe, expect, test } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'
import { deliveryChannels, type LeadFields } from './leadStore.ts'

const postgres = postgresForFile()

const fields: LeadFields = {
  name: 'Ana Souza',
  email: 'ana.queue@example.com',
  company: 'ACME',
  whatsapp: '',
  message: 'Oi',
  locale: 'pt-BR',
}
const day = 24 * 60 * 60 * 1000
const everyChannel = deliveryChannels

// The one delivery queue's contract (docs/leads.md), the same on both stores and for every channel: what the worker,
// the metrics, the backfill and the retention sweep rely on.
describe.each(leadStoreKinds(postgres))('the delivery queue on the $name store', ({ place }) => {
  test.each(everyChannel)(
    '%s: a claimed delivery is skipped by other claims until its lease ends or it fails; delivered marks only once',
    async (channel) => {
      let time = 1_000
      const { open, reader } = await place()
      const store = await open(() => time, { channels: everyChannel })
      const queue = store.queue(channel)
      const lead = await store.add(fields)
      expect(await queue.counts()).toEqual({ pending: 1, delivered: 0 })
      expect(await queue.oldestPendingAt()).toBe(1_000)
      expect(await queue.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 0, email: fields.email })
      expect(await queue.claimNextDue(60_000)).toBeUndefined()
      expect(await queue.nextDueAt()).toBe(61_000)
      await queue.markFailed(lead.id, 1, 5_000, 'ECONNECTION')
      expect(await queue.nextDueAt()).toBe(5_000)
      expect(await queue.claimNextDue(60_000)).toBeUndefined()
      time = 5_000
      expect(await queue.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 1 })
      expect(await queue.markDelivered(lead.id)).toBe(true)
      expect(await queue.markDelivered(lead.id)).toBe(false)
      time = 1_000_000
      expect(await queue.claimNextDue(60_000)).toBeUndefined()
      expect(await queue.nextDueAt()).toBeUndefined()
      expect(await queue.oldestPendingAt()).toBeUndefined()
      expect(await queue.counts()).toEqual({ pending: 0, delivered: 1 })
      const read = channel === 'email' ? reader.status : reader.webhookStatus
      expect(await read(lead.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
      await store.close()
    },
  )

  test.each(everyChannel)(
    '%s: claims from two store instances never overlap; a lease that runs out (its process died) lets the other take it',
    async (channel) => {
      let time = 1_000
      const { open } = await place()
      const [a, b] = [
        await open(() => time, { channels: everyChannel }),
        await open(() => time, { channels: everyChannel }),
      ]
      const leads = await Promise.all([a.add(fields), a.add(fields), a.add(fields)])
      const claimed = await Promise.all([
        a.queue(channel).claimNextDue(1_000),
        b.queue(channel).claimNextDue(1_000),
        a.queue(channel).claimNextDue(1_000),
        b.queue(channel).claimNextDue(1_000),
      ])
      const ids = claimed.flatMap((lead) => (lead ? [lead.id] : []))
      expect(ids.sort()).toEqual(leads.map((lead) => lead.id).sort())
      expect(await b.queue(channel).nextDueAt()).toBe(2_000)
      time = 2_001
      const again = [
        await b.queue(channel).claimNextDue(1_000),
        await b.queue(channel).claimNextDue(1_000),
        await b.queue(channel).claimNextDue(1_000),
      ]
      expect(again.map((lead) => lead?.id).sort()).toEqual(leads.map((lead) => lead.id).sort())
      await Promise.all([a.close(), b.close()])
    },
  )

  test('channels are independent rows of one queue: a failed e-mail leaves the webhook due, a delivered webhook leaves the e-mail pending', async () => {
    let time = 1_000
    const { open, reader } = await place()
    const store = await open(() => time, { channels: everyChannel })
    const lead = await store.add(fields)
    const [email, webhook] = [store.queue('email'), store.queue('webhook')]
    expect((await email.claimNextDue(60_000))?.id).toBe(lead.id)
    await email.markFailed(lead.id, 1, 100_000, 'ECONNECTION')
    expect(await webhook.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 0 })
    await webhook.markFailed(lead.id, 1, 5_000, 'HTTP_503')
    time = 5_000
    expect(await webhook.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 1 })
    expect(await webhook.markDelivered(lead.id)).toBe(true)
    expect(await reader.webhookStatus(lead.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    expect(await reader.status(lead.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNECTION' })
    expect(await webhook.counts()).toEqual({ pending: 0, delivered: 1 })
    expect(await email.counts()).toEqual({ pending: 1, delivered: 0 })
    // A lead is pending while any of its deliveries is.
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0 })
    time = 100_000
    await email.claimNextDue(60_000)
    await email.markDelivered(lead.id)
    expect(await store.counts()).toEqual({ pending: 0, delivered: 1 })
    await store.close()
  })

  test('leads stored without a channel are not sent on it until an operator queues them; queuing twice queues none twice', async () => {
    let time = Date.UTC(2026, 0, 1)
    const { open, reader } = await place()
    const before = await open(() => time)
    const older = await before.add(fields)
    time += day
    const newer = await before.add(fields)
    await before.close()

    const store = await open(() => time, { channels: everyChannel })
    const webhook = store.queue('webhook')
    expect(await webhook.claimNextDue(60_000)).toBeUndefined()
    expect(await reader.webhookStatus(newer.id)).toBeUndefined()
    expect(await webhook.queueSince(Date.UTC(2026, 0, 2))).toBe(1)
    expect((await webhook.claimNextDue(60_000))?.id).toBe(newer.id)
    await webhook.markDelivered(newer.id)
    expect(await webhook.queueSince(Date.UTC(2026, 0, 2))).toBe(0)
    expect(await reader.webhookStatus(newer.id)).toMatchObject({ status: 'delivered' })
    expect(await reader.webhookStatus(older.id)).toBeUndefined()
    // The e-mail was pending for both all along: nothing to add there.
    expect(await store.queue('email').queueSince(0)).toBe(0)
    await store.close()
  })

  test('purging deletes the oldest leads first, at most a batch at a time, with every delivery of theirs', async () => {
    let time = Date.UTC(2024, 0, 1)
    const { open, reader } = await place()
    const store = await open(() => time, { channels: everyChannel })
    const old = []
    for (let i = 0; i < 5; i++) {
      old.push(await store.add(fields))
      time += 1_000
    }
    await store.queue('email').claimNextDue(60_000)
    await store.queue('email').markDelivered(old[0].id)
    await store.queue('webhook').claimNextDue(60_000)
    await store.queue('webhook').markDelivered(old[0].id)
    time = Date.UTC(2026, 0, 1)
    const recent = await store.add(fields)
    const cutoff = Date.UTC(2025, 0, 1)

    expect(await store.purgeBefore(cutoff, 2)).toEqual({ deleted: 2, undelivered: 1 })
    expect(await reader.lead(old[0].id)).toBeUndefined()
    expect(await reader.lead(old[1].id)).toBeUndefined()
    expect(await reader.lead(old[2].id)).toBeDefined()
    expect(await reader.webhookStatus(old[1].id)).toBeUndefined()
    expect(await store.purgeBefore(cutoff, 2)).toEqual({ deleted: 2, undelivered: 2 })
    expect(await store.purgeBefore(cutoff, 2)).toEqual({ deleted: 1, undelivered: 1 })
    expect(await store.purgeBefore(cutoff, 2)).toEqual({ deleted: 0, undelivered: 0 })
    expect(await reader.lead(recent.id)).toBeDefined()
    expect(await store.queue('email').counts()).toEqual({ pending: 1, delivered: 0 })
    expect(await store.queue('webhook').counts()).toEqual({ pending: 1, delivered: 0 })
    await store.compact()
    await store.close()
  })
})
