import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenMiddleware, type LoopbackApp } from '../../tests/support/listenMiddleware.ts'
import { decideLocale } from './decideLocale.ts'
import { localeRedirect } from './localeRedirect.ts'

let app: LoopbackApp
let origin = ''

beforeAll(async () => {
  // As in createApp: the language is decided once, before the redirect reads it.
  app = await listenMiddleware([decideLocale(), localeRedirect()])
  origin = app.origin
})

afterAll(() => app?.close())

async function get(path: string, cookie?: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
  }
}

describe('localeRedirect', () => {
  it('lets every page through for a visitor without a language cookie', async () => {
    for (const path of ['/', '/terms', '/en', '/en/terms', '/solutions/fx-desk?utm=1'])
      expect((await get(path)).status, path).toBe(200)
  })

  it('sends a visitor whose cookie says en-US from an unprefixed page to its /en twin (302, not cached), keeping the query', async () => {
    expect(await get('/terms?ref=x', 'fluxa_locale=en-US')).toEqual({
      status: 302,
      location: '/en/terms?ref=x',
      cacheControl: 'no-store',
    })
    expect((await get('/', 'fluxa_locale=en-US')).location).toBe('/en')
    expect((await get('/does-not-exist', 'fluxa_locale=en-US')).location).toBe('/en/does-not-exist')
  })

  it('leaves English URLs and pt-BR choosers alone', async () => {
    expect((await get('/en/terms', 'fluxa_locale=en-US')).status).toBe(200)
    expect((await get('/terms', 'fluxa_locale=pt-BR')).status).toBe(200)
    expect((await get('/terms', 'fluxa_locale=fr-FR')).status).toBe(200)
  })

  it('answers a trailing or doubled slash with a 301 to the one canonical URL', async () => {
    expect(await get('/terms/')).toMatchObject({ status: 301, location: '/terms' })
    expect(await get('/en/')).toMatchObject({ status: 301, location: '/en' })
    expect(await get('/en//solutions/fx-desk/?a=1')).toMatchObject({
      status: 301,
      location: '/en/solutions/fx-desk?a=1',
    })
    // In one hop with the language cookie.
    expect(await get('/terms/', 'fluxa_locale=en-US')).toMatchObject({ status: 302, location: '/en/terms' })
  })

  it('never redirects off the site', async () => {
    for (const path of ['//evil.example/', '//evil.example//x/', '/\\evil.example/']) {
      const { location } = await get(path)
      expect(location, path).toMatch(/^\/[^/\\]/)
    }
  })
})
