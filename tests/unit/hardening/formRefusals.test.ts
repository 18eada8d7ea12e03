import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureBuilt } from '../../support/ensureBuilt.ts'
import { expectedApiErrors } from '../../support/expectedApiErrors.ts'
import { startBuiltApp, type BuiltApp } from '../../support/startBuiltApp.ts'

// The form posted without JavaScript, refused before it is read: a short page, never a render with a new question.
let app: BuiltApp
beforeAll(async () => {
  ensureBuilt()
  app = await startBuiltApp(
    { CAPTCHA_SECRET: 'refusal-secret-refusal-secret-0123456', RATE_LIMIT_CONTACT: '1000' },
    {
      contact: true,
    },
  )
}, 60_000)
afterAll(async () => {
  await app.close()
})

const typed = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  company: '',
  whatsapp: '',
  message: 'Olá PIX',
  website: '',
}

function post(
  path: string,
  headers: Record<string, string> = {},
  body: string = new URLSearchParams(typed).toString(),
) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    redirect: 'manual',
  })
}

/** A short page in the visitor's language: the server's text, a link back to the form, no script, no question. */
async function expectShortPage(response: Response, status: number, text: string, back: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  const html = await response.text()
  expect(html).toContain(text)
  expect(html).toContain(`href="${back}#contact"`)
  expect(html).not.toContain('<script')
  expect(html).not.toContain('captchaToken')
  expect(html.length).toBeLessThan(1_000)
  return html
}

describe('origin check: Origin, else Sec-Fetch-Site, else Referer', () => {
  test.each([
    ['Origin: null', { origin: 'null' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, no Sec-Fetch-Site, a Referer of another site', { referer: 'https://evil.example/?utm_source=evil' }],
  ])('%s: 403, a short page in the URL language', async (_case, headers) => {
    await expectShortPage(
      await post('/en/terms', headers),
      403,
      expectedApiErrors.invalid_request['en-US'],
      '/en/terms',
    )
    await expectShortPage(await post('/terms', headers), 403, expectedApiErrors.invalid_request['pt-BR'], '/terms')
  })

  test.each([
    ['its own Origin', (url: string) => ({ origin: url })],
    ['Sec-Fetch-Site: same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['no Origin, its own Referer', (url: string) => ({ referer: `${url}/en/terms` })],
    ['none of them', () => ({})],
  ])('%s: the form is read (its next step, the question)', async (_case, headers) => {
    const answer = await post('/en/terms', headers(app.url))
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('name="captchaToken"')
  })
})

test('a body of another type or too large: a short page, no question', async () => {
  await expectShortPage(
    await post('/en', { 'content-type': 'application/json' }, '{}'),
    415,
    expectedApiErrors.bad_content_type['en-US'],
    '/en',
  )
  await expectShortPage(
    await post('/en', {}, `message=${'x'.repeat(50_000)}`),
    413,
    expectedApiErrors.too_large['en-US'],
    '/en',
  )
})

test('a post to another spelling of a page URL is sent, body and all, to the page (308), never a blank page', async () => {
  for (const [path, target] of [
    ['/en/terms/', '/en/terms'],
    ['/terms/', '/terms'],
    ['//', '/'],
    ['/TERMS', '/terms'],
    ['/En//Terms?utm_source=x', '/en/terms?utm_source=x'],
  ]) {
    const answer = await post(path)
    expect({ path, status: answer.status, location: answer.headers.get('location') }).toEqual({
      path,
      status: 308,
      location: target,
    })
  }
  // Followed as a browser does (308 keeps the method and the body): the form's next step, with what was typed.
  const followed = await fetch(`${app.url}/en/terms/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(typed),
  })
  expect(followed.status).toBe(200)
  expect(followed.url).toBe(`${app.url}/en/terms`)
  const html = await followed.text()
  expect(html).toContain('name="captchaToken"')
  expect(html).toContain('value="Ana Souza"')
  // What is no page stays no page.
  expect((await post('/no-such-page/')).status).toBe(405)
})

test('a rate-limited post: 429 with Retry-After, a short page; cross-site posts spend no bucket', async () => {
  const limited = await startBuiltApp(
    { CAPTCHA_SECRET: 'refusal-secret-refusal-secret-0123456', RATE_LIMIT_CONTACT: '1' },
    { contact: true },
  )
  try {
    const url = `${limited.url}/en`
    const init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' }
    // Another site's posts through the visitor's browser never spend the visitor's bucket.
    for (let i = 0; i < 3; i++)
      expect((await fetch(url, { ...init, headers: { ...init.headers, origin: 'null' } })).status).toBe(403)
    expect((await fetch(url, init)).status).toBe(400)
    const refused = await fetch(url, init)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    await expectShortPage(refused, 429, expectedApiErrors.rate_limited['en-US'], '/en')
    // Once empty, the bucket refuses before the body is read: another type or size makes no difference.
    await expectShortPage(
      await fetch(url, { ...init, headers: { 'content-type': 'application/json' } }),
      429,
      expectedApiErrors.rate_limited['en-US'],
      '/en',
    )
  } finally {
    await limited.close()
  }
})
