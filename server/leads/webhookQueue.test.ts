import { describe, expect, test } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'
import type { LeadFields } from './leadStore.ts'

const postgres = postgresForFile()

const fields: LeadFields = {
  name: 'Ana Souza',
  email: 'ana.webhook@example.com',
  company: 'ACME',
  whatsapp: '',
  message: 'Oi',
  locale: 'pt-BR',
}
const day = 24 * 60 * 60 * 1000

describe.each(leadStoreKinds(postgres))('the webhook channel on the $name store', ({ place }) => {
  test('each channel has its own state: a failed e-mail leaves the webhook due, a delivered webhook leaves the e-mail pending', async () => {
    let time = 1_000
    const { open, reader } = await place()
    const store = await open(() => time, { webhook: true })
    const lead = await store.add(fields)
    const webhook = store.queue('webhook')

    expect((await store.claimNextDue(60_000))?.id).toBe(lead.id)
    await store.markFailed(lead.id, 1, 100_000, 'ECONNECTION')
    // The e-mail's claim and failure change nothing for the webhook.
    expect(await webhook.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 0, email: fields.email })
    await webhook.markFailed(lead.id, 1, 5_000, 'HTTP_503')
    expect(await webhook.nextDueAt()).toBe(5_000)
    time = 5_000
    expect(await webhook.claimNextDue(60_000)).toMatchObject({ id: lead.id, attempts: 1 })
    expect(await webhook.markDelivered(lead.id)).toBe(true)
    expect(await webhook.markDelivered(lead.id)).toBe(false)

    expect(await reader.webhookStatus(lead.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    expect(await reader.status(lead.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNECTION' })
    expect(await webhook.counts()).toEqual({ pending: 0, delivered: 1 })
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0 })
    expect(await webhook.oldestPendingAt()).toBeUndefined()
    expect(await store.oldestPendingAt()).toBe(1_000)
    await store.close()
  })

  test('a claimed webhook is skipped by every other instance until its lease runs out (its process died), then taken again', async () => {
    let time = 1_000
    const { open } = await place()
    const [a, b] = [await open(() => time, { webhook: true }), await open(() => time, { webhook: true })]
    const leads = await Promise.all([a.add(fields), a.add(fields)])
    const claimed = await Promise.all([
      a.queue('webhook').claimNextDue(4_000),
      b.queue('webhook').claimNextDue(4_000),
      a.queue('webhook').claimNextDue(4_000),
    ])
    expect(
      claimed
        .map((lead) => lead?.id)
        .filter(Boolean)
        .sort(),
    ).toEqual(leads.map((lead) => lead.id).sort())
    expect(await b.queue('webhook').nextDueAt()).toBe(5_000)
    time = 5_000
    const again = [await b.queue('webhook').claimNextDue(4_000), await b.queue('webhook').claimNextDue(4_000)]
    expect(again.map((lead) => lead?.id).sort()).toEqual(leads.map((lead) => lead.id).sort())
    await Promise.all([a.close(), b.close()])
  })

  test('leads stored without the webhook are not sent to the CRM until an operator queues them; queuing twice sends none twice', async () => {
    let time = Date.UTC(2026, 0, 1)
    const { open, reader } = await place()
    const before = await open(() => time)
    const older = await before.add(fields)
    time += day
    const newer = await before.add(fields)
    await before.close()

    const store = await open(() => time, { webhook: true })
    const webhook = store.queue('webhook')
    expect(await webhook.claimNextDue(60_000)).toBeUndefined()
    expect(await reader.webhookStatus(newer.id)).toBeUndefined()

    expect(await store.queueWebhookSince(Date.UTC(2026, 0, 2))).toBe(1)
    const claimed = await webhook.claimNextDue(60_000)
    expect(claimed?.id).toBe(newer.id)
    await webhook.markDelivered(newer.id)
    expect(await store.queueWebhookSince(Date.UTC(2026, 0, 2))).toBe(0)
    expect(await reader.webhookStatus(newer.id)).toMatchObject({ status: 'delivered' })
    expect(await reader.webhookStatus(older.id)).toBeUndefined()
    await store.close()
  })

  test('the retention sweep deletes the webhook state with its lead', async () => {
    let time = Date.UTC(2024, 0, 1)
    const { open, reader } = await place()
    const store = await open(() => time, { webhook: true })
    const old = await store.add(fields)
    time = Date.UTC(2026, 0, 1)
    const recent = await store.add(fields)
    expect(await store.purgeOlderThan(Date.UTC(2025, 0, 1))).toEqual({ pending: 1, delivered: 0 })
    expect(await reader.webhookStatus(old.id)).toBeUndefined()
    expect(await reader.webhookStatus(recent.id)).toMatchObject({ status: 'pending' })
    expect(await store.queue('webhook').counts()).toEqual({ pending: 1, delivered: 0 })
    await store.close()
  })
})
