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
    // No waiting out the captcha's minimum age (createCaptchaService.test.ts covers it).
    CAPTCHA_MIN_AGE_MS: '0',
    LOG_LEVEL: 'info',
    // Prerendering (62 renders, brotli 11 on the thread pool) would only slow the start of two processes on two cores.
    PRERENDER: 'false',
  })
  ;[a, b] = await Promise.all([startSiteProcess(settings('a')), startSiteProcess(settings('b'))])
  await waitFor(() => a.output().includes('redis ready') && b.output().includes('redis ready'), {
    what: 'both processes on redis',
    timeoutMs: 30_000,
  })
}, 60_000)

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
    'Redis down: a valid lead is still stored and delivered; limits and single use hold per process; shared again when Redis is back',
    { timeout: 60_000 },
    async () => {
      const headers = client()
      const before = await newCaptcha(a.url, headers)
      await redis.stop()
      await waitFor(() => a.output().includes('redis unavailable'), { what: 'process A to notice' })

      // Captchas are still issued (per-process limit) and a valid submission is accepted: the lead is not lost.
      const during = await newCaptcha(a.url, headers)
      expect(await postContact(a.url, contactBody(before, { name: 'Durante a queda' }), { headers })).toMatchObject({
        status: 200,
      })
      // Single use still holds within the process.
      expect(await postContact(a.url, contactBody(before), { headers })).toMatchObject({
        status: 400,
        body: { error: expectedApiErrors.captcha_replayed['pt-BR'] },
      })
      await waitFor(() => smtp.messages.length === 2, { what: 'the lead accepted during the outage, e-mailed' })
      const parsed = await simpleParser(smtp.messages[1].raw)
      expect(parsed.subject).toContain('Durante a queda')
      expect(a.output()).not.toMatch(/"level":50[^\n]*"msg":"unhandled error"/)

      // The per-process limit still applies while Redis is away: the bucket is not open.
      const statuses: number[] = []
      for (let i = 0; i < captchaLimit + 1; i++)
        statuses.push((await postApi(a.url, '/api/captcha/new', { headers })).status)
      expect(statuses).toContain(429)
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)

      // Redis comes back on the same port: the processes reconnect and share tokens again.
      redis = await startRedisServer(redis.port)
      await waitFor(() => a.output().includes('redis is back') && b.output().includes('redis is back'), {
        timeoutMs: 20_000,
        what: 'reconnection',
      })
      expect(await postContact(a.url, contactBody(during), { headers: client() })).toMatchObject({ status: 200 })
      expect(await postContact(b.url, contactBody(during), { headers: client() })).toMatchObject({
        status: 400,
        body: { error: expectedApiErrors.captcha_replayed['pt-BR'] },
      })
    },
  )
})
