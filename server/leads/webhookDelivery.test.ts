import { describe, expect, test } from 'vitest'
import { leadStoreKinds } from '../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../tests/support/postgresForFile.ts'
import { startApiTestApp } from '../../tests/support/startApiTestApp.ts'
import { submitLead } from '../../tests/support/submitLead.ts'
import { startFaultySmtp } from '../../tests/support/startFaultySmtp.ts'
import { startSmtpSink } from '../../tests/support/startSmtpSink.ts'
import { newWebhookSecret, startWebhookReceiver } from '../../tests/support/startWebhookReceiver.ts'
import { waitFor } from '../../tests/support/waitFor.ts'

const postgres = postgresForFile()

/** The webhook settings for a receiver (and a short attempt, so a hung receiver costs a retry within a test). */
const webhookEnv = (url: string, secret: string, timeoutMs = 2_000) => ({
  LEAD_WEBHOOK_URL: url,
  LEAD_WEBHOOK_SECRET: secret,
  LEAD_WEBHOOK_TIMEOUT_MS: String(timeoutMs),
})

describe.each(leadStoreKinds(postgres))('lead webhooks on the $name store', (kind) => {
  test('leads sent while the CRM refuses (503) and while it is down reach it once it recovers: each accepted once, every retry the same id and body, every signature valid', async () => {
    const secret = newWebhookSecret()
    let receiver = await startWebhookReceiver({ secret, mode: 'refuse' })
    const { port, url } = receiver
    const app = await startApiTestApp({ env: { ...(await kind.env()), SMTP_URL: '', ...webhookEnv(url, secret) } })
    try {
      const refused = await submitLead(app, {
        name: 'Recusado',
        page: '/countries/mexico',
        utm: { utm_source: 'news' },
      })
      await waitFor(() => receiver.calls.filter((call) => call.id === refused).length >= 2, {
        what: 'two refused attempts',
      })
      await receiver.close()
      const unreachable = await submitLead(app, { name: 'Fora do ar' })
      await waitFor(async () => ((await app.leads.webhookStatus(unreachable))?.attempts ?? 0) >= 2, {
        what: 'two attempts on a receiver that is down',
      })
      expect(await app.leads.webhookStatus(unreachable)).toMatchObject({ status: 'pending' })
      const refusedCalls = receiver.calls

      receiver = await startWebhookReceiver({ secret, port })
      await waitFor(
        async () =>
          (await Promise.all([refused, unreachable].map((id) => app.leads.webhookStatus(id)))).every(
            (status) => status?.status === 'delivered',
          ),
        { what: 'both leads delivered after recovery' },
      )
      await app.services.close()

      expect(receiver.forged).toEqual([])
      expect(receiver.acceptedIds()).toEqual([refused, unreachable].sort())
      // A retry is the first attempt again: same webhook-id, same body, byte for byte.
      const attemptsOfRefused = [...refusedCalls, ...receiver.calls].filter((call) => call.id === refused)
      expect(attemptsOfRefused.length).toBeGreaterThanOrEqual(3)
      expect(new Set(attemptsOfRefused.map((call) => call.body)).size).toBe(1)
      const [first] = attemptsOfRefused
      expect(first.contentType).toBe('application/json')
      const stored = await app.leads.lead(refused)
      expect(first.payload).toEqual({
        type: 'lead.created',
        timestamp: new Date(stored?.createdAt ?? 0).toISOString(),
        data: {
          id: refused,
          name: 'Recusado',
          email: 'ana.souza@example.com',
          company: stored?.company,
          whatsapp: stored?.whatsapp,
          message: stored?.message,
          page: '/countries/mexico',
          locale: 'pt-BR',
          utm: { utm_source: 'news' },
          receivedAt: new Date(stored?.createdAt ?? 0).toISOString(),
        },
      })

      const failures = app.logs().filter((line) => line.msg === 'lead delivery failed' && line.channel === 'webhook')
      expect(failures.find((line) => line.leadId === refused)).toMatchObject({ error: { code: 'HTTP_503' } })
      expect(failures.find((line) => line.leadId === unreachable)).toMatchObject({ error: { code: 'ECONNREFUSED' } })
      // Logs name the lead and the channel, never what the visitor wrote, nor the CRM's URL.
      const logs = JSON.stringify(app.logs())
      expect(logs).not.toContain('ana.souza@example.com')
      expect(logs).not.toContain('Recusado')
      expect(logs).not.toContain('/hooks/leads')
    } finally {
      await receiver.close()
      await app.close()
    }
  })

  test('the e-mail is not held up by a CRM that never answers, nor the webhook by a mail server that never answers', async () => {
    const secret = newWebhookSecret()
    // Attempts 30 s long on both sides: a single loop would hold one channel behind the other's attempt.
    const hungCrm = await startWebhookReceiver({ secret, mode: 'hang' })
    const sink = await startSmtpSink()
    const env = async () => ({ ...(await kind.env()), MAIL_SEND_TIMEOUT_MS: '30000' })
    const first = await startApiTestApp({
      env: { ...(await env()), SMTP_URL: sink.url, ...webhookEnv(hungCrm.url, secret, 30_000) },
    })
    try {
      const lead = await submitLead(first)
      await waitFor(() => sink.messages.length === 1, { what: 'the e-mail while the CRM hangs' })
      expect(hungCrm.calls.map((call) => call.id)).toEqual([lead])
      expect(await first.leads.webhookStatus(lead)).toMatchObject({ status: 'pending', attempts: 0 })
    } finally {
      await hungCrm.close()
      await first.close()
      await sink.close()
    }

    const crm = await startWebhookReceiver({ secret })
    const hungSmtp = await startFaultySmtp({ mode: 'stall-data' })
    const second = await startApiTestApp({
      env: { ...(await env()), SMTP_URL: hungSmtp.url, ...webhookEnv(crm.url, secret, 30_000) },
    })
    try {
      const lead = await submitLead(second)
      // The mail server holds the e-mail's attempt (it took the message and never answers); the webhook goes anyway.
      await waitFor(() => hungSmtp.seen.length === 1 && crm.accepted().length === 1, {
        what: 'the webhook while the mail server hangs',
      })
      expect(await second.leads.status(lead)).toMatchObject({ status: 'pending', attempts: 0 })
      expect(crm.forged).toEqual([])
    } finally {
      await hungSmtp.close()
      await second.close()
      await crm.close()
    }
  })
})

describe('lead webhooks: what counts as accepted', () => {
  test('a redirect is a failure, never followed; an attempt past LEAD_WEBHOOK_TIMEOUT_MS is a failure, tried again', async () => {
    const secret = newWebhookSecret()
    const receiver = await startWebhookReceiver({ secret, mode: 'redirect' })
    const app = await startApiTestApp({ env: { SMTP_URL: '', ...webhookEnv(receiver.url, secret, 300) } })
    try {
      const lead = await submitLead(app)
      await waitFor(async () => ((await app.leads.webhookStatus(lead))?.attempts ?? 0) >= 2, { what: 'redirects' })
      expect(await app.leads.webhookStatus(lead)).toMatchObject({
        status: 'pending',
        lastError: expect.stringContaining('HTTP_307'),
      })
      expect(new Set(receiver.calls.map((call) => call.path))).toEqual(new Set(['/hooks/leads']))

      receiver.mode = 'hang'
      await waitFor(
        () =>
          app
            .logs()
            .some(
              (line) =>
                line.msg === 'lead delivery failed' &&
                line.leadId === lead &&
                line.error !== undefined &&
                JSON.stringify(line.error).includes('ETIMEDOUT'),
            ),
        { what: 'an attempt that timed out' },
      )
      receiver.mode = 'accept'
      await waitFor(async () => (await app.leads.webhookStatus(lead))?.status === 'delivered', { what: 'delivery' })
      expect(receiver.accepted()).toHaveLength(1)
    } finally {
      await receiver.close()
      await app.close()
    }
  })
})
