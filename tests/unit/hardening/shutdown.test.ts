import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { contactBody, newCaptcha } from '../../support/contactApi.ts'
import { rawGet, rawHttp, slowPost } from '../../support/rawHttp.ts'
import { startFaultySmtp, type FaultySmtp } from '../../support/startFaultySmtp.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { waitFor } from '../../support/waitFor.ts'
import { readLeadStore } from '../../support/readLeadStore.ts'

const cleanups: (() => Promise<unknown> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function settings(dataDir: string, smtp: FaultySmtp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
    CONTACT_TO: 'sales@fluxa.test',
    CAPTCHA_SECRET: 'shutdown-secret-shutdown-secret-0123456',
    RATE_LIMIT_CAPTCHA: '100000',
    RATE_LIMIT_CONTACT: '100000',
    // No waiting out the captcha's minimum age (server/contact/captcha.test.ts covers it).
    CAPTCHA_MIN_AGE_MS: '0',
    // Pages render on their first request (the cached-page lane holds them from then on): the pre-render's ~10 s of
    // CPU per start is not what these tests look at (startupStop.test.ts stops one mid-way).
    PRERENDER: 'false',
    LOG_LEVEL: 'info',
    ...extra,
  }
}

/** A hung mail server costs at most this per attempt, and a crash delays a lead being sent by twice this. */
const shortSends = { MAIL_SEND_TIMEOUT_MS: '1500' }

async function start(env: Record<string, string>): Promise<SiteProcess> {
  const site = await startSiteProcess(env)
  cleanups.push(() => site.stop('SIGKILL'))
  return site
}

/** Leads as the lead store has them, read from the SQLite file once no process holds it. */
const storedLeads = (dataDir: string) => readLeadStore(path.join(dataDir, 'leads.sqlite')).all()

const messageIds = (mails: { raw: string }[]) =>
  Promise.all(mails.map(async ({ raw }) => (await simpleParser(raw)).messageId ?? ''))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Outcome = { status?: number; refused?: boolean; broken?: string }

/** Keeps `concurrency` clients busy with pages and captchas (one connection per request) until stopped. */
function backgroundLoad(port: number, concurrency: number) {
  const outcomes: Outcome[] = []
  let running = true
  const targets = ['/', '/en/solutions/fx-desk', '/terms', '/no-such-page', '/healthz']
  const loops = Array.from({ length: concurrency }, async (_, i) => {
    for (let n = i; running; n++) {
      const request =
        n % 3 === 0
          ? rawHttp(
              port,
              'POST /api/captcha/new HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
            )
          : rawGet(port, targets[n % targets.length])
      try {
        outcomes.push({ status: (await request).status })
      } catch (error) {
        // Refused or reset before a single byte: the server had stopped accepting; anything else is an answer cut short.
        const received = (error as { received?: number }).received ?? 0
        if (received === 0) {
          outcomes.push({ refused: true })
          await sleep(20)
        } else outcomes.push({ broken: (error as Error).message })
      }
    }
  })
  return {
    outcomes,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

describe('shutdown and crashes lose nothing', () => {
  it(
    'SIGTERM under load with the mail server hung: requests in flight complete, exit 0 within 10 s, leads delivered after the next start',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-sigterm-'))
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      const smtp = await startFaultySmtp({ mode: 'stall-data' })
      cleanups.push(() => smtp.close())
      // Default MAIL_SEND_TIMEOUT_MS: the hung send would last 10 s (the SMTP socket timeout), longer than a shutdown may.
      const site = await start(settings(dataDir, smtp))
      const port = Number(new URL(site.url).port)

      const captchas = await Promise.all(Array.from({ length: 4 }, () => newCaptcha(site.url)))
      const load = backgroundLoad(port, 12)
      // A first lead so the worker is stuck in a send when SIGTERM arrives.
      const first = slowPost(port, '/api/contact', JSON.stringify(contactBody(captchas[0], { name: 'Antes' })), {
        pieces: 1,
      })
      expect((await first.response).status).toBe(200)
      await waitFor(() => smtp.seen.length > 0, { what: 'the worker in a send' })

      // Three submissions whose bodies trickle in over about 2 s: in flight when SIGTERM arrives.
      const inFlight = captchas.slice(1).map((captcha, i) =>
        slowPost(port, '/api/contact', JSON.stringify(contactBody(captcha, { name: `Em voo ${i}` })), {
          pieces: 20,
          everyMs: 100,
        }),
      )
      await Promise.all(inFlight.map((request) => request.halfway))
      const signalled = Date.now()
      const exited = site.stop('SIGTERM')
      await waitFor(() => site.output().includes('"shutting down"'), { what: 'shutdown to begin' })

      // New connections are no longer accepted...
      await expect(rawGet(port, '/healthz')).rejects.toMatchObject({ received: 0 })
      // ...while the requests in flight complete.
      for (const request of inFlight) {
        const answer = await request.response
        expect(answer.status).toBe(200)
        expect(JSON.parse(answer.body.toString())).toEqual({ ok: true })
      }
      expect(await exited).toBe(0)
      expect(Date.now() - signalled).toBeLessThan(10_000)
      expect(site.output()).toContain('"stopped"')
      // The hung send was given up, not waited for: its lead is due at once for the next start.
      expect(site.output()).toContain('"lead delivery interrupted by shutdown"')

      await load.stop()
      expect(load.outcomes.filter((o) => o.broken)).toEqual([])
      expect(load.outcomes.filter((o) => o.status !== undefined && o.status >= 500)).toEqual([])
      expect(load.outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(0)

      // Nothing was acknowledged by the hung server; every lead waits in the store.
      expect(smtp.messages).toHaveLength(0)
      const leads = storedLeads(dataDir)
      expect(leads).toHaveLength(4)
      expect(leads.every((lead) => lead.status === 'pending')).toBe(true)

      // The next start, with the mail server working again, delivers each lead exactly once.
      smtp.setMode('accept')
      const again = await start(settings(dataDir, smtp))
      await waitFor(() => smtp.messages.length >= 4, { timeoutMs: 20_000, what: 'delivery after restart' })
      expect(await again.stop('SIGTERM')).toBe(0)
      expect(smtp.messages).toHaveLength(4)
      expect((await messageIds(smtp.messages)).sort()).toEqual(
        leads.map((lead) => `<lead-${lead.id}@fluxa.test>`).sort(),
      )
      expect(storedLeads(dataDir).every((lead) => lead.status === 'delivered')).toBe(true)
    },
  )

  it(
    'SIGTERM drains first: /healthz 503 and Connection: close on every answer (cached-page lane too), then refused, exit 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-drain-'))
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      const smtp = await startFaultySmtp({ mode: 'accept' })
      cleanups.push(() => smtp.close())
      const drainMs = 1_500
      const site = await start(settings(dataDir, smtp, { SHUTDOWN_DRAIN_MS: String(drainMs), LOG_LEVEL: 'info' }))
      const port = Number(new URL(site.url).port)
      // A keep-alive request: the answer closes the connection only when the server says so.
      const keepAlive = (target: string, extra = '') =>
        rawHttp(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n${extra}\r\n`)
      const page = await rawGet(port, '/methods/pix') // in memory from here on: the cached-page lane answers it
      expect(page.status).toBe(200)

      const signalled = Date.now()
      const exited = site.stop('SIGTERM')
      // The signal is handled at once: the health check fails first (the log may be written later: pino buffers it).
      await waitFor(async () => (await rawGet(port, '/healthz')).status === 503, { what: 'the health check to fail' })
      const health = await keepAlive('/healthz')
      expect(health.status).toBe(503)
      expect(health.headers['cache-control']).toBe('no-store')
      expect(health.headers.connection).toBe('close')
      const lane = await keepAlive('/methods/pix')
      expect(lane.status).toBe(200)
      expect(lane.headers.connection).toBe('close')
      const revalidated = await keepAlive('/methods/pix', `If-None-Match: ${page.headers.etag ?? ''}\r\n`)
      expect(revalidated.status).toBe(304)
      expect(revalidated.headers.connection).toBe('close')

      // Still accepting until the drain ends, then refused.
      const refused = await waitFor(
        () =>
          rawGet(port, '/healthz').then(
            () => undefined,
            () => Date.now(),
          ),
        {
          timeoutMs: 5_000,
          what: 'the listener to close',
        },
      )
      expect(refused - signalled).toBeGreaterThanOrEqual(drainMs)
      expect(await exited).toBe(0)
      expect(Date.now() - signalled).toBeLessThan(10_000)
    },
  )

  it(
    'an answer begun before SIGTERM and written during the drain says Connection: close too',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-drain-in-flight-'))
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      const smtp = await startFaultySmtp({ mode: 'accept' })
      cleanups.push(() => smtp.close())
      const site = await start(settings(dataDir, smtp, { SHUTDOWN_DRAIN_MS: '3000' }))
      const port = Number(new URL(site.url).port)
      const body = Buffer.from(JSON.stringify(contactBody(await newCaptcha(site.url), { name: 'Em voo' })))
      // A keep-alive post whose body is held back: its request is in the server before the signal, its answer after.
      let sendRest: () => void = () => {}
      const rest = new Promise<void>((resolve) => (sendRest = resolve))
      let halfSent: () => void = () => {}
      const half = new Promise<void>((resolve) => (halfSent = resolve))
      async function* request() {
        yield `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
        yield body.subarray(0, 10)
        halfSent()
        await rest
        yield body.subarray(10)
      }
      const answer = rawHttp(port, request())
      await half
      // Answered after the held request's bytes arrived: the server has read its head by now.
      expect((await rawGet(port, '/healthz')).status).toBe(200)

      const exited = site.stop('SIGTERM')
      await waitFor(async () => (await rawGet(port, '/healthz')).status === 503, { what: 'the drain to begin' })
      sendRest()
      const { status, headers } = await answer
      expect(status).toBe(200)
      expect(headers.connection).toBe('close')
      expect(await exited).toBe(0)
    },
  )

  it(
    'kill -9 while the mail server holds the DATA answer: the lead is delivered after restart',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-kill9-'))
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      const smtp = await startFaultySmtp({ mode: 'stall-data' })
      cleanups.push(() => smtp.close())
      const site = await start(settings(dataDir, smtp, shortSends))
      const port = Number(new URL(site.url).port)

      const captcha = await newCaptcha(site.url)
      const answer = await slowPost(port, '/api/contact', JSON.stringify(contactBody(captcha)), { pieces: 1 }).response
      expect(answer.status).toBe(200)
      // The message is on the wire, the mail server has not answered: now the process dies without any cleanup.
      await waitFor(() => smtp.seen.length === 1, { what: 'the message sent, unanswered' })
      expect(await site.stop('SIGKILL')).toBeNull()
      const [lead] = storedLeads(dataDir)
      expect(lead.status).toBe('pending')

      smtp.setMode('accept')
      const again = await start(settings(dataDir, smtp, shortSends))
      await waitFor(() => smtp.messages.length >= 1, { timeoutMs: 20_000, what: 'delivery after restart' })
      expect(await again.stop('SIGTERM')).toBe(0)
      // At least once; here exactly once, since the first copy was never acknowledged.
      expect(await messageIds(smtp.messages)).toEqual([`<lead-${lead.id}@fluxa.test>`])
      expect(storedLeads(dataDir)).toEqual([{ id: lead.id, status: 'delivered' }])
    },
  )
})
