import { rmSync } from 'node:fs'
import { simpleParser, type AddressObject } from 'mailparser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  contactBody,
  newCaptcha,
  postContact,
  type ApiAnswer,
  type ContactBody,
} from '../../../tests/support/contactApi.ts'
import { expectedApiErrors } from '../../../tests/support/expectedApiErrors.ts'
import { startApiTestApp, type ApiTestApp } from '../../../tests/support/startApiTestApp.ts'
import { startSmtpSink, type SmtpSink } from '../../../tests/support/startSmtpSink.ts'
import { leadStoreKinds } from '../../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../../tests/support/postgresForFile.ts'
import { waitFor } from '../../../tests/support/waitFor.ts'
import { captchaToken } from '../../contact/captcha.ts'
import type { ApiErrorCode } from '../../../site/contact/apiErrorMessages.ts'
import type { Captcha } from '../../../site/contact/captchaSchema.ts'
import type { RefusalReason } from '../../refusal.ts'

const postgres = postgresForFile()

const languages = ['en-US', 'pt-BR'] as const
type Language = (typeof languages)[number]

/** The visitor's values: none of them may ever appear in a log line. */
const personal = ['Ana Souza', 'ana.souza@example.com', 'Loja Exemplo Ltda', '91234-5678', 'Quero receber pagamentos']

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  )
}

/** The one warn line of a refused request (found by its request id). */
function refusalLines(app: ApiTestApp, answer: ApiAnswer) {
  return app.logs().filter((line) => line.requestId === answer.requestId && line.level === 40)
}

// Every test runs on both lead stores: SQLite in DATA_DIR (the default) and Postgres (DATABASE_URL).
describe.each(leadStoreKinds(postgres))('$name lead store', ({ name, env: storeEnv }) => {
  describe('POST /api/contact with a valid submission', () => {
    let sink: SmtpSink
    let app: ApiTestApp

    beforeAll(async () => {
      sink = await startSmtpSink()
      app = await startApiTestApp({ env: { ...(await storeEnv()), SMTP_URL: sink.url } })
    })
    afterAll(async () => {
      await app.close()
      await sink.close()
    })

    test('stores the lead, answers 200 { ok: true } and delivers exactly one e-mail to the team with every field escaped', async () => {
      const captcha = await newCaptcha(app.url)
      app.clock.advance(4_000)
      const body = contactBody(captcha, {
        name: '<b>&"x"',
        company: '<script>alert(1)</script>',
        message: 'Olá <i>equipe</i> & "time"\nSegunda linha',
      })
      const started = performance.now()
      const answer = await postContact(app.url, body, { language: 'pt-BR' })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ ok: true })
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      // Acknowledged means stored: the lead is in the SQLite file before the worker has even looked.
      const stored = await app.services.leadStore.counts()
      expect(stored.pending + stored.delivered).toBe(1)

      await waitFor(() => sink.messages.length > 0, { intervalMs: 1, what: 'the e-mail' })
      const receivedMs = performance.now() - started
      process.stdout.write(
        `[measure] submit → e-mail received by the loopback SMTP server: ${receivedMs.toFixed(1)} ms\n`,
      )

      await waitFor(async () => (await app.services.leadStore.counts()).delivered === 1, {
        what: 'the lead marked delivered',
      })
      await app.services.close()
      expect(sink.messages).toHaveLength(1)
      const [mail] = sink.messages
      // The envelope never names the visitor: only the fixed sender and the team.
      expect(mail.from).toBe('website@fluxa.test')
      expect(mail.to).toEqual(['sales@fluxa.test'])

      const parsed = await simpleParser(mail.raw)
      expect(addresses(parsed.from)).toEqual(['website@fluxa.test'])
      expect(addresses(parsed.to)).toEqual(['sales@fluxa.test'])
      expect(addresses(parsed.cc)).toEqual([])
      expect(addresses(parsed.replyTo)).toEqual(['ana.souza@example.com'])
      expect(parsed.subject).toBe('Contato pelo site: <b>&"x"')
      const leadId = parsed.headers.get('x-lead-id')
      expect(parsed.messageId).toBe(`<lead-${leadId}@fluxa.test>`)

      const html = String(parsed.html)
      expect(html).toContain('&lt;b&gt;&amp;&quot;x&quot;')
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).toContain('Olá &lt;i&gt;equipe&lt;/i&gt; &amp; &quot;time&quot;\nSegunda linha')
      expect(html).not.toContain('<b>')
      expect(html).not.toContain('<script>')
      expect(html).toContain('ana.souza@example.com')
      expect(html).toContain('+55 (11) 91234-5678')

      const text = String(parsed.text)
      expect(text).toContain('Nome: <b>&"x"')
      expect(text).toContain('E-mail: ana.souza@example.com')
      expect(text).toContain('Empresa: <script>alert(1)</script>')
      expect(text).toContain('WhatsApp: +55 (11) 91234-5678')
      expect(text).toContain('Olá <i>equipe</i> & "time"\nSegunda linha')

      const logs = JSON.stringify(app.logs())
      for (const value of personal) expect(logs).not.toContain(value)
      expect(
        app.logs().some((line) => line.msg === 'lead delivered' && line.leadId === leadId && line.attempt === 1),
      ).toBe(true)
    })
  })

  type RefusalCase = {
    title: string
    status: number
    reason: RefusalReason
    code: ApiErrorCode
    fields: string[]
    /** The fields the answer names to the visitor (docs/progressive-enhancement.md). */
    shown: string[]
    send: (app: ApiTestApp, language: Language) => Promise<ApiAnswer>
  }

  /** A fresh captcha, answered after the 3-second minimum, with the body changed by `change`. */
  /** Posts the body `make` writes for a new captcha, `waitMs` after the captcha was issued. */
  function afterCaptcha(
    waitMs: number,
    make: (captcha: Captcha, app: ApiTestApp) => Promise<ContactBody> | ContactBody,
  ) {
    return async (app: ApiTestApp, language: Language) => {
      const captcha = await newCaptcha(app.url)
      app.clock.advance(waitMs)
      return postContact(app.url, await make(captcha, app), { language })
    }
  }

  /** A valid submission with `change` applied (a field set to undefined is left out), 4 s after its captcha. */
  function submitWith(change: Record<string, unknown>) {
    return afterCaptcha(4_000, (captcha) => {
      const body = contactBody(captcha)
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined) delete body[key]
        else body[key] = value
      }
      return body
    })
  }

  const forged = {
    status: 400,
    reason: 'captcha_forged',
    code: 'captcha_forged',
    fields: ['captchaToken'],
    shown: ['captchaAnswer'],
  } satisfies Omit<RefusalCase, 'title' | 'send'>

  const refusals: RefusalCase[] = [
    {
      title: 'missing name',
      status: 400,
      reason: 'invalid',
      code: 'required',
      fields: ['name'],
      shown: ['name'],
      send: submitWith({ name: undefined }),
    },
    {
      title: 'blank message',
      status: 400,
      reason: 'invalid',
      code: 'required',
      fields: ['message'],
      shown: ['message'],
      send: submitWith({ message: '   \n ' }),
    },
    {
      title: 'empty e-mail',
      status: 400,
      reason: 'invalid',
      code: 'required',
      fields: ['email'],
      shown: ['email'],
      send: submitWith({ email: '' }),
    },
    {
      title: 'malformed e-mail',
      status: 400,
      reason: 'invalid',
      code: 'invalid_email',
      fields: ['email'],
      shown: ['email'],
      send: submitWith({ email: 'ana@' }),
    },
    {
      title: 'e-mail over 254 characters',
      status: 400,
      reason: 'invalid',
      code: 'invalid_email',
      fields: ['email'],
      shown: ['email'],
      send: submitWith({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }),
    },
    {
      title: 'name over 100 characters',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['name'],
      shown: ['name'],
      send: submitWith({ name: 'N'.repeat(101) }),
    },
    {
      title: 'line break in the name (header injection)',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['name'],
      shown: ['name'],
      send: submitWith({ name: 'Ana\r\nBcc: victim@example.com' }),
    },
    {
      title: 'line break in the company',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['company'],
      shown: ['company'],
      send: submitWith({ company: 'Loja\nExemplo' }),
    },
    {
      title: 'company over 100 characters',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['company'],
      shown: ['company'],
      send: submitWith({ company: 'C'.repeat(101) }),
    },
    {
      title: 'letters in the WhatsApp number',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['whatsapp'],
      shown: ['whatsapp'],
      send: submitWith({ whatsapp: 'call me' }),
    },
    {
      title: 'WhatsApp over 30 characters',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['whatsapp'],
      shown: ['whatsapp'],
      send: submitWith({ whatsapp: '1'.repeat(31) }),
    },
    {
      title: 'message over 5000 characters',
      status: 400,
      reason: 'invalid',
      code: 'invalid',
      fields: ['message'],
      shown: ['message'],
      send: submitWith({ message: 'm'.repeat(5001) }),
    },
    {
      title: 'answer sent as a string',
      status: 400,
      reason: 'invalid',
      code: 'captcha_wrong',
      fields: ['captchaAnswer'],
      shown: ['captchaAnswer'],
      send: submitWith({ captchaAnswer: '7' }),
    },
    {
      title: 'answer not an integer',
      status: 400,
      reason: 'invalid',
      code: 'captcha_wrong',
      fields: ['captchaAnswer'],
      shown: ['captchaAnswer'],
      send: submitWith({ captchaAnswer: 1.5 }),
    },
    {
      title: 'no captcha at all',
      status: 400,
      reason: 'invalid',
      code: 'captcha_wrong',
      fields: ['captchaToken', 'captchaNum1'],
      shown: ['captchaAnswer'],
      send: submitWith({ captchaToken: undefined, captchaNum1: undefined }),
    },
    {
      title: 'honeypot filled',
      status: 400,
      reason: 'honeypot',
      code: 'honeypot',
      fields: ['honeypot'],
      shown: [],
      send: submitWith({ honeypot: 'https://spam.example' }),
    },
    {
      title: 'honeypot filled and fields missing',
      status: 400,
      reason: 'honeypot',
      code: 'honeypot',
      fields: ['honeypot'],
      shown: [],
      send: submitWith({ honeypot: 'x', name: undefined }),
    },
    {
      title: 'wrong answer',
      status: 400,
      reason: 'captcha_wrong',
      code: 'captcha_wrong',
      fields: ['captchaAnswer'],
      shown: ['captchaAnswer'],
      send: afterCaptcha(4_000, (captcha) => {
        const body = contactBody(captcha)
        return { ...body, captchaAnswer: Number(body.captchaAnswer) + 1 }
      }),
    },
    {
      title: 'submitted too fast (under 3 s after the captcha was issued)',
      status: 400,
      reason: 'too_fast',
      code: 'too_fast',
      fields: [],
      shown: [],
      send: afterCaptcha(2_000, (captcha) => contactBody(captcha)),
    },
    {
      title: 'expired captcha (over 10 minutes old)',
      status: 400,
      reason: 'captcha_expired',
      code: 'captcha_expired',
      fields: ['captchaToken'],
      shown: ['captchaAnswer'],
      send: afterCaptcha(10 * 60_000 + 1_000, (captcha) => contactBody(captcha)),
    },
    {
      title: 'replayed captcha (already answered once, wrongly)',
      status: 400,
      reason: 'captcha_replayed',
      code: 'captcha_replayed',
      fields: ['captchaToken'],
      shown: ['captchaAnswer'],
      send: afterCaptcha(4_000, async (captcha, app) => {
        const body = contactBody(captcha)
        const first = await postContact(app.url, { ...body, captchaAnswer: Number(body.captchaAnswer) + 1 })
        expect(first.status).toBe(400)
        return body
      }),
    },
    {
      title: 'forged captcha: tampered signature',
      ...forged,
      send: afterCaptcha(4_000, (captcha) => {
        const last = captcha.token.at(-1) === 'A' ? 'B' : 'A'
        return contactBody(captcha, { captchaToken: captcha.token.slice(0, -1) + last })
      }),
    },
    {
      title: 'forged captcha: operands changed beside a genuine token',
      ...forged,
      send: afterCaptcha(4_000, (captcha) => contactBody({ ...captcha, num1: 1, num2: 1, operation: '+' })),
    },
    {
      title: 'forged captcha: token payload rewritten (signature kept)',
      ...forged,
      send: afterCaptcha(4_000, (captcha) => {
        const [, signature] = captcha.token.split('.')
        const [id] = JSON.parse(Buffer.from(captcha.token.split('.')[0], 'base64url').toString()) as [string]
        const payload = Buffer.from(JSON.stringify([id, 1, 1, '+', captcha.issuedAt])).toString('base64url')
        return contactBody({ ...captcha, num1: 1, num2: 1, operation: '+', token: `${payload}.${signature}` })
      }),
    },
    {
      title: 'forged captcha: signed with another secret',
      ...forged,
      send: async (app, language) => {
        const issuedAt = app.clock.now() - 5_000
        const token = captchaToken.create('another-secret-another-secret-another', {
          id: 'AAAAAAAAAAAAAAAAAAAAAA',
          num1: 2,
          num2: 3,
          operation: '+',
          issuedAt,
        })
        return postContact(
          app.url,
          contactBody({ token, num1: 2, num2: 3, operation: '+', issuedAt, question: '2 + 3' }),
          { language },
        )
      },
    },
    {
      title: 'invalid JSON',
      status: 400,
      reason: 'invalid',
      code: 'invalid_request',
      fields: ['(body)'],
      shown: [],
      send: (app, language) => postContact(app.url, '{"name": "Ana", ', { language }),
    },
    {
      title: 'a JSON array instead of an object',
      status: 400,
      reason: 'invalid',
      code: 'invalid_request',
      fields: ['(body)'],
      shown: [],
      send: (app, language) => postContact(app.url, '[1, 2]', { language }),
    },
    {
      title: 'plain text body',
      status: 415,
      reason: 'bad_content_type',
      code: 'bad_content_type',
      fields: [],
      shown: [],
      send: (app, language) => postContact(app.url, 'name=Ana', { language, contentType: 'text/plain' }),
    },
    {
      title: 'form-encoded body',
      status: 415,
      reason: 'bad_content_type',
      code: 'bad_content_type',
      fields: [],
      shown: [],
      send: (app, language) =>
        postContact(app.url, 'name=Ana&email=ana%40example.com', {
          language,
          contentType: 'application/x-www-form-urlencoded',
        }),
    },
    {
      title: 'body over 16 KiB',
      status: 413,
      reason: 'too_large',
      code: 'too_large',
      fields: [],
      shown: [],
      send: submitWith({ message: 'm'.repeat(4_000), company: 'c'.repeat(13_000) }),
    },
  ]

  describe('POST /api/contact refusals', () => {
    let sink: SmtpSink
    let app: ApiTestApp

    beforeAll(async () => {
      sink = await startSmtpSink()
      app = await startApiTestApp({
        env: { ...(await storeEnv()), SMTP_URL: sink.url, RATE_LIMIT_CAPTCHA: '1000', RATE_LIMIT_CONTACT: '1000' },
      })
    })
    afterAll(async () => {
      await app.close()
      await sink.close()
    })

    for (const refusal of refusals) {
      for (const language of languages) {
        test(`${refusal.title} → ${refusal.status}, "${refusal.code}" text in ${language}, one warn line "${refusal.reason}"`, async () => {
          const answer = await refusal.send(app, language)
          expect(answer.status).toBe(refusal.status)
          expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
          expect(answer.body).toEqual({ error: expectedApiErrors[refusal.code][language], fields: refusal.shown })
          const lines = refusalLines(app, answer)
          expect(lines).toHaveLength(1)
          expect(lines[0]).toMatchObject({
            reason: refusal.reason,
            route: '/api/contact',
            requestId: answer.requestId,
            status: refusal.status,
          })
          expect([...(lines[0].fields as string[])].sort()).toEqual([...refusal.fields].sort())
          expect(await app.services.leadStore.counts()).toEqual({ pending: 0, delivered: 0 })
        })
      }
    }

    test('no refused submission stored a lead, sent an e-mail or logged a personal value', async () => {
      await app.services.close()
      expect(sink.messages).toHaveLength(0)
      const logs = JSON.stringify(app.logs())
      for (const value of personal) expect(logs).not.toContain(value)
      expect(logs).not.toContain('spam.example')
    })
  })

  describe('POST /api/contact details', () => {
    let app: ApiTestApp

    beforeAll(async () => {
      app = await startApiTestApp({
        env: { ...(await storeEnv()), RATE_LIMIT_CAPTCHA: '1000', RATE_LIMIT_CONTACT: '1000' },
      })
    })
    afterAll(async () => {
      await app.close()
    })

    test.each([
      ['en', 'en-US'],
      ['en-GB,en;q=0.9', 'en-US'],
      ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
      ['fr-FR', 'pt-BR'],
      ['', 'pt-BR'],
    ] as const)('Accept-Language "%s" gets the %s text', async (header, language) => {
      const answer = await postContact(
        app.url,
        { name: 'Ana' },
        { headers: header ? { 'accept-language': header } : {} },
      )
      expect(answer.body).toEqual({
        error: expectedApiErrors.required[language],
        fields: ['email', 'message', 'captchaAnswer'],
      })
    })

    test('unknown keys are ignored, prototype keys pollute nothing, values are trimmed', async () => {
      const captcha = await newCaptcha(app.url)
      app.clock.advance(4_000)
      const body = JSON.stringify(
        contactBody(captcha, { name: '  Bia Lima  ', company: null, whatsapp: undefined, role: 'admin' }),
      )
      const poisoned = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${body.slice(1)}`
      const answer = await postContact(app.url, poisoned)
      expect(answer).toMatchObject({ status: 200, body: { ok: true } })
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      const stored = app.logs().find((line) => line.requestId === answer.requestId && line.msg === 'lead stored')
      const lead = await app.leads.lead(String(stored?.leadId))
      expect(lead).toMatchObject({ name: 'Bia Lima', company: '', whatsapp: '', locale: 'pt-BR', page: '', utm: {} })
      expect(Object.keys(lead ?? {}).sort()).toEqual([
        'company',
        'createdAt',
        'email',
        'id',
        'locale',
        'message',
        'name',
        'page',
        'utm',
        'whatsapp',
      ])
    })

    test('the lead keeps its page, language and campaign tags (trimmed, empty ones and unknown keys dropped)', async () => {
      const captcha = await newCaptcha(app.url)
      app.clock.advance(4_000)
      const utm = {
        utm_source: ' linkedin ',
        utm_medium: '',
        utm_campaign: 'mx-q3 <launch>',
        utm_term: 'pix api',
        utm_content: 'hero',
        utm_id: 'x',
        gclid: 'y',
      }
      const answer = await postContact(app.url, contactBody(captcha, { page: '/countries/mexico', utm }), {
        language: 'en-US',
      })
      expect(answer).toMatchObject({ status: 200, body: { ok: true } })
      const stored = app.logs().find((line) => line.requestId === answer.requestId && line.msg === 'lead stored')
      const lead = await app.leads.lead(String(stored?.leadId))
      expect(lead).toMatchObject({ locale: 'en-US', page: '/countries/mexico' })
      expect(lead?.utm).toEqual({
        utm_source: 'linkedin',
        utm_campaign: 'mx-q3 <launch>',
        utm_term: 'pix api',
        utm_content: 'hero',
      })
    })

    test.each([
      ['a tag over 100 characters', { utm: { utm_source: 's'.repeat(101) } }],
      ['a control character in a tag', { utm: { utm_campaign: 'a\u0000b' } }],
      ['a page that is no path', { page: 'https://evil.example/' }],
    ])('%s is refused as invalid, and nothing is stored', async (_title, attribution) => {
      const total = async () => Object.values(await app.services.leadStore.counts()).reduce((sum, n) => sum + n, 0)
      const before = await total()
      const captcha = await newCaptcha(app.url)
      app.clock.advance(4_000)
      const answer = await postContact(app.url, contactBody(captcha, attribution), { language: 'en-US' })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ error: expectedApiErrors.invalid['en-US'], fields: [] })
      expect(await total()).toBe(before)
    })

    test.each(['gzip', 'br', 'deflate'])(
      'a body labelled Content-Encoding: %s that is not compressed is a 400 { error } in the visitor language, logged as a refusal',
      async (encoding) => {
        for (const language of languages) {
          const answer = await postContact(
            app.url,
            { name: 'Ana', email: 'ana@example.com', message: 'Olá' },
            { language, headers: { 'content-encoding': encoding } },
          )
          expect(answer.status).toBe(400)
          expect(answer.body).toEqual({ error: expectedApiErrors.invalid_request[language], fields: [] })
          expect(answer.headers.get('cache-control')).toBe('no-store')
          expect(refusalLines(app, answer)).toEqual([
            expect.objectContaining({ reason: 'invalid', route: '/api/contact', status: 400, fields: ['(body)'] }),
          ])
          // A client's mistake: nothing at error level, no stack trace.
          expect(app.logs().filter((line) => line.requestId === answer.requestId && line.level >= 50)).toEqual([])
        }
      },
    )

    test('GET /api/contact is a JSON 405 and an unknown /api path a JSON 404, never the HTML site', async () => {
      const get = await fetch(`${app.url}/api/contact`, { headers: { 'accept-language': 'en-US' } })
      expect(get.status).toBe(405)
      expect(get.headers.get('allow')).toBe('POST')
      expect(await get.json()).toEqual({ error: expectedApiErrors.method_not_allowed['en-US'] })
      const unknown = await fetch(`${app.url}/api/nothing/here`, { method: 'POST' })
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ error: expectedApiErrors.not_found['pt-BR'] })
    })
  })

  describe('POST /api/contact rate limit', () => {
    test('the contact bucket empties after RATE_LIMIT_CONTACT submits: 429 with Retry-After and its text; captcha issuance is unaffected', async () => {
      const app = await startApiTestApp({
        env: {
          ...(await storeEnv()),
          RATE_LIMIT_CONTACT: '3',
          RATE_LIMIT_CAPTCHA: '100',
          RATE_LIMIT_WINDOW_SECONDS: '120',
        },
      })
      try {
        for (let i = 0; i < 3; i++) expect((await postContact(app.url, { name: 'x' })).status).toBe(400)
        for (const language of languages) {
          const limited = await postContact(app.url, { name: 'x' }, { language })
          expect(limited.status).toBe(429)
          expect(limited.body).toEqual({ error: expectedApiErrors.rate_limited[language], fields: [] })
          const retryAfter = Number(limited.headers.get('retry-after'))
          expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 120).toBe(true)
          const lines = refusalLines(app, limited)
          expect(lines).toHaveLength(1)
          expect(lines[0]).toMatchObject({ reason: 'rate_limited', route: '/api/contact', fields: [] })
        }
        // A separate bucket: the same visitor can still get a captcha.
        expect((await fetch(`${app.url}/api/captcha/new`, { method: 'POST' })).status).toBe(200)
        expect(await app.services.leadStore.counts()).toEqual({ pending: 0, delivered: 0 })
      } finally {
        await app.close()
      }
    })
  })

  describe('POST /api/contact when the lead store fails at run time', () => {
    test(
      'answers 503 { error } in the visitor language, /healthz answers 503, and no 200 is ever given; a database back up is used again by itself',
      { timeout: 60_000 },
      async () => {
        const app = await startApiTestApp({ env: await storeEnv() })
        try {
          expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
          const captchas = [await newCaptcha(app.url), await newCaptcha(app.url), await newCaptcha(app.url)]
          app.clock.advance(4_000)
          // SQLite: DATA_DIR disappears under the running process (disk replaced, folder deleted by mistake).
          // Postgres: the database server goes down.
          if (name === 'sqlite') rmSync(app.dataDir, { recursive: true, force: true })
          else await (await postgres()).crash()
          for (const [index, language] of languages.entries()) {
            const answer = await postContact(app.url, contactBody(captchas[index]), { language })
            expect(answer.status).toBe(503)
            expect(answer.body).toEqual({ error: expectedApiErrors.storage_failed[language] })
            expect(
              app
                .logs()
                .some(
                  (line) =>
                    line.requestId === answer.requestId && line.level === 50 && line.msg === 'lead could not be stored',
                ),
            ).toBe(true)
          }
          // The store's probe runs at most every 2 s (docs/operations.md): the check fails within that.
          await waitFor(async () => (await fetch(`${app.url}/healthz`)).status === 503, { what: '/healthz 503' })
          const health = await fetch(`${app.url}/healthz`)
          expect(health.status).toBe(503)
          expect(await health.json()).toEqual({ ok: false })
          if (name === 'postgres') {
            // The database comes back: no restart of the site, the next submit is stored and e-mailed (as an .eml file).
            await (await postgres()).start()
            await waitFor(async () => (await fetch(`${app.url}/healthz`)).status === 200, {
              timeoutMs: 20_000,
              what: '/healthz back to 200',
            })
            expect(await postContact(app.url, contactBody(captchas[2]))).toMatchObject({
              status: 200,
              body: { ok: true },
            })
            await waitFor(async () => (await app.services.leadStore.counts()).delivered === 1, {
              what: 'the lead stored after the outage, delivered',
            })
          }
        } finally {
          await app.close()
        }
      },
    )
  })
})
