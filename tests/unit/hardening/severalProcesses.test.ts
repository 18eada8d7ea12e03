import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactBody, newCaptcha, postApi, postContact } from '../../support/contactApi.ts'
import { expectedApiErrors } from '../../support/expectedApiErrors.ts'
import { freePort } from '../../support/freePort.ts'
import { startRedisServer, type RedisServer } from '../../support/startRedisServer.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { startSmtpSink, type SmtpSink } from '../../support/startSmtpSink.ts'
import { waitFor } from '../../support/waitFor.ts'

const secret = 'several-processes-secret-0123456789abcdef'
const captchaLimit = 10
const contactLimit = 4

let redis: RedisServer
let smtp: SmtpSink
let a: SiteProcess
let b: SiteProcess
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-several-'))

/** Each scenario is its own client (TRUST_PROXY: the balancer's X-Forwarded-For names it), so buckets do not mix. */
let clients = 0
const client = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` })

beforeAll(async () => {
  // A free loopback port: several checkouts may run this test at once.
  redis = await startRedisServer(await freePort())
  smtp = await startSmtpSink()
  const settings = (name: string) => ({
    HOST: '127.0.0.1',
    PORT: '0',
    // One lead store per process (docs/several-processes.md); one secret, one Redis.
    DATA_DIR: path.join(work, name),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
    CONTACT_TO: 'sales@fluxa.test',
    CAPTCHA_SECRET: secret,
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    RATE_LIMIT_CAPTCHA: String(captchaLimit),
    RATE_LIMIT_CONTACT: String(contactLimit),
    // No waiting out the captcha's minimum age (server/contact/captcha.test.ts covers it).
    CAPTCHA_MIN_AGE_MS: '0',
    LOG_LEVEL: 'info',
    // Prerendering (every page, brotli 11 on the thread pool) would only slow the start of two processes on two cores.
    PRERENDER: 'false',
  })
  // A shared machine under load may take its time to start two processes; the start is not what is tested here.
  const start = (name: string) => startSiteProcess(settings(name), { timeoutMs: 60_000 })
  ;[a, b] = await Promise.all([start('a'), start('b')])
  // A process whose first connection attempt timed out (busy starting up) says 'redis is back' when it connects.
  const onRedis = (site: SiteProcess) => /redis ready|redis is back/.test(site.output())
  await waitFor(() => onRedis(a) && onRedis(b), {
    what: 'both processes on redis',
    timeoutMs: 30_000,
  })
}, 120_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await smtp?.close()
  await redis?.stop()
  rmSync(work, { recursive: true, force: true })
})

const warnLines = (site: SiteProcess, reason: string) =>
  site
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"reason":"${reason}"`))

describe('two processes, one Redis', () => {
  it('a token spent on one process is refused by the other (captcha_replayed), right or wrong answer', async () => {
    const headers = client()
    const first = await newCaptcha(a.url, headers)
    const second = await newCaptcha(b.url, headers)
    // Spent with the right answer on A: a lead. The same body on B: replayed.
    expect(await postContact(a.url, contactBody(first), { headers, language: 'en-US' })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    const replayed = await postContact(b.url, contactBody(first), { headers, language: 'en-US' })
    expect(replayed).toMatchObject({ status: 400, body: { error: expectedApiErrors.captcha_replayed['en-US'] } })
    // The process's log reaches this one through a pipe, independently of the HTTP answer: wait for it to arrive.
    await waitFor(() => warnLines(b, 'captcha_replayed').length > 0, { what: 'the replay warning' })
    expect(warnLines(b, 'captcha_replayed')).toHaveLength(1)
    // Spent with a wrong answer on B: refused on A too, even with the right answer.
    const wrong = await postContact(b.url, contactBody(second, { captchaAnswer: -1 }), { headers })
    expect(wrong).toMatchObject({ status: 400, body: { error: expectedApiErrors.captcha_wrong['pt-BR'] } })
    expect(await postContact(a.url, contactBody(second), { headers })).toMatchObject({
      status: 400,
      body: { error: expectedApiErrors.captcha_replayed['pt-BR'] },
    })

    await waitFor(() => smtp.messages.length === 1, { what: 'the one lead e-mailed' })
  })

  it('the rate limits are shared: requests split across both processes hit 429 at the one limit', async () => {
    const headers = client()
    const captchaStatuses: number[] = []
    for (let i = 0; i < captchaLimit + 4; i++)
      captchaStatuses.push((await postApi(i % 2 ? b.url : a.url, '/api/captcha/new', { headers })).status)
    // With memory limits each process would allow 10 (20 in all); shared, the 11th request is refused wherever it goes.
    expect(captchaStatuses).toEqual([...Array(captchaLimit).fill(200), 429, 429, 429, 429])

    const contactStatuses: number[] = []
    for (let i = 0; i < contactLimit + 3; i++) {
      const answer = await postContact(i % 2 ? b.url : a.url, { name: 'x' }, { headers })
      contactStatuses.push(answer.status)
    }
    expect(contactStatuses).toEqual([...Array(contactLimit).fill(400), 429, 429, 429])
    await waitFor(() => warnLines(a, 'rate_limited').length > 0 && warnLines(b, 'rate_limited').length > 0, {
      what: 'rate_limited warnings from both processes',
    })
  })

  it(
    'Redis paused (no reply within the command timeout): one token posted to both processes gives no lead, each visitor a retryable error; then the form works',
    { timeout: 60_000 },
    async () => {
      const headers = client()
      const captcha = await newCaptcha(a.url, headers)
      const leadsBefore = smtp.messages.length
      redis.pause()
      try {
        // The same token, sent to both processes at once: neither can learn from Redis whether it is spent.
        const [onA, onB] = await Promise.all([
          postContact(a.url, contactBody(captcha, { name: 'Pausa A' }), { headers, language: 'en-US' }),
          postContact(b.url, contactBody(captcha, { name: 'Pausa B' }), { headers }),
        ])
        expect([onA.status, onB.status].filter((status) => status === 200).length).toBeLessThanOrEqual(1)
        expect(onA).toMatchObject({ status: 503, body: { error: expectedApiErrors.captcha_unavailable['en-US'] } })
        expect(onB).toMatchObject({ status: 503, body: { error: expectedApiErrors.captcha_unavailable['pt-BR'] } })
        for (const answer of [onA, onB]) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)

        // The form sent without JavaScript: the same refusal, on its page, in the page's language, with a new question.
        const form = await fetch(`${b.url}/en/methods/pix`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: b.url, ...headers },
          body: new URLSearchParams(
            Object.entries(contactBody(captcha, { name: 'Pausa sem JS' })).map(([key, value]) => [key, String(value)]),
          ),
        })
        expect(form.status).toBe(503)
        expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0)
        const page = await form.text()
        expect(page).toContain(expectedApiErrors.captcha_unavailable['en-US'])
        expect(page).toMatch(/What is \d+ [-−+×*] \d+\?/)
      } finally {
        redis.resume()
      }
      for (const site of [a, b])
        await waitFor(() => warnLines(site, 'captcha_unavailable').length > 0, { what: 'the refusal logged at warn' })
      expect(warnLines(a, 'captcha_unavailable')[0]).toContain('"level":40')

      // Redis answers again: a new question goes through once, and its replay on the other process is refused.
      const after = client()
      const next = await newCaptcha(b.url, after)
      expect(
        await postContact(b.url, contactBody(next, { name: 'Depois da pausa' }), { headers: after }),
      ).toMatchObject({ status: 200 })
      expect(await postContact(a.url, contactBody(next), { headers: after })).toMatchObject({
        status: 400,
        body: { error: expectedApiErrors.captcha_replayed['pt-BR'] },
      })
      await waitFor(() => smtp.messages.length === leadsBefore + 1, { what: 'the one lead after the pause e-mailed' })
      const subjects = await Promise.all(
        smtp.messages.slice(leadsBefore).map(async (m) => (await simpleParser(m.raw)).subject),
      )
      expect(subjects.join('\n')).toContain('Depois da pausa')
      expect(subjects.join('\n')).not.toContain('Pausa')
    },
  )

  it(
    'Redis down: submits are refused with a retryable error (no lead), captchas still issued under per-process limits; the form works again when Redis is back',
    { timeout: 60_000 },
    async () => {
      const headers = client()
      const before = await newCaptcha(a.url, headers)
      const leadsBefore = smtp.messages.length
      // Only what each process logs from here on: the paused-Redis test before this one logged 'redis unavailable'
      // in its refusals, and a process that reconnected then must not pass for one that noticed this outage.
      const fromA = a.output().length
      const fromB = b.output().length
      await redis.stop()
      await waitFor(
        () =>
          a.output().slice(fromA).includes('redis unavailable: rate limits') &&
          b.output().slice(fromB).includes('redis unavailable: rate limits'),
        { what: 'both processes to notice' },
      )

      // Captchas are still issued (per-process limit); a submission cannot be checked for single use: refused, retryably.
      const during = await newCaptcha(a.url, headers)
      const refused = await postContact(a.url, contactBody(before, { name: 'Durante a queda' }), {
        headers,
        language: 'en-US',
      })
      expect(refused).toMatchObject({ status: 503, body: { error: expectedApiErrors.captcha_unavailable['en-US'] } })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(a.output()).not.toMatch(/"level":50[^\n]*"msg":"unhandled error"/)

      // The per-process limit still applies while Redis is away: the bucket is not open.
      const statuses: number[] = []
      for (let i = 0; i < captchaLimit + 1; i++)
        statuses.push((await postApi(a.url, '/api/captcha/new', { headers })).status)
      expect(statuses).toContain(429)
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)

      // Redis comes back on the same port: the processes reconnect and the form works, single use shared again.
      redis = await startRedisServer(redis.port)
      await waitFor(
        () => a.output().slice(fromA).includes('redis is back') && b.output().slice(fromB).includes('redis is back'),
        {
          timeoutMs: 40_000,
          what: 'reconnection',
        },
      )
      expect(await postContact(a.url, contactBody(during), { headers: client() })).toMatchObject({ status: 200 })
      expect(await postContact(b.url, contactBody(during), { headers: client() })).toMatchObject({
        status: 400,
        body: { error: expectedApiErrors.captcha_replayed['pt-BR'] },
      })
      await waitFor(() => smtp.messages.length === leadsBefore + 1, { what: 'only the lead sent after the outage' })
      expect((await simpleParser(smtp.messages[leadsBefore].raw)).subject).not.toContain('Durante a queda')
    },
  )
})
