import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import Router from '@koa/router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientDir, startBuiltApp, type BuiltApp } from '../../tests/support/startBuiltApp.ts'
import { contentSecurityPolicy } from './securityHeaders.ts'

/** The inline executable scripts of a page (JSON data blocks are not executed, so the CSP does not cover them). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(?:json|ld\+json)"/.test(attributes) && body !== '',
    )
    .map(([, , body]) => body)
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The exact policy of docs/operations.md for production, with the hash of the one inline script. */
const expectedCsp = (hash: string) =>
  `default-src 'self'; script-src 'self' ${hash}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; ` +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

const fixed = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

/** Routes that fail on purpose: a 400 and a 500 thrown from inside /api, as a real handler's bug would. */
function failingApi(): Router {
  const router = new Router({ prefix: '/api' })
  router.post('/bad', (ctx) => ctx.throw(400, 'bad'))
  router.post('/boom', () => {
    throw new Error('a bug with a secret stack trace')
  })
  return router
}

let app: BuiltApp
let httpsApp: BuiltApp
let contactApp: BuiltApp
let healthy = true
let healthThrows = false
let hash = ''

beforeAll(async () => {
  const options = {
    api: failingApi(),
    healthy: () => {
      if (healthThrows) throw new Error('health check bug')
      return healthy
    },
  }
  app = await startBuiltApp({}, options)
  httpsApp = await startBuiltApp({ PUBLIC_URL: 'https://www.fluxa.example' }, options)
  contactApp = await startBuiltApp({}, { contact: true })
  const html = await (await fetch(`${app.url}/`)).text()
  const scripts = inlineScripts(html)
  expect(scripts).toHaveLength(1)
  hash = sha256(scripts[0])
})

afterAll(async () => {
  await app?.close()
  await httpsApp?.close()
  await contactApp?.close()
})

const asset = () => {
  const entries = readdirSync(path.join(clientDir, 'assets/entries'))
  return `/assets/entries/${entries.find((name) => name.endsWith('.js'))}`
}

type Case = { name: string; request: () => Promise<Response>; status: number; type?: RegExp }

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init })

/** A bare GET through node:http: fetch adds `Cache-Control: no-cache` to conditional requests, which rightly defeats a 304. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<Response>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      res.resume()
      const responseHeaders = new Headers()
      for (const [name, value] of Object.entries(res.headers))
        if (typeof value === 'string') responseHeaders.set(name, value)
      resolve(new Response(null, { status: res.statusCode, headers: responseHeaders }))
    })
      .on('error', reject)
      .end()
  })

const cases = (base: () => string): Case[] => [
  { name: 'home page', request: () => get(`${base()}/`), status: 200, type: /text\/html/ },
  {
    name: 'English landing page',
    request: () => get(`${base()}/en/solutions/fx-desk`),
    status: 200,
    type: /text\/html/,
  },
  {
    name: 'HEAD of a page',
    request: () => get(`${base()}/terms`, { method: 'HEAD' }),
    status: 200,
    type: /text\/html/,
  },
  { name: '404 page', request: () => get(`${base()}/no-such-page`), status: 404, type: /text\/html/ },
  { name: 'English 404 page', request: () => get(`${base()}/en/no-such-page`), status: 404, type: /text\/html/ },
  {
    name: '304 revalidation',
    request: async () => {
      // Each encoding has its own ETag: revalidate with the Accept-Encoding the first answer was negotiated for.
      const acceptEncoding = 'gzip, deflate, br'
      const etag =
        (await get(`${base()}/privacy`, { headers: { 'accept-encoding': acceptEncoding } })).headers.get('etag') ?? ''
      return rawGet(`${base()}/privacy`, { 'if-none-match': etag, 'accept-encoding': acceptEncoding })
    },
    status: 304,
  },
  {
    name: 'language redirect',
    request: () => get(`${base()}/about-us`, { headers: { cookie: 'fluxa_locale=en-US' } }),
    status: 302,
  },
  { name: '/healthz', request: () => get(`${base()}/healthz`), status: 200, type: /application\/json/ },
  { name: '/sitemap.xml', request: () => get(`${base()}/sitemap.xml`), status: 200, type: /application\/xml/ },
  { name: '/robots.txt', request: () => get(`${base()}/robots.txt`), status: 200, type: /text\/plain/ },
  { name: 'static asset', request: () => get(`${base()}${asset()}`), status: 200, type: /javascript/ },
  { name: 'public file', request: () => get(`${base()}/favicon.svg`), status: 200, type: /image\/svg/ },
  {
    name: 'API 400',
    request: () => get(`${base()}/api/bad`, { method: 'POST' }),
    status: 400,
    type: /application\/json/,
  },
  {
    name: 'API 500',
    request: () => get(`${base()}/api/boom`, { method: 'POST' }),
    status: 500,
    type: /application\/json/,
  },
  { name: 'API 405', request: () => get(`${base()}/api/boom`, { method: 'PUT' }), status: 405 },
]

describe('security headers (docs/operations.md) on every kind of response', () => {
  for (const { name, request, status, type } of cases(() => app.url)) {
    it(`${name}: ${status} with every header, no HSTS over http`, async () => {
      const res = await request()
      expect(res.status).toBe(status)
      if (type) expect(res.headers.get('content-type')).toMatch(type)
      expect(res.headers.get('content-security-policy')).toBe(expectedCsp(hash))
      for (const [header, value] of Object.entries(fixed)) expect(res.headers.get(header), header).toBe(value)
      expect(res.headers.get('strict-transport-security')).toBeNull()
    })
  }

  for (const { name, request, status } of cases(() => httpsApp.url)) {
    it(`${name}: HSTS when PUBLIC_URL is https`, async () => {
      const res = await request()
      expect(res.status).toBe(status)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers.get('content-security-policy')).toBe(expectedCsp(hash))
    })
  }

  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const realApi: Case[] = [
    {
      name: 'captcha issued',
      request: () => get(`${contactApp.url}/api/captcha/new`, { method: 'POST' }),
      status: 200,
      type: /application\/json/,
    },
    {
      name: 'contact 400',
      request: () => get(`${contactApp.url}/api/contact`, json({ name: '' })),
      status: 400,
      type: /application\/json/,
    },
    {
      name: 'contact 413',
      request: () => get(`${contactApp.url}/api/contact`, json({ message: 'x'.repeat(20_000) })),
      status: 413,
      type: /application\/json/,
    },
    {
      name: 'contact 415',
      request: () => get(`${contactApp.url}/api/contact`, { method: 'POST', body: 'name=x' }),
      status: 415,
      type: /application\/json/,
    },
    {
      name: 'API 404',
      request: () => get(`${contactApp.url}/api/nothing-here`),
      status: 404,
      type: /application\/json/,
    },
    {
      name: 'contact 405',
      request: () => get(`${contactApp.url}/api/contact`),
      status: 405,
      type: /application\/json/,
    },
  ]
  for (const { name, request, status, type } of realApi) {
    it(`real API, ${name}: ${status} JSON with every header`, async () => {
      const res = await request()
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toMatch(type ?? /./)
      expect(Object.keys((await res.json()) as object).length).toBeGreaterThan(0)
      expect(res.headers.get('content-security-policy')).toBe(expectedCsp(hash))
      for (const [header, value] of Object.entries(fixed)) expect(res.headers.get(header), header).toBe(value)
    })
  }

  it('a 500 outside /api (a failing health check) is a bare text page with every header', async () => {
    healthThrows = true
    try {
      const res = await get(`${app.url}/healthz`)
      expect(res.status).toBe(500)
      expect(await res.text()).toBe('Internal Server Error')
      expect(res.headers.get('content-security-policy')).toBe(expectedCsp(hash))
      for (const [header, value] of Object.entries(fixed)) expect(res.headers.get(header), header).toBe(value)
    } finally {
      healthThrows = false
    }
  })

  it('a 503 health check carries every header', async () => {
    healthy = false
    try {
      const res = await get(`${app.url}/healthz`)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ ok: false })
      expect(res.headers.get('content-security-policy')).toBe(expectedCsp(hash))
    } finally {
      healthy = true
    }
  })

  it('the API 500 is JSON without the error or its stack', async () => {
    const res = await get(`${app.url}/api/boom`, { method: 'POST' })
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ error: 'Internal error' })
    expect(text).not.toContain('secret stack')
  })
})

describe('every inline script of every kind of page is allowed by its hash', () => {
  const pages = [
    '/',
    '/en',
    '/solutions/fx-desk',
    '/en/industries/gaming',
    '/terms',
    '/en/privacy',
    '/about-us',
    '/no-such-page',
    '/en/nope',
  ]
  for (const page of pages) {
    it(page, async () => {
      const res = await get(`${app.url}${page}`)
      const html = await res.text()
      const csp = res.headers.get('content-security-policy') ?? ''
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? ''
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      for (const script of inlineScripts(html)) expect(scriptSrc.split(' ')).toContain(sha256(script))
    })
  }
})

describe('contentSecurityPolicy', () => {
  it("allows inline scripts and the HMR websocket in development only (Vite's preamble)", () => {
    // 'unsafe-inline' alone: next to a hash, browsers ignore it and Vite's inline preamble would be blocked.
    expect(contentSecurityPolicy(true)).toContain("script-src 'self' 'unsafe-inline';")
    expect(contentSecurityPolicy(false)).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
    expect(contentSecurityPolicy(true)).toContain("connect-src 'self' ws: wss:")
    expect(contentSecurityPolicy(false)).not.toMatch(/script-src [^;]*'unsafe-inline'/)
    expect(contentSecurityPolicy(false)).not.toContain('ws:')
  })
})
