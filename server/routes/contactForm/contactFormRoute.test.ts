import { simpleParser } from 'mailparser'
import { pino } from 'pino'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureBuilt } from '../../../tests/support/ensureBuilt.ts'
import { expectedApiErrors } from '../../../tests/support/expectedApiErrors.ts'
import { leadStoreKinds } from '../../../tests/support/leadStoreKinds.ts'
import { postgresForFile } from '../../../tests/support/postgresForFile.ts'
import { startBuiltApp, type BuiltApp } from '../../../tests/support/startBuiltApp.ts'
import { startSmtpSink, type SmtpSink } from '../../../tests/support/startSmtpSink.ts'
import { waitFor } from '../../../tests/support/waitFor.ts'

const postgres = postgresForFile()

/** The value of a hidden or text input of the answered page, by name. */
function inputValue(html: string, name: string): string {
  const match =
    new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html) ??
    new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)
  return (
    match?.[1].replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"') ?? ''
  )
}

function solve(html: string): number {
  const [a, b] = [Number(inputValue(html, 'captchaNum1')), Number(inputValue(html, 'captchaNum2'))]
  const operation = inputValue(html, 'captchaOperation')
  return operation === '+' ? a + b : operation === '*' ? a * b : a - b
}

// The form posted without JavaScript (docs/progressive-enhancement.md), against the built site with the real contact services, on both stores.
describe.each(leadStoreKinds(postgres))('$name lead store', ({ env: storeEnv }) => {
  let sink: SmtpSink
  let app: BuiltApp
  const lines: Record<string, unknown>[] = []

  beforeAll(async () => {
    ensureBuilt()
    sink = await startSmtpSink()
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
    )
    app = await startBuiltApp(
      {
        ...(await storeEnv()),
        SMTP_URL: sink.url,
        MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
        CONTACT_TO: 'sales@fluxa.test',
        CAPTCHA_SECRET: 'form-secret-form-secret-form-secret-01',
        CAPTCHA_MIN_AGE_MS: '0',
        RATE_LIMIT_CONTACT: '8',
      },
      { contact: true, logger },
    )
  }, 60_000)
  afterAll(async () => {
    await app.close()
    await sink.close()
  })

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })

  test('first step without a question: the page again in its language with the question and the fields kept; then the right answer stores one lead, mailed once with page, language and campaign', async () => {
    const marker = `form-${Date.now()}`
    const typed = {
      name: 'Ana "Souza" <x>',
      email: 'ana.souza@example.com',
      company: '',
      whatsapp: '',
      message: `Olá ${marker}`,
      website: '',
    }
    const first = await post('/en/countries/mexico', typed, {
      referer: `${app.url}/en/countries/mexico?utm_source=linkedin&utm_campaign=${marker}&utm_id=dropped`,
    })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const step = await first.text()
    expect(step).toContain('<html lang="en-US"')
    expect(step).toContain('One step left: answer the verification question and send again.')
    expect(step).toMatch(/What is \d+ [−+×] \d+\?/)
    expect(inputValue(step, 'name')).toBe(typed.name)
    expect(inputValue(step, 'utm_campaign')).toBe(marker)
    expect(step).not.toContain('name="utm_id"')
    expect(await app.services?.leadStore.counts()).toEqual({ pending: 0, delivered: 0 })

    const carried = Object.fromEntries(
      [
        'captchaToken',
        'captchaNum1',
        'captchaNum2',
        'captchaOperation',
        'captchaIssuedAt',
        'utm_source',
        'utm_campaign',
      ].map((name) => [name, inputValue(step, name)]),
    )
    const second = await post('/en/countries/mexico', { ...typed, ...carried, captchaAnswer: String(solve(step)) })
    expect(second.status).toBe(200)
    expect(await second.text()).toContain('Message sent!')
    await waitFor(() => sink.messages.some((mail) => mail.raw.includes(marker)), { what: 'the e-mail' })
    const mails = sink.messages.filter((mail) => mail.raw.includes(marker))
    expect(mails).toHaveLength(1)
    const text = String((await simpleParser(mails[0].raw)).text)
    expect(text).toContain('Idioma do site: English')
    expect(text).toContain('Página: /en/countries/mexico')
    expect(text).toContain(`utm_source: linkedin\nutm_medium: —\nutm_campaign: ${marker}`)
    // The same answer again is a replay: refused, nothing more stored.
    const replay = await post('/en/countries/mexico', { ...typed, ...carried, captchaAnswer: String(solve(step)) })
    expect(replay.status).toBe(400)
    expect(await replay.text()).toContain(expectedApiErrors.captcha_replayed['en-US'])
    const counts = await app.services?.leadStore.counts()
    expect((counts?.pending ?? 0) + (counts?.delivered ?? 0)).toBe(1)
  })

  test('refusals answer the page with the fields marked and a warn line naming reason and fields, never a value', async () => {
    const answer = await post('/terms', { name: '', email: 'ana@', message: 'Segredo 123', website: '' })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(html).toContain('<html lang="pt-BR"')
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="contact-name-error"/)
    expect(html).toContain(expectedApiErrors.required['pt-BR'])
    expect(inputValue(html, 'email')).toBe('ana@')
    const warn = lines.find((line) => line.msg === 'request refused' && line.route === '/terms')
    expect(warn).toMatchObject({ reason: 'invalid', status: 400, fields: ['name', 'email'] })
    expect(JSON.stringify(lines)).not.toContain('Segredo 123')

    const spam = await post('/terms', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'x',
      website: 'https://spam.example',
    })
    expect(spam.status).toBe(400)
    expect(await spam.text()).toContain(expectedApiErrors.honeypot['pt-BR'])
  })

  test('another site cannot post the form; another content type is refused; the contact bucket is shared with the API', async () => {
    expect((await post('/en', { name: 'x' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post('/en', { name: 'x' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    const json = await fetch(`${app.url}/en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
    // RATE_LIMIT_CONTACT=8, spent by the posts above but the cross-site ones (and the API's bucket is the same one).
    let limited: Response | undefined
    for (let i = 0; i < 8 && !limited; i++) {
      const answer = await post('/en', { name: 'x' })
      if (answer.status === 429) limited = answer
    }
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited?.text()).toContain(expectedApiErrors.rate_limited['en-US'])
    const api = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: '{}',
    })
    expect(api.status).toBe(429)
  })
})
