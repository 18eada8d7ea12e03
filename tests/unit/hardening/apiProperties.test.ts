import { Agent, request } from 'node:http'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactBody, newCaptcha } from '../../support/contactApi.ts'
import { contactFieldNames } from '../../../site/contact/contactContract.ts'
import { expectedApiErrors } from '../../support/expectedApiErrors.ts'
import { startApiTestApp, type ApiTestApp } from '../../support/startApiTestApp.ts'
import { startSmtpSink, type SmtpSink } from '../../support/startSmtpSink.ts'
import { validContactPayload } from '../../support/validContactPayload.ts'
import { waitFor } from '../../support/waitFor.ts'

type Sent = { method: string; path: string; headers: Record<string, string>; body?: Buffer }
type Answer = { status: number; type: string; text: string; retryAfter?: string }

const agent = new Agent({ keepAlive: true, maxSockets: 32 })
let app: ApiTestApp
let sink: SmtpSink
let port = 0
let sent = 0
const statuses = new Map<number, number>()
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort()
/** A marker put into personal-data fields: it must never reach the logs. */
const marker = 'PII-MARKER-7f3a'

/** node:http rather than fetch: it sends exactly the headers given (no Accept-Language of its own). */
function send({ method, path, headers, body }: Sent): Promise<Answer> {
  sent++
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: res.headers['retry-after'],
          }),
        )
      },
    )
    // The server may answer (413, 415) before reading a large body and close: the answer still arrives.
    req.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET'
        ? undefined
        : reject(error),
    )
    req.end(body)
  })
}

const allErrorTexts = new Set(Object.values(expectedApiErrors).flatMap((texts) => Object.values(texts)))

const visibleFields = new Set<unknown>(contactFieldNames)
// A refused request (a `Refusal`) names the fields to blame beside its text (docs/progressive-enhancement.md); 404, 405 and 503 do not.
const refusals = new Set([400, 413, 415, 429])

/**
 * Every API error: JSON with `error`, a known text in one of the two languages, and, for a refusal, `fields`: names of
 * the form's visible fields only (never a value, never a key the sender invented); nothing else, no stack, no echo.
 */
function expectJsonError(answer: Answer, status: number, where: string) {
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
  expect(answer.status, `${where}: ${answer.text.slice(0, 200)}`).toBe(status)
  expect(answer.type, where).toMatch(/^application\/json/)
  const body = JSON.parse(answer.text) as Record<string, unknown>
  expect(Object.keys(body), where).toEqual(refusals.has(status) ? ['error', 'fields'] : ['error'])
  expect(allErrorTexts.has(String(body.error)), `${where}: unknown error text ${String(body.error)}`).toBe(true)
  if (refusals.has(status)) {
    expect(Array.isArray(body.fields), where).toBe(true)
    for (const field of Array.isArray(body.fields) ? body.fields : [])
      expect(visibleFields.has(field), `${where}: field ${String(field)}`).toBe(true)
  }
}

function expectCaptcha(answer: Answer, where: string) {
  expect(answer.status, where).toBe(200)
  const body = JSON.parse(answer.text) as Record<string, unknown>
  expect(Object.keys(body).sort(), where).toEqual(['issuedAt', 'num1', 'num2', 'operation', 'question', 'token'])
}

beforeAll(async () => {
  sink = await startSmtpSink()
  app = await startApiTestApp({
    env: { SMTP_URL: sink.url, RATE_LIMIT_CAPTCHA: '10000000', RATE_LIMIT_CONTACT: '10000000', LOG_LEVEL: 'info' },
  })
  port = Number(new URL(app.url).port)
})

afterAll(async () => {
  agent.destroy()
  await app?.close()
  await sink?.close()
})

// --- generators -------------------------------------------------------------------------------------------------

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
})

const jsonTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-8',
  'application/json; foo=bar',
]
const otherTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/json',
  'application/jsonp',
  'application/json-patch+json',
  'application/*',
  '*/*',
  'json',
  'application',
  '',
]
/** undefined: no Content-Type header at all. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...jsonTypes) },
  { weight: 2, arbitrary: fc.constantFrom(...otherTypes) },
  { weight: 1, arbitrary: printable },
  { weight: 1, arbitrary: fc.constant(undefined) },
)
const isJson = (type: string | undefined) =>
  type !== undefined && type.split(';')[0].trim().toLowerCase() === 'application/json'

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\r\n',
    'a\r\nBcc: x@evil.example',
    '\u2028',
    '0',
    'null',
    '<script>alert(1)</script>',
    `${marker} ana@example.com`,
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.integer({ min: 90, max: 6_000 }).map((n) => 'x'.repeat(n)),
)
const fieldNames = Object.keys(validContactPayload)
const dangerousKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isAdmin',
]
const pollution = fc.constantFrom<unknown>(
  { polluted: 'yes' },
  { prototype: { polluted: 'yes' } },
  'polluted',
  1,
  null,
  [{ polluted: 'yes' }],
)

/** JSON text written by hand, so "__proto__" really is an own key of the text (JSON.stringify would drop it). */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`

const formLike = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...fieldNames), anyValue), { maxLength: 14 }),
    fc.array(fc.tuple(fc.constantFrom(...dangerousKeys), pollution), { maxLength: 3 }),
  )
  .map(([fields, dangers]) => objectText([...fields, ...dangers]))

const bodyText = fc.oneof(
  { weight: 4, arbitrary: formLike },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"name":',
      'null',
      '[]',
      '"text"',
      '1e309',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      '{"__proto__":{"polluted":"yes"}}',
    ),
  },
  // Over the 16 KiB limit, with or without valid JSON.
  { weight: 1, arbitrary: fc.integer({ min: 16_385 - 14, max: 40_000 }).map((n) => `{"message":"${'m'.repeat(n)}"}`) },
  { weight: 1, arbitrary: fc.integer({ min: 16_385, max: 30_000 }).map((n) => 'z'.repeat(n)) },
)

const encodings = ['identity', 'gzip', 'deflate', 'br', 'compress', 'x-unknown'] as const
type Encoding = (typeof encodings)[number]
const encode = (encoding: Encoding, text: string) => {
  const raw = Buffer.from(text)
  if (encoding === 'gzip') return gzipSync(raw)
  if (encoding === 'deflate') return deflateSync(raw)
  if (encoding === 'br') return brotliCompressSync(raw)
  return raw
}

const languages = fc.oneof(
  fc.constantFrom('en-US', 'pt-BR', 'en', 'pt', '*', 'fr;q=0.5, en;q=0.9', 'de', 'xx,,;q=abc', 'en-US;q=0'),
  printable,
)
const extraHeaders = fc.record(
  {
    'accept-language': languages,
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), printable),
    'x-request-id': printable,
    cookie: printable,
    origin: printable,
  },
  { requiredKeys: [] },
)

type ContactCase = {
  kind: 'contact'
  method: string
  type?: string
  encoding: Encoding
  text: string
  headers: Record<string, string>
  bomb: boolean
}
type CaptchaCase = { kind: 'captcha'; method: string; type?: string; text: string; headers: Record<string, string> }

const contactCase: fc.Arbitrary<ContactCase> = fc.record({
  kind: fc.constant('contact' as const),
  method: fc.oneof(
    { weight: 12, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  ),
  type: contentType,
  encoding: fc.oneof(
    { weight: 8, arbitrary: fc.constant<Encoding>('identity') },
    { weight: 2, arbitrary: fc.constantFrom(...encodings) },
  ),
  text: bodyText,
  headers: extraHeaders,
  // A small compressed body that inflates far past the limit.
  bomb: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
})
const captchaCase: fc.Arbitrary<CaptchaCase> = fc.record({
  kind: fc.constant('captcha' as const),
  method: fc.oneof(
    { weight: 8, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE') },
  ),
  type: contentType,
  text: fc.oneof(fc.constant(''), bodyText),
  headers: extraHeaders,
})

async function checkContact(c: ContactCase) {
  const text = c.bomb ? `{"message":"${'0'.repeat(2_000_000)}"}` : c.text
  const encoding: Encoding = c.bomb ? 'gzip' : c.encoding
  const body = encode(encoding, text)
  const headers: Record<string, string> = {
    ...c.headers,
    ...(c.type === undefined ? {} : { 'content-type': c.type }),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  }
  const answer = await send({ method: c.method, path: '/api/contact', headers, body })
  const where = `${c.method} /api/contact [${c.type}; ${encoding}; ${body.length} B] ${text.slice(0, 80)}`
  if (c.method !== 'POST') return expectJsonError(answer, 405, where)
  if (!isJson(c.type)) return expectJsonError(answer, 415, where)
  if (encoding === 'compress' || encoding === 'x-unknown') return expectJsonError(answer, 415, where)
  if (Buffer.byteLength(text) > 16_384) return expectJsonError(answer, 413, where)
  // Within the limit, no body carries a real captcha: each is refused as invalid or as a captcha failure.
  expectJsonError(answer, 400, where)
}

async function checkCaptcha(c: CaptchaCase) {
  const headers = { ...c.headers, ...(c.type === undefined ? {} : { 'content-type': c.type }) }
  const answer = await send({
    method: c.method,
    path: '/api/captcha/new',
    headers,
    body: c.text ? Buffer.from(c.text) : undefined,
  })
  const where = `${c.method} /api/captcha/new [${c.type}] ${c.text.slice(0, 60)}`
  // The route takes no body: whatever is sent is ignored.
  if (c.method !== 'POST') return expectJsonError(answer, 405, where)
  expectCaptcha(answer, where)
}

// --- properties -------------------------------------------------------------------------------------------------

describe('generated requests to the API: never a 5xx, always the right 4xx as JSON { error }', () => {
  it('9,000 generated bodies, content types, encodings, headers and methods', { timeout: 240_000 }, async () => {
    const before = sent
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof({ weight: 4, arbitrary: contactCase }, { weight: 1, arbitrary: captchaCase }), {
          minLength: 25,
          maxLength: 25,
        }),
        async (cases) => {
          await Promise.all(cases.map((c) => (c.kind === 'contact' ? checkContact(c) : checkCaptcha(c))))
        },
      ),
      { numRuns: 360 },
    )
    expect(sent - before).toBeGreaterThanOrEqual(9_000)
    // The generators reach every answer, not only the easy one.
    for (const status of [400, 405, 413, 415])
      expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(50)
    // No invalid body became a lead.
    expect(await app.services.leadStore.counts()).toEqual({ pending: 0, delivered: 0 })
  })

  /** One change that makes an otherwise valid submission (with a real, solved captcha) invalid, and its answer. */
  const breakages: fc.Arbitrary<{ what: string; change: (body: Record<string, unknown>) => void }> = fc.oneof(
    fc.constantFrom(
      { what: 'empty name', change: (b: Record<string, unknown>) => void (b.name = '') },
      { what: 'name with CRLF', change: (b: Record<string, unknown>) => void (b.name = 'Ana\r\nBcc: x@evil.example') },
      {
        what: 'email with LF',
        change: (b: Record<string, unknown>) => void (b.email = 'ana@example.com\nBcc: x@evil.example'),
      },
      { what: 'bad email', change: (b: Record<string, unknown>) => void (b.email = 'not-an-email') },
      { what: 'letters in whatsapp', change: (b: Record<string, unknown>) => void (b.whatsapp = '+55 11 call me') },
      { what: 'empty message', change: (b: Record<string, unknown>) => void (b.message = '   ') },
      { what: 'message too long', change: (b: Record<string, unknown>) => void (b.message = 'm'.repeat(5_001)) },
      { what: 'honeypot filled', change: (b: Record<string, unknown>) => void (b.honeypot = 'http://spam.example') },
      {
        what: 'answer as text',
        change: (b: Record<string, unknown>) => void (b.captchaAnswer = String(b.captchaAnswer)),
      },
      {
        what: 'wrong answer',
        change: (b: Record<string, unknown>) => void (b.captchaAnswer = Number(b.captchaAnswer) + 1),
      },
      {
        what: 'answer not integer',
        change: (b: Record<string, unknown>) => void (b.captchaAnswer = Number(b.captchaAnswer) + 0.5),
      },
      {
        what: 'operand changed',
        change: (b: Record<string, unknown>) => void (b.captchaNum1 = Number(b.captchaNum1) + 1),
      },
      {
        what: 'issuedAt changed',
        change: (b: Record<string, unknown>) => void (b.captchaIssuedAt = Number(b.captchaIssuedAt) - 10_000),
      },
      {
        what: 'token tampered',
        change: (b: Record<string, unknown>) => void (b.captchaToken = `${String(b.captchaToken).slice(0, -2)}AA`),
      },
      {
        what: 'operation changed',
        change: (b: Record<string, unknown>) => void (b.captchaOperation = b.captchaOperation === '+' ? '-' : '+'),
      },
    ),
    fc.tuple(fc.constantFrom(...fieldNames), anyValue).map(([field, value]) => ({
      what: `${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
      change: (b: Record<string, unknown>) => void (b[field] = value),
    })),
  )

  it(
    '800 real, solved captchas with one field broken: 400, never a lead, never an e-mail',
    { timeout: 240_000 },
    async () => {
      const before = await app.services.leadStore.counts()
      let expectedLeads = 0
      await fc.assert(
        fc.asyncProperty(fc.array(breakages, { minLength: 20, maxLength: 20 }), async (batch) => {
          const captchas = await Promise.all(batch.map(() => newCaptcha(app.url)))
          sent += captchas.length
          app.clock.advance(4_000)
          await Promise.all(
            batch.map(async ({ what, change }, i) => {
              const body = contactBody(captchas[i], { message: `${marker} quero falar com vendas` })
              const valid = JSON.stringify(body)
              change(body)
              const text = objectText(Object.entries(body))
              const answer = await send({
                method: 'POST',
                path: '/api/contact',
                headers: { 'content-type': 'application/json' },
                body: Buffer.from(text),
              })
              // A generated change may happen to keep the body valid (e.g. company = "0"): then it must be accepted.
              if (answer.status === 200) {
                expectedLeads++
                expect(JSON.parse(answer.text)).toEqual({ ok: true })
                return
              }
              expectJsonError(answer, 400, `${what}: ${text.slice(0, 120)}`)
              expect(text === valid, `${what} left the body unchanged yet it was refused`).toBe(false)
            }),
          )
        }),
        { numRuns: 40 },
      )
      const after = await app.services.leadStore.counts()
      expect(after.pending + after.delivered - before.pending - before.delivered).toBe(expectedLeads)
    },
  )

  it('valid submissions carrying __proto__ / constructor keys are accepted, stored clean, and pollute nothing', async () => {
    const before = await app.services.leadStore.counts()
    const captchas = await Promise.all(Array.from({ length: 10 }, () => newCaptcha(app.url)))
    app.clock.advance(4_000)
    for (const [i, captcha] of captchas.entries()) {
      const entries: [string, unknown][] = [
        ...Object.entries(contactBody(captcha, { name: `Proto ${i}`, message: `${marker} mensagem ${i}` })),
        ['__proto__', { polluted: 'yes', isAdmin: true }],
        ['constructor', { prototype: { polluted: 'yes' } }],
        ['prototype', { polluted: 'yes' }],
      ]
      const answer = await send({
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(objectText(entries)),
      })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.text)).toEqual({ ok: true })
    }
    const after = await app.services.leadStore.counts()
    expect(after.pending + after.delivered - before.pending - before.delivered).toBe(10)
  })

  it('afterwards: Object.prototype untouched, every accepted lead e-mailed exactly once, no personal data in the logs', async () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    const total = await app.services.leadStore.counts()
    await waitFor(async () => (await app.services.leadStore.counts()).delivered === total.pending + total.delivered, {
      timeoutMs: 30_000,
      what: 'every lead delivered',
    })
    expect(sink.messages).toHaveLength(total.pending + total.delivered)
    for (const mail of sink.messages) expect(mail.raw).not.toContain('polluted')
    expect(JSON.stringify(app.logs())).not.toContain(marker)
    expect(app.logs().some((line) => line.level >= 50)).toBe(false)
    expect(sent).toBeGreaterThanOrEqual(10_000)
  })
})

describe('rate limits under generated traffic', () => {
  it('past the limit every request from one IP is a 429 { error } with Retry-After, per bucket; other IPs are unaffected', async () => {
    const limited = await startApiTestApp({
      env: { RATE_LIMIT_CAPTCHA: '7', RATE_LIMIT_CONTACT: '5', TRUST_PROXY: 'true' },
    })
    const limitedPort = Number(new URL(limited.url).port)
    const post = (path: string, ip: string, body?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: limitedPort,
            method: 'POST',
            path,
            headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
          },
          (res) => {
            let text = ''
            res.on('data', (chunk: Buffer) => (text += chunk.toString()))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                type: res.headers['content-type'] ?? '',
                text,
                retryAfter: res.headers['retry-after'],
              }),
            )
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    try {
      // Each run is a client never seen before (a generated address may repeat; its bucket would already be empty).
      const seen = new Set<string>()
      let spare = 0
      await fc.assert(
        fc.asyncProperty(
          fc.ipV4(),
          fc.array(
            fc.oneof(
              bodyText.filter((t) => t.length < 16_000),
              fc.constant(''),
            ),
            { minLength: 8, maxLength: 12 },
          ),
          async (generated, bodies) => {
            let ip = generated
            while (seen.has(ip)) ip = `10.250.${spare >> 8}.${spare++ & 255}`
            seen.add(ip)
            const captchaAnswers = []
            for (let i = 0; i < 9; i++) captchaAnswers.push(await post('/api/captcha/new', ip))
            expect(captchaAnswers.slice(0, 7).map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200])
            for (const answer of captchaAnswers.slice(7)) {
              expectJsonError(answer, 429, `captcha from ${ip}`)
              expect(Number(answer.retryAfter)).toBeGreaterThan(0)
            }
            const contactAnswers = []
            for (const body of bodies) contactAnswers.push(await post('/api/contact', ip, body))
            for (const answer of contactAnswers.slice(0, 5)) expect(answer.status, answer.text).not.toBe(429)
            for (const answer of contactAnswers.slice(5)) {
              expectJsonError(answer, 429, `contact from ${ip}`)
              expect(Number(answer.retryAfter)).toBeGreaterThan(0)
            }
          },
        ),
        { numRuns: 15 },
      )
      expect(await limited.services.leadStore.counts()).toEqual({ pending: 0, delivered: 0 })
    } finally {
      await limited.close()
    }
  })
})
