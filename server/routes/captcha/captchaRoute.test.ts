import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactBody, newCaptcha, postApi, postContact } from '../../../tests/support/contactApi.ts'
import { expectedApiErrors } from '../../../tests/support/expectedApiErrors.ts'
import { startApiTestApp, type ApiTestApp } from '../../../tests/support/startApiTestApp.ts'
import { solveCaptcha } from '../../contact/captcha.ts'

describe('POST /api/captcha/new', () => {
  let app: ApiTestApp

  beforeAll(async () => {
    app = await startApiTestApp({ env: { RATE_LIMIT_CAPTCHA: '1000' } })
  })
  afterAll(async () => {
    await app.close()
  })

  test('answers 200 JSON { token, num1, num2, operation, issuedAt, question }, not cacheable', async () => {
    const before = app.clock.now()
    const answer = await postApi(app.url, '/api/captcha/new')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(answer.body).sort()).toEqual(['issuedAt', 'num1', 'num2', 'operation', 'question', 'token'])
    const { token, num1, num2, operation, issuedAt, question } = answer.body
    expect(typeof token).toBe('string')
    expect(Number.isInteger(num1) && Number.isInteger(num2)).toBe(true)
    expect(['+', '-', '*']).toContain(operation)
    expect(issuedAt).toBeGreaterThanOrEqual(before)
    expect(issuedAt).toBeLessThanOrEqual(app.clock.now())
    const symbol = { '+': '+', '-': '−', '*': '×' }[operation as '+' | '-' | '*']
    expect(question).toBe(`${num1} ${symbol} ${num2}`)
  })

  test('every question has a whole result from 0 to 100, uses all three operations, and tokens never repeat', async () => {
    const captchas = await Promise.all(Array.from({ length: 200 }, () => newCaptcha(app.url)))
    for (const { num1, num2, operation } of captchas) {
      const result = solveCaptcha(num1, operation, num2)
      expect(result).toBeGreaterThanOrEqual(0)
      expect(result).toBeLessThanOrEqual(100)
    }
    expect(new Set(captchas.map((captcha) => captcha.operation))).toEqual(new Set(['+', '-', '*']))
    expect(new Set(captchas.map((captcha) => captcha.token)).size).toBe(captchas.length)
  })

  test('GET is a JSON 405 with Allow: POST', async () => {
    const response = await fetch(`${app.url}/api/captcha/new`, { headers: { 'accept-language': 'pt-BR' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ error: expectedApiErrors.method_not_allowed['pt-BR'] })
  })
})

describe('captcha rate limit', () => {
  test('after RATE_LIMIT_CAPTCHA captchas: 429 with Retry-After, its text in both languages, one warn line; contact submits keep their own bucket', async () => {
    const app = await startApiTestApp({
      env: { RATE_LIMIT_CAPTCHA: '2', RATE_LIMIT_CONTACT: '5', RATE_LIMIT_WINDOW_SECONDS: '60' },
    })
    try {
      const captcha = await newCaptcha(app.url)
      await newCaptcha(app.url)
      for (const language of ['en-US', 'pt-BR'] as const) {
        const limited = await postApi(app.url, '/api/captcha/new', { headers: { 'accept-language': language } })
        expect(limited.status).toBe(429)
        expect(limited.body).toEqual({ error: expectedApiErrors.rate_limited[language], fields: [] })
        const retryAfter = Number(limited.headers.get('retry-after'))
        expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true)
        const lines = app.logs().filter((line) => line.requestId === limited.requestId && line.level === 40)
        expect(lines).toHaveLength(1)
        expect(lines[0]).toMatchObject({ reason: 'rate_limited', route: '/api/captcha/new', fields: [] })
      }
      // The same visitor can still send the form with the captcha they already have.
      app.clock.advance(4_000)
      const sent = await postContact(app.url, contactBody(captcha))
      expect(sent).toMatchObject({ status: 200, body: { ok: true } })
    } finally {
      await app.close()
    }
  })

  test('TRUST_PROXY off (default): X-Forwarded-For is ignored, so a changing header does not buy a fresh bucket', async () => {
    const app = await startApiTestApp({ env: { RATE_LIMIT_CAPTCHA: '2' } })
    try {
      const statuses = []
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        statuses.push((await postApi(app.url, '/api/captcha/new', { headers: { 'x-forwarded-for': ip } })).status)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await app.close()
    }
  })

  test('TRUST_PROXY on: each client address the proxy reports has its own bucket; entries the client wrote before it are ignored', async () => {
    const app = await startApiTestApp({ env: { RATE_LIMIT_CAPTCHA: '2', TRUST_PROXY: 'true' } })
    try {
      const status = async (forwardedFor: string) =>
        (await postApi(app.url, '/api/captcha/new', { headers: { 'x-forwarded-for': forwardedFor } })).status
      expect(await status('203.0.113.1')).toBe(200)
      expect(await status('203.0.113.1')).toBe(200)
      expect(await status('203.0.113.1')).toBe(429)
      // Another visitor behind the same proxy.
      expect(await status('203.0.113.2')).toBe(200)
      // The first visitor forging a leading entry is still themselves (the proxy appends the real address last).
      expect(await status('198.51.100.7, 203.0.113.1')).toBe(429)
    } finally {
      await app.close()
    }
  })
})
