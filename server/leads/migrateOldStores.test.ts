import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'

const postgres = postgresForFile()

const T = Date.UTC(2026, 2, 1)
const doc = (name: string, extra = '') =>
  `{"name":"${name}","email":"${name.toLowerCase()}@example.com","company":"","whatsapp":"","message":"Oi","locale":"pt-BR"${extra}}`
const ids = {
  failing: '00000000-0000-4000-8000-00000000000a',
  leased: '00000000-0000-4000-8000-00000000000b',
  noWebhook: '00000000-0000-4000-8000-00000000000c',
  done: '00000000-0000-4000-8000-00000000000d',
}

/**
 * The state today's stores hold (before the one delivery queue): the e-mail's delivery columns on `leads`, the
 * webhook's in `lead_webhooks`, as the code of that time wrote them. Lead c dates from before the webhook (no row
 * there) and from before attribution (no page, no tags in its document).
 */
const oldRows = `
  INSERT INTO leads (id, created_at, data, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at) VALUES
    ('${ids.failing}', ${T}, '${doc('Falha', ',"page":"/countries/mexico","utm":{"utm_campaign":"mx"}')}', 'pending', 3, ${T + 5_000}, 0, 'ECONNECTION connect refused', NULL),
    ('${ids.leased}', ${T + 1}, '${doc('Lease', ',"page":"/","utm":{}')}', 'delivered', 1, ${T + 1}, 0, NULL, ${T + 900}),
    ('${ids.noWebhook}', ${T - 86_400_000}, '${doc('Antigo')}', 'pending', 0, ${T - 86_400_000}, 0, NULL, NULL),
    ('${ids.done}', ${T + 2}, '${doc('Feito', ',"page":"/","utm":{}')}', 'delivered', 0, ${T + 2}, 0, NULL, ${T + 50});
  INSERT INTO lead_webhooks (lead_id, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at) VALUES
    ('${ids.failing}', 'pending', 2, ${T + 9_000}, 0, 'HTTP_503 Service Unavailable', NULL),
    ('${ids.leased}', 'pending', 0, ${T + 1}, ${T + 60_000}, NULL, NULL),
    ('${ids.done}', 'delivered', 0, ${T + 2}, 0, NULL, ${T + 70});
`

/** Schema version 3 as today's code creates it: its migration files 001 to 003, recorded as applied. */
function oldSchema(kind: 'sqlite' | 'postgres'): string {
  const files = ['001_create_leads.sql', '002_lead_attribution.sql', '003_lead_webhooks.sql']
  const ddl = files.map((file) => readFileSync(new URL(`./${kind}/migrations/${file}`, import.meta.url), 'utf8'))
  return kind === 'sqlite'
    ? `${ddl.join('\n')}\nPRAGMA user_version = 3;`
    : `${ddl.join('\n')}
       CREATE TABLE fluxa_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
       INSERT INTO fluxa_migrations (name) VALUES ${files.map((file) => `('${file}')`).join(', ')};`
}

describe.each(leadStoreKinds(postgres))('a $name store written before the one delivery queue', ({ name, place }) => {
  test('is migrated at the next start with every delivery as it was: pending ones stay pending with their attempts, errors, due times and leases', async () => {
    const { open, reader, exec } = await place()
    await exec(oldSchema(name))
    await exec(oldRows)

    let time = T + 10_000
    const store = await open(() => time, { channels: ['email', 'webhook'] })
    expect(await reader.status(ids.failing)).toEqual({
      status: 'pending',
      attempts: 3,
      lastError: 'ECONNECTION connect refused',
      deliveredAt: null,
    })
    expect(await reader.webhookStatus(ids.failing)).toEqual({
      status: 'pending',
      attempts: 2,
      lastError: 'HTTP_503 Service Unavailable',
      deliveredAt: null,
    })
    expect(await reader.status(ids.leased)).toMatchObject({ status: 'delivered', deliveredAt: T + 900 })
    expect(await reader.webhookStatus(ids.leased)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await reader.status(ids.noWebhook)).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await reader.webhookStatus(ids.noWebhook)).toBeUndefined()
    expect(await reader.webhookStatus(ids.done)).toMatchObject({ status: 'delivered', deliveredAt: T + 70 })
    expect(await reader.lead(ids.noWebhook)).toMatchObject({
      name: 'Antigo',
      page: '',
      utm: {},
      createdAt: T - 86_400_000,
    })
    expect(await reader.lead(ids.failing)).toMatchObject({ page: '/countries/mexico', utm: { utm_campaign: 'mx' } })

    const [email, webhook] = [store.queue('email'), store.queue('webhook')]
    expect(await email.counts()).toEqual({ pending: 2, delivered: 2 })
    expect(await webhook.counts()).toEqual({ pending: 2, delivered: 1 })
    expect(await email.oldestPendingAt()).toBe(T - 86_400_000)
    // Due in the order they were due; the lease a running process held is still honoured until it runs out.
    expect(await email.claimNextDue(60_000)).toMatchObject({ id: ids.noWebhook, attempts: 0 })
    expect(await email.claimNextDue(60_000)).toMatchObject({ id: ids.failing, attempts: 3, name: 'Falha' })
    expect(await webhook.claimNextDue(60_000)).toMatchObject({ id: ids.failing, attempts: 2 })
    expect(await webhook.claimNextDue(60_000)).toBeUndefined()
    time = T + 60_000
    expect(await webhook.claimNextDue(60_000)).toMatchObject({ id: ids.leased })
    // The backfill still reaches the lead from before the webhook, and only it.
    expect(await webhook.queueSince(0)).toBe(1)
    await store.close()

    // A second start has nothing left to migrate and keeps it all.
    const again = await open(() => time, { channels: ['email', 'webhook'] })
    expect(await again.queue('webhook').counts()).toEqual({ pending: 3, delivered: 1 })
    await again.close()
  })
})
