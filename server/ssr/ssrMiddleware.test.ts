import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../../tests/support/ensureBuilt.ts'
import { startSiteProcess, type SiteProcess } from '../../tests/support/startSiteProcess.ts'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A plain HTTP request that shows the bytes on the wire (fetch would decompress them). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const decode = (res: Raw) => {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.body).toString()
  if (encoding === 'gzip') return gunzipSync(res.body).toString()
  return res.body.toString()
}
const vary = (res: Raw) => String(res.headers.vary ?? '').split(/\s*,\s*/)

// The production server, as `npm start` runs it, on a cold cache (no prerender): every page is first rendered on demand.
let site: SiteProcess
beforeAll(() => {
  ensureBuilt()
}, 180_000)
beforeAll(async () => {
  site = await startSiteProcess({
    PORT: process.env.SITE_TEST_PORT ?? '0',
    HOST: '127.0.0.1',
    PRERENDER: 'false',
    LOG_LEVEL: 'warn',
  })
})
afterAll(async () => {
  await site?.stop()
})

describe('cached pages', () => {
  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await get(`${site.url}/solutions/fx-desk`, { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    // Shared caches keep it five minutes, then serve it stale while they revalidate; browsers always revalidate.
    expect(first.headers['cache-control']).toBe('max-age=0, s-maxage=300, stale-while-revalidate=600')
    const again = await get(`${site.url}/solutions/fx-desk`, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    const stale = await get(`${site.url}/solutions/fx-desk`, {
      'accept-encoding': 'br',
      'if-none-match': '"from-an-old-build"',
    })
    expect(stale.status).toBe(200)
    expect(decode(stale)).toContain('<html lang="pt-BR"')
  })

  it('sends brotli, gzip or plain HTML as the client accepts, with Vary and one ETag per encoding', async () => {
    const url = `${site.url}/methods/pix`
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await get(url, { 'accept-encoding': 'gzip' })
    const plain = await get(url, { 'accept-encoding': 'identity' })
    const none = await get(url)
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(none.headers['content-encoding']).toBeUndefined()
    const html = plain.body.toString()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt-BR"/)
    expect(decode(br)).toBe(html)
    expect(decode(gzip)).toBe(html)
    expect(decode(none)).toBe(html)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(gzip.body.length)
    for (const res of [br, gzip, plain])
      expect(vary(res)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie']))
    expect(new Set([br, gzip, plain].map((res) => res.headers.etag)).size).toBe(3)
    // A gzip validator does not revalidate a brotli body.
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) })).status).toBe(200)
    // English pages never redirect on the cookie, so they do not vary on it.
    expect(vary(await get(`${site.url}/en/methods/pix`, { 'accept-encoding': 'br' }))).not.toContain('Cookie')
  })

  it('gives a plain GET (the cached-page lane) the bytes and headers the whole app gives (a request with a validator)', async () => {
    const comparable = (res: Raw) => {
      const { date, 'x-request-id': requestId, ...headers } = res.headers
      expect(date).toMatch(/GMT$/)
      // Each answer its own new id, never the one the client sent.
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      return { status: res.status, headers }
    }
    for (const page of ['/methods/pix', '/en/methods/pix', '/', '/en']) {
      for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
        const url = `${site.url}${page}?utm_source=test`
        await get(url, { 'accept-encoding': encoding }) // in memory from here on
        const lane = await get(url, { 'accept-encoding': encoding, 'x-request-id': 'req-1' })
        const app = await get(url, {
          'accept-encoding': encoding,
          'x-request-id': 'req-1',
          'if-none-match': '"from-an-old-build"',
        })
        expect(comparable(lane), `${page} ${encoding}`).toEqual(comparable(app))
        expect(lane.body.equals(app.body), `${page} ${encoding}`).toBe(true)
        expect(lane.headers['x-request-id']).not.toBe(app.headers['x-request-id'])
        expect(lane.headers['content-security-policy']).toMatch(/^default-src 'self'/)
      }
    }
    // A page served from memory carries its own request's id, not the one of the request that filled it.
    const ids = new Set<unknown>()
    for (let i = 0; i < 3; i++)
      ids.add((await get(`${site.url}/en`, { 'x-request-id': 'req-1' })).headers['x-request-id'])
    expect(ids.size).toBe(3)
    expect(ids.has('req-1')).toBe(false)
  })

  it('still moves an unprefixed page to English by the language cookie once the page is in memory', async () => {
    expect((await get(`${site.url}/terms`)).status).toBe(200)
    const moved = await get(`${site.url}/terms?utm_source=x`, { cookie: 'fluxa_locale=en-US' })
    expect(moved.status).toBe(302)
    expect(moved.headers.location).toBe('/en/terms?utm_source=x')
    // One visitor's redirect is never another's: not stored, and keyed on the cookie by any cache that would.
    expect(moved.headers['cache-control']).toBe('no-store')
    expect(vary(moved)).toContain('Cookie')
    const canonical = await get(`${site.url}/terms/`)
    expect(canonical.status).toBe(301)
    expect(vary(canonical)).toContain('Cookie')
  })

  it('never serves one language for the other, whichever is rendered first and however they interleave', async () => {
    const pairs = [
      ['/en/industries/gaming', '/industries/gaming'],
      ['/countries/mexico', '/en/countries/mexico'],
      ['/en', '/'],
      ['/en/terms', '/terms'],
    ]
    const urls = pairs.flat()
    const responses = await Promise.all(
      [...urls, ...urls.toReversed(), ...urls].map(
        async (p) => [p, decode(await get(`${site.url}${p}`, { 'accept-encoding': 'br' }))] as const,
      ),
    )
    for (const [p, html] of responses) {
      const english = p === '/en' || p.startsWith('/en/')
      expect(html, p).toContain(`<html lang="${english ? 'en-US' : 'pt-BR'}"`)
      expect(html, p).toContain(`<link rel="canonical" href="${site.url.replace('127.0.0.1', 'localhost')}${p}"`)
    }
    const home = responses.find(([p]) => p === '/')?.[1]
    const enHome = responses.find(([p]) => p === '/en')?.[1]
    expect(home).not.toBe(enHome)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get(`${site.url}/en/about-us`, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })
})

describe('unknown URLs and redirects', () => {
  it('serves the 404 page in the URL language, the same on every request', async () => {
    const one = await get(`${site.url}/no-such-page?x=1`, { 'accept-encoding': 'br' })
    const two = await get(`${site.url}/no-such-page?y=2`, { 'accept-encoding': 'br' })
    const english = await get(`${site.url}/en/no-such-page`, { 'accept-encoding': 'br' })
    expect(one.status).toBe(404)
    expect(english.status).toBe(404)
    expect(decode(one)).toContain('<html lang="pt-BR"')
    expect(decode(one)).toContain('<meta name="robots" content="noindex">')
    expect(decode(english)).toContain('<html lang="en-US"')
    expect(two.body.equals(one.body)).toBe(true)
    // An error page is about this URL only: no cache keeps it.
    for (const res of [one, two, english]) expect(res.headers['cache-control']).toBe('no-store')
    // A 404 is never "not modified".
    expect(
      (await get(`${site.url}/no-such-page`, { 'accept-encoding': 'br', 'if-none-match': String(one.headers.etag) }))
        .status,
    ).toBe(404)
  })

  it('keeps the Location of a redirect, also when it comes from the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`${site.url}/en/`)
      expect(res.status).toBe(301)
      expect(res.headers.location).toBe('/en')
    }
  })
})

describe('scripts', () => {
  it("names the first load's entry (renderer/+client.ts) in <head> right after the font's preload, and serves it", async () => {
    const html = decode(await get(`${site.url}/en/solutions/fx-desk`))
    expect(html).not.toContain('rel="modulepreload"')
    // In <head>, right after the font's preload (renderer/+config.ts, injectScriptsAt): the browser asks for both at
    // once, the font first, and the body holds no script tag.
    const head = html.slice(0, html.indexOf('</head>'))
    const entry = /<link rel="preload"[^>]* as="font"[^>]*><script src="([^"]+)" type="module" async><\/script>/.exec(
      head,
    )?.[1]
    expect(html.slice(html.indexOf('<body')).match(/<script(?![^>]*type="application\/(json|ld\+json)")/g)).toBeNull()
    // The first load's entry, renderer/+client.ts: React and the shell come later, on intent.
    expect(entry).toMatch(/^\/assets\/entries\/renderer_client\.[\w-]+\.js$/)
    const res = await get(`${site.url}${entry}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
  })
})

describe('built assets', () => {
  const manifest = () =>
    JSON.parse(readFileSync(path.resolve('dist/client/.vite/client-manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >
  const biggestScript = () =>
    Object.values(manifest())
      .map((entry) => entry.file)
      .filter((file) => file.endsWith('.js'))
      .sort(
        (a, b) =>
          readFileSync(path.resolve('dist/client', b)).length - readFileSync(path.resolve('dist/client', a)).length,
      )[0]

  it('serves content-hashed files for a year, immutable, precompressed with brotli or gzip', async () => {
    const file = biggestScript()
    const onDisk = readFileSync(path.resolve('dist/client', file))
    const br = await get(`${site.url}/${file}`, { 'accept-encoding': 'gzip, br' })
    const gzip = await get(`${site.url}/${file}`, { 'accept-encoding': 'gzip' })
    const plain = await get(`${site.url}/${file}`)
    for (const res of [br, gzip, plain]) {
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type']).toMatch(/javascript/)
    }
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(vary(br)).toContain('Accept-Encoding')
    // The very bytes written at build time (brotli quality 11), not compressed on the fly.
    expect(br.body.equals(readFileSync(path.resolve('dist/client', `${file}.br`)))).toBe(true)
    expect(brotliDecompressSync(br.body).equals(onDisk)).toBe(true)
    expect(gunzipSync(gzip.body).equals(onDisk)).toBe(true)
    expect(plain.body.equals(onDisk)).toBe(true)
  })

  it('does not serve the kept build manifest', async () => {
    expect((await get(`${site.url}/.vite/client-manifest.json`)).status).toBe(404)
  })
})
