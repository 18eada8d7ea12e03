import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { RenderCache, type CachedPage, type RenderedPage } from './renderCache.ts'

const html = (path: string) => `<!DOCTYPE html><html><body>${path.repeat(200)}</body></html>`
const ok = (path: string): RenderedPage => ({
  status: 200,
  headers: [['Content-Type', 'text/html;charset=utf-8']],
  html: html(path),
})
const notFound = (path: string): RenderedPage => ({
  status: 404,
  headers: [['Content-Type', 'text/html;charset=utf-8']],
  html: html(path),
})

describe('RenderCache', () => {
  it('keeps its keys for good and never stores anything else, however many other URLs are asked for', async () => {
    const cache = new RenderCache({ buildId: 'b1', keys: ['/', '/404'] })
    let renders = 0
    const render = (page: (p: string) => RenderedPage, path: string) => async () => (renders++, page(path))
    await cache.resolve('/', render(ok, '/'))
    await cache.resolve('/404', render(notFound, '/404'))
    for (let i = 0; i < 500; i++) await cache.resolve(`/missing-${i}`, render(notFound, `/missing-${i}`))
    expect(renders).toBe(502)
    for (let i = 0; i < 500; i++) expect(cache.get(`/missing-${i}`)).toBeUndefined()
    renders = 0
    await cache.resolve('/', render(ok, '/'))
    await cache.resolve('/404', render(notFound, '/404'))
    expect(renders).toBe(0)
    await cache.settled()
  })

  it('renders a page once when many requests ask for it at the same time', async () => {
    const cache = new RenderCache({ buildId: 'b1', keys: ['/'] })
    let renders = 0
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.resolve('/', async () => (renders++, await new Promise((r) => setTimeout(r, 10)), ok('/'))),
      ),
    )
    expect(renders).toBe(1)
    expect(new Set(results).size).toBe(1)
    await cache.settled()
  })

  it('does not keep a failed render, so the next request renders again', async () => {
    const cache = new RenderCache({ buildId: 'b1', keys: ['/'] })
    const failed = await cache.resolve('/', async () => ({ status: 500, headers: [], html: 'boom' }))
    expect(failed && 'bodies' in failed).toBe(false)
    const page = await cache.resolve('/', async () => ok('/'))
    expect(page && 'bodies' in page && page.status).toBe(200)
    await cache.settled()
  })

  it('stores bodies that decompress to the rendered HTML, before and after the brotli upgrade', async () => {
    const cache = new RenderCache({ buildId: 'b1', keys: ['/'] })
    const first = (await cache.resolve('/', async () => ok('/'))) as CachedPage
    const check = (page: CachedPage) => {
      expect(page.bodies.identity.toString()).toBe(html('/'))
      expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html('/'))
      expect(gunzipSync(page.bodies.gzip).toString()).toBe(html('/'))
    }
    check(first)
    await cache.settled()
    const upgraded = cache.get('/') as CachedPage
    check(upgraded)
    expect(upgraded.bodies.br.length).toBeLessThanOrEqual(first.bodies.br.length)
    // Different bytes, different validator; the other representations keep theirs.
    expect(upgraded.etags.br).not.toBe(first.etags.br)
    expect(upgraded.etags.gzip).toBe(first.etags.gzip)
  })

  it('gives each representation its own ETag, and a new build new ETags for the same HTML', async () => {
    const one = (await new RenderCache({ buildId: 'build-1', keys: ['/x', '/en/'] }).resolve('/x', async () =>
      notFound('/x'),
    )) as CachedPage
    const two = (await new RenderCache({ buildId: 'build-2', keys: ['/x', '/en/'] }).resolve('/x', async () =>
      notFound('/x'),
    )) as CachedPage
    expect(new Set(Object.values(one.etags)).size).toBe(3)
    for (const encoding of ['br', 'gzip', 'identity'] as const)
      expect(one.etags[encoding]).not.toBe(two.etags[encoding])
  })

  it('keeps a redirect Location but drops headers the server sets itself', async () => {
    const cache = new RenderCache({ buildId: 'b1', keys: ['/x', '/en/'] })
    const page = (await cache.resolve('/en/', async () => ({
      status: 301,
      headers: [
        ['Location', '/en'],
        ['Cache-Control', 'max-age=0'],
        ['Content-Type', 'text/html'],
      ],
      html: '',
    }))) as CachedPage
    expect(page.headers).toEqual([
      ['Location', '/en'],
      ['Content-Type', 'text/html'],
    ])
  })
})
