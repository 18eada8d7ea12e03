import { mkdtempSync, rmSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactBody, newCaptcha, postContact } from '../support/contactApi.ts'
import { startSiteProcess, type SiteProcess } from '../support/startSiteProcess.ts'
import { startSmtpSink, type SmtpSink } from '../support/startSmtpSink.ts'
import { newWebhookSecret, startWebhookReceiver, type WebhookReceiver } from '../support/startWebhookReceiver.ts'
import { freePort } from '../support/freePort.ts'
import { waitFor } from '../support/waitFor.ts'

let metricsPort: number

type Sample = { name: string; labels: Record<string, string>; value: number }

/** Prometheus text format → samples (comments skipped). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!match) throw new Error(`not a Prometheus sample: ${line}`)
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      )
      return { name: match[1], labels, value: Number(match[3]) }
    })
}

/** The value of one sample (0 when the series does not exist yet, as Prometheus would read a missing counter). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, v]) => sample.labels[key] === v),
  )
  return found?.value ?? 0
}

const scrape = async (url: string) => parse(await (await fetch(url)).text())

let smtp: SmtpSink
let crm: WebhookReceiver
let site: SiteProcess
let loopbackOnly: SiteProcess
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-metrics-'))

beforeAll(async () => {
  smtp = await startSmtpSink()
  const secret = newWebhookSecret()
  // The CRM refuses at first: the webhook channel's failures and pending lead show beside the e-mail's delivery.
  crm = await startWebhookReceiver({ secret, mode: 'refuse' })
  // A free port: the suite runs files side by side, and a fixed one would clash with another file's listener.
  metricsPort = await freePort()
  const settings = (name: string) => ({
    // Every interface, so the test can also come from an address that is not loopback.
    HOST: '0.0.0.0',
    PORT: '0',
    DATA_DIR: path.join(work, name),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
    CONTACT_TO: 'sales@fluxa.test',
    CAPTCHA_SECRET: 'metrics-secret-0123456789abcdef-0123456789',
    // No waiting for the captcha's minimum age: the refusal below is a wrong answer instead of a too-fast one.
    CAPTCHA_MIN_AGE_MS: '0',
    PRERENDER: 'false',
  })
  ;[site, loopbackOnly] = await Promise.all([
    startSiteProcess({
      ...settings('a'),
      METRICS_PORT: String(metricsPort),
      LEAD_WEBHOOK_URL: crm.url,
      LEAD_WEBHOOK_SECRET: secret,
    }),
    startSiteProcess(settings('b')),
  ])
}, 60_000)

afterAll(async () => {
  await Promise.all([site?.stop(), loopbackOnly?.stop()])
  await smtp?.close()
  await crm?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('/metrics', () => {
  it(
    'counts known traffic: requests by kind and status, latency, page cache, captchas, submissions by outcome and reason, leads',
    { timeout: 60_000 },
    async () => {
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
      const before = await scrape(metricsUrl)
      for (let i = 0; i < 3; i++) expect((await fetch(`${site.url}/solutions/fx-desk`)).status).toBe(200)
      expect((await fetch(`${site.url}/no-such-page`)).status).toBe(404)
      const captchas = [await newCaptcha(site.url), await newCaptcha(site.url)]
      expect((await postContact(site.url, { name: '' })).status).toBe(400)
      const wrongAnswer = { captchaAnswer: Number(contactBody(captchas[0]).captchaAnswer) + 1 }
      expect((await postContact(site.url, contactBody(captchas[0], wrongAnswer))).status).toBe(400)
      expect((await postContact(site.url, contactBody(captchas[1]))).status).toBe(200)
      await waitFor(() => smtp.messages.length === 1, { what: 'the lead e-mailed' })

      const after = await waitFor(
        async () => {
          const samples = await scrape(metricsUrl)
          const emailed = value(samples, 'fluxa_leads_delivered_total', { channel: 'email' }) === 1
          const refused = value(samples, 'fluxa_lead_delivery_failures_total', { channel: 'webhook' }) >= 1
          return emailed && refused ? samples : undefined
        },
        { what: 'the delivery and the refused webhook counted' },
      )
      const delta = (name: string, labels: Record<string, string> = {}) =>
        value(after, name, labels) - value(before, name, labels)
      expect(delta('fluxa_http_requests_total', { kind: 'page', status: '200' })).toBe(3)
      expect(delta('fluxa_http_requests_total', { kind: 'page', status: '404' })).toBe(1)
      expect(delta('fluxa_http_requests_total', { kind: 'api', status: '200' })).toBe(3)
      expect(delta('fluxa_http_requests_total', { kind: 'api', status: '400' })).toBe(2)
      expect(delta('fluxa_http_request_duration_seconds_count', { kind: 'page' })).toBe(4)
      expect(delta('fluxa_http_request_duration_seconds_bucket', { kind: 'page', le: '+Inf' })).toBe(4)
      // The first view of the page renders it (a miss); the next two come from memory.
      expect(delta('fluxa_page_cache_total', { result: 'hit' })).toBe(2)
      expect(delta('fluxa_page_cache_total', { result: 'miss' })).toBe(2)
      expect(delta('fluxa_captchas_issued_total')).toBe(2)
      expect(delta('fluxa_contact_submissions_total', { outcome: 'refused', reason: 'invalid' })).toBe(1)
      expect(delta('fluxa_contact_submissions_total', { outcome: 'refused', reason: 'captcha_wrong' })).toBe(1)
      expect(delta('fluxa_contact_submissions_total', { outcome: 'accepted' })).toBe(1)
      expect(delta('fluxa_leads_stored_total')).toBe(1)
      // Each channel on its own: the e-mail went, the webhook waits on a CRM that refuses.
      expect(delta('fluxa_lead_delivery_failures_total', { channel: 'email' })).toBe(0)
      expect(value(after, 'fluxa_leads_pending', { channel: 'email' })).toBe(0)
      expect(value(after, 'fluxa_oldest_pending_lead_age_seconds', { channel: 'email' })).toBe(0)
      expect(value(after, 'fluxa_leads_delivered_total', { channel: 'webhook' })).toBe(0)
      expect(value(after, 'fluxa_leads_pending', { channel: 'webhook' })).toBe(1)
      expect(value(after, 'fluxa_oldest_pending_lead_age_seconds', { channel: 'webhook' })).toBeGreaterThan(0)

      crm.mode = 'accept'
      const recovered = await waitFor(
        async () => {
          const samples = await scrape(metricsUrl)
          return value(samples, 'fluxa_leads_delivered_total', { channel: 'webhook' }) === 1 ? samples : undefined
        },
        { what: 'the webhook delivered' },
      )
      expect(value(recovered, 'fluxa_leads_pending', { channel: 'webhook' })).toBe(0)
      expect(value(recovered, 'fluxa_oldest_pending_lead_age_seconds', { channel: 'webhook' })).toBe(0)
      // prom-client's process metrics.
      expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0)
      expect(after.some((sample) => sample.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true)
    },
  )

  it('a page served from memory writes its one request line too, with the request id it sent back', async () => {
    await fetch(`${site.url}/en/methods/spei`)
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${site.url}/en/methods/spei?utm_source=metrics`)))
    const ids = answers.map((answer) => answer.headers.get('x-request-id'))
    const lines = await waitFor(
      () => {
        const found = site
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"request"') && ids.some((id) => id && line.includes(id)))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
        return found.length === 3 ? found : undefined
      },
      { what: 'three request lines' },
    )
    for (const line of lines)
      expect(line).toMatchObject({
        level: 30,
        method: 'GET',
        path: '/en/methods/spei',
        status: 200,
        ms: expect.any(Number),
      })
  })

  it(
    'the form posted without JavaScript counts as a submission, its step to the question does not',
    { timeout: 30_000 },
    async () => {
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
      const before = await scrape(metricsUrl)
      const form = (fields: Record<string, string>) =>
        fetch(`${site.url}/en`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        })
      expect((await form({ name: 'Ana', email: 'ana@example.com', message: 'Oi' })).status).toBe(200)
      expect(
        (await form({ name: 'Bot', email: 'bot@example.com', message: 'x', website: 'https://spam.example' })).status,
      ).toBe(400)
      const after = await scrape(metricsUrl)
      const delta = (labels: Record<string, string>) =>
        value(after, 'fluxa_contact_submissions_total', labels) -
        value(before, 'fluxa_contact_submissions_total', labels)
      expect(delta({ outcome: 'refused', reason: 'honeypot' })).toBe(1)
      expect(delta({ outcome: 'accepted' })).toBe(0)
    },
  )

  it('with METRICS_PORT, the site port never shows them, not even to loopback', async () => {
    const answer = await fetch(`${site.url}/metrics`)
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toContain('fluxa_http_requests_total')
  })

  it('without METRICS_PORT, /metrics answers loopback clients only', async () => {
    const local = await fetch(`${loopbackOnly.url}/metrics`)
    expect(local.status).toBe(200)
    expect(local.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(await local.text()).toContain('fluxa_http_requests_total')
    // The same machine through one of its other addresses is not loopback: the site's 404 page.
    const address = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
    expect(address, 'a non-loopback IPv4 address on this machine').toBeDefined()
    const remote = await fetch(`http://${address}:${new URL(loopbackOnly.url).port}/metrics`)
    expect(remote.status).toBe(404)
    expect(await remote.text()).not.toContain('fluxa_http_requests_total')
  })
})
