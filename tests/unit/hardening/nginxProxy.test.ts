import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../../support/ensureBuilt.ts'
import { startFleet, type Fleet } from '../../support/fleet.ts'
import { rawHttp } from '../../support/rawHttp.ts'
import type { Nginx } from '../../support/startNginx.ts'

// deploy/nginx.conf, as it is, in front of two real processes on one Postgres and one Redis (docs/operations.md).
let fleet: Fleet
let nginx: Nginx

beforeAll(() => {
  ensureBuilt()
}, 180_000)
beforeAll(async () => {
  fleet = await startFleet()
  nginx = fleet.nginx
  // Postgres and two processes one after the other: minutes on a loaded machine; the start is not what is tested.
}, 300_000)
afterAll(() => fleet?.stop(), 120_000)

type Answer = { status: number; cache: string; headers: Headers; body: string }

async function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${nginx.url}${target}`, { headers, redirect: 'manual' })
  const body = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status') ?? '',
    headers: response.headers,
    body,
  }
}

const htmlLang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1]

/** The contact form's first step as a browser without JavaScript posts it through nginx (its Origin has the port). */
async function postForm(target: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${nginx.url}${target}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: nginx.url },
    body: new URLSearchParams({ name: 'Ana', email: 'ana@example.com', message: 'Olá', website: '' }),
  })
  return { status: response.status, body: await response.text() }
}

/** node:http, which leaves the body as it came (fetch would decode it) and sends exactly the headers given. */
function raw(
  target: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${nginx.url}${target}`, { headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('nginx in front of two processes (deploy/nginx.conf)', () => {
  it('serves repeated page views from its cache, and answers a matching If-None-Match itself', async () => {
    const pages = ['/solutions/fx-desk', '/en/solutions/fx-desk', '/methods/pix', '/en/countries/mexico', '/terms']
    const views: Answer[] = []
    for (let round = 0; round < 5; round++) for (const page of pages) views.push(await get(page))
    expect(views.every((view) => view.status === 200)).toBe(true)
    const repeated = views.slice(pages.length)
    expect(repeated.filter((view) => view.cache === 'HIT').length).toBe(repeated.length)
    expect(views[0].headers.get('cache-control')).toBe('max-age=0, s-maxage=300, stale-while-revalidate=600')

    const etag = views[0].headers.get('etag') ?? ''
    const revalidated = await get(pages[0], { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.cache).toBe('HIT')
  })

  it('gives cookie-less, en-US-cookie and cookie-less visitors in turn each their own language or redirect', async () => {
    for (const page of ['/', '/countries/mexico']) {
      for (let round = 0; round < 2; round++) {
        const portuguese = await get(page)
        expect(portuguese.status, page).toBe(200)
        expect(htmlLang(portuguese.body), page).toBe('pt-BR')
        const english = await get(page, { cookie: 'fluxa_locale=en-US' })
        expect(english.status, page).toBe(302)
        expect(english.headers.get('location'), page).toBe(page === '/' ? '/en' : `/en${page}`)
        const chosePortuguese = await get(page, { cookie: 'fluxa_locale=pt-BR' })
        expect(chosePortuguese.status, page).toBe(200)
        expect(htmlLang(chosePortuguese.body), page).toBe('pt-BR')
        const again = await get(page)
        expect(htmlLang(again.body), page).toBe('pt-BR')
        expect(again.cache, page).toBe('HIT')
      }
      const twin = await get(page === '/' ? '/en' : `/en${page}`, { cookie: 'fluxa_locale=pt-BR' })
      expect(htmlLang(twin.body)).toBe('en-US')
    }
  })

  it('never serves a no-store answer from the cache', async () => {
    const twice = async (label: string, send: () => Promise<Response>) => {
      for (let i = 0; i < 2; i++) {
        const response = await send()
        await response.text()
        expect(response.headers.get('cache-control'), label).toBe('no-store')
        expect(response.headers.get('x-cache-status'), label).not.toBe('HIT')
        expect(response.status, label).toBeLessThan(500)
      }
    }
    const at =
      (target: string, init: RequestInit = {}) =>
      () =>
        fetch(`${nginx.url}${target}`, { redirect: 'manual', ...init })
    await twice('/healthz', at('/healthz'))
    await twice('/language', at('/language?to=en-US&path=/terms'))
    await twice('captcha', at('/api/captcha/new', { method: 'POST' }))
    await twice('/api 404', at('/api/nothing-here'))
    await twice('404 page', at('/no-such-page'))
    await twice('form post', () =>
      fetch(`${nginx.url}/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: nginx.url },
        body: 'name=Ana',
      }),
    )
    // Prometheus reads a process directly, never through the public proxy.
    expect((await get('/metrics')).status).toBe(404)
  })

  it("passes the Host with its port: a form posted without JavaScript is the visitor's own, the language switch keeps the query", async () => {
    const form = await postForm('/en/methods/pix')
    expect(form.status).toBe(200)
    expect(form.body).toMatch(/What is \d+ [-−+×*] \d+\?/)
    const language = await get('/language?to=en-US&path=/terms', { referer: `${nginx.url}/terms?utm_source=news#top` })
    expect(language.status).toBe(303)
    expect(language.headers.get('location')).toBe('/en/terms?utm_source=news')
  })

  it('keys its cache on the path, the language cookie where it matters and the encoding; never on a query or another cookie', async () => {
    const first = await get('/industries/gaming?gclid=first')
    expect(first.status).toBe(200)
    for (const query of ['?gclid=second', '?fbclid=x&utm_source=y', '?anything=at-all', '']) {
      const view = await get(`/industries/gaming${query}`)
      expect(view.cache, query).toBe('HIT')
      expect(view.body).toBe(first.body)
    }
    expect((await get('/industries/gaming', { cookie: '_ga=GA1.1.123; other=1' })).cache).toBe('HIT')
    expect((await get('/industries/gaming', { cookie: 'fluxa_locale=pt-BR; _ga=2' })).cache).toBe('HIT')
    // The one cookie value that changes the answer: a 302 to the English twin, never stored.
    const english = await get('/industries/gaming?gclid=z', { cookie: '_ga=3; fluxa_locale=en-US' })
    expect(english.status).toBe(302)
    expect(english.headers.get('location')).toBe('/en/industries/gaming?gclid=z')
    // The /en pages do not depend on the cookie.
    await get('/en/industries/gaming')
    expect((await get('/en/industries/gaming?q=1', { cookie: 'fluxa_locale=en-US' })).cache).toBe('HIT')
  })

  it('stores one copy per encoding the app would choose, and sends the one each client accepts', async () => {
    const encodingOf = async (acceptEncoding: string) =>
      (await raw('/industries/travel', { 'accept-encoding': acceptEncoding })).headers['content-encoding']
    expect(await encodingOf('gzip, deflate, br')).toBe('br')
    expect(await encodingOf('br')).toBe('br')
    expect(await encodingOf('gzip')).toBe('gzip')
    expect(await encodingOf('br;q=0, gzip')).toBe('gzip')
    expect(await encodingOf('identity')).toBeUndefined()
    expect(await encodingOf('gzip;q=0')).toBeUndefined()
    const again = await raw('/industries/travel', { 'accept-encoding': 'deflate, gzip, br, zstd' })
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.headers['x-cache-status']).toBe('HIT')
  })

  it("gives every answer its own request id, never the client's, also one served from its cache", async () => {
    await get('/industries/streaming')
    const ids = new Set<string | null>()
    for (let i = 0; i < 3; i++) {
      const view = await get('/industries/streaming', { 'x-request-id': 'chosen-by-the-client' })
      expect(view.cache).toBe('HIT')
      ids.add(view.headers.get('x-request-id'))
    }
    expect(ids.size).toBe(3)
    expect(ids.has('chosen-by-the-client')).toBe(false)
    expect(ids.has(null)).toBe(false)
  })

  it('answers an HTTP/1.0 request without Host', async () => {
    const answer = await rawHttp(nginx.port, 'GET /robots.txt HTTP/1.0\r\n\r\n')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toContain('Sitemap:')
    const page = await rawHttp(nginx.port, 'GET /en/terms HTTP/1.0\r\nAccept-Encoding: identity\r\n\r\n')
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('<html lang="en-US"')
  })
})
