import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contactBody, newCaptcha, postContact } from '../../support/contactApi.ts'
import { leadReader } from '../../support/leadReader.ts'
import { leadStoreKinds } from '../../support/leadStoreKinds.ts'
import { postgresForFile } from '../../support/postgresForFile.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { newWebhookSecret, startWebhookReceiver } from '../../support/startWebhookReceiver.ts'
import { waitFor } from '../../support/waitFor.ts'

const postgres = postgresForFile()
// One webhook attempt may take 3 s, so a lead being sent is reserved for 6 s (the lease): after a kill -9 mid-call it
// is taken again that soon, by the restarted process.
const webhookTimeoutMs = 3_000

/** Submits a lead to the real process; returns its id, from the process's own 'lead stored' log line. */
async function submitLead(site: SiteProcess, name: string): Promise<string> {
  const answer = await postContact(site.url, contactBody(await newCaptcha(site.url), { name }))
  expect(answer.status).toBe(200)
  return waitFor(
    () => {
      const line = site
        .output()
        .split('\n')
        .find((text) => text.includes('"lead stored"') && text.includes(answer.requestId))
      return line ? String((JSON.parse(line) as { leadId: string }).leadId) : undefined
    },
    { what: 'the lead stored' },
  )
}

/** The leads where a server with these settings keeps them. */
function readerOf(env: Record<string, string>) {
  return leadReader({ dataDir: env.DATA_DIR ?? '', databaseUrl: env.DATABASE_URL })
}

/** `npm run leads:webhook -- --since …`, as an operator runs it, with the server's settings. */
function queueLeads(env: Record<string, string>, since: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server/leadsWebhook.ts', '--since', since], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

describe.each(leadStoreKinds(postgres))('the real server and the CRM webhook, $name store', (kind) => {
  const settings = async () => ({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'webhook-processes-')),
    CAPTCHA_MIN_AGE_MS: '0',
    PRERENDER: 'false',
    ...(await kind.env()),
  })

  it(
    'kill -9 with one call in flight and one lead waiting: after the restart both reach the CRM, each accepted once, the retry the same id and body',
    { timeout: 60_000 },
    async () => {
      const secret = newWebhookSecret()
      const receiver = await startWebhookReceiver({ secret, mode: 'hang' })
      const env = {
        ...(await settings()),
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: secret,
        LEAD_WEBHOOK_TIMEOUT_MS: String(webhookTimeoutMs),
        MAIL_SEND_TIMEOUT_MS: '1000',
      }
      let site = await startSiteProcess(env)
      try {
        // The CRM has the first lead's call and never answers; the second waits behind it. Then kill -9, well within
        // the attempt's 3 s.
        const inFlight = await submitLead(site, 'Em voo')
        await waitFor(() => receiver.calls.length === 1, { what: 'the call in flight' })
        const waiting = await submitLead(site, 'Na fila')
        site.child.kill('SIGKILL')
        await site.stop()
        expect(receiver.calls.map((call) => call.id)).toEqual([inFlight])
        const reader = readerOf(env)
        expect(await reader.webhookStatus(inFlight)).toMatchObject({ status: 'pending', attempts: 0 })
        expect(await reader.webhookStatus(waiting)).toMatchObject({ status: 'pending', attempts: 0 })

        receiver.mode = 'accept'
        site = await startSiteProcess(env)
        await waitFor(
          async () =>
            (await Promise.all([inFlight, waiting].map((id) => reader.webhookStatus(id)))).every(
              (status) => status?.status === 'delivered',
            ),
          { timeoutMs: 20_000, what: 'both leads delivered after the restart' },
        )
        expect(receiver.forged).toEqual([])
        expect(receiver.acceptedIds()).toEqual([inFlight, waiting].sort())
        const inFlightCalls = receiver.calls.filter((call) => call.id === inFlight)
        expect(inFlightCalls.length).toBe(2)
        expect(inFlightCalls[1].body).toBe(inFlightCalls[0].body)
        // The e-mail channel (the outbox here) delivers both too: the kill may have cut its write, whose lease
        // (twice MAIL_SEND_TIMEOUT_MS) then runs out.
        await waitFor(
          async () =>
            (await Promise.all([inFlight, waiting].map((id) => reader.status(id)))).every(
              (status) => status?.status === 'delivered',
            ),
          { timeoutMs: 20_000, what: 'both e-mails in the outbox' },
        )
      } finally {
        await receiver.close()
        await site.stop()
      }
    },
  )

  it(
    'leads stored before the webhook was set stay out of the CRM until `npm run leads:webhook -- --since` queues them',
    { timeout: 60_000 },
    async () => {
      const secret = newWebhookSecret()
      const receiver = await startWebhookReceiver({ secret })
      const base = await settings()
      const before = new Date().toISOString()
      let site = await startSiteProcess(base)
      const env = { ...base, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: secret }
      try {
        const old = await submitLead(site, 'Antigo')
        await site.stop()
        site = await startSiteProcess(env)
        const fresh = await submitLead(site, 'Novo')
        await waitFor(() => receiver.accepted().length === 1, { what: 'the new lead at the CRM' })
        await site.stop()
        const reader = readerOf(env)
        expect(receiver.accepted()[0].id).toBe(fresh)
        expect(await reader.webhookStatus(old)).toBeUndefined()

        expect(await queueLeads(env, 'last tuesday')).toMatchObject({
          code: 1,
          output: expect.stringContaining('--since must be'),
        })
        const queued = await queueLeads(env, before)
        expect(queued.code).toBe(0)
        expect(queued.output).toContain('"queued":1')
        expect(await reader.webhookStatus(old)).toMatchObject({ status: 'pending', attempts: 0 })

        site = await startSiteProcess(env)
        await waitFor(() => receiver.accepted().length === 2, { what: 'the old lead at the CRM' })
        expect(receiver.accepted().map((call) => call.id)).toEqual([fresh, old])
        expect(receiver.forged).toEqual([])
      } finally {
        await receiver.close()
        await site.stop()
      }
    },
  )
})
