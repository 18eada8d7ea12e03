import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenMiddleware, type LoopbackApp } from '../../tests/support/listenMiddleware.ts'
import { decideLocale } from '../middleware/decideLocale.ts'
import { localeRedirect } from '../middleware/localeRedirect.ts'
import { localRedirectsOnly } from '../middleware/localRedirectsOnly.ts'
import { languageSwitch } from './languageSwitch.ts'

let app: LoopbackApp
let origin = ''

beforeAll(async () => {
  // As in createApp: language decided first, the off-site guard around everything, the cookie redirect after.
  app = await listenMiddleware([decideLocale(), localRedirectsOnly(), languageSwitch(), localeRedirect()])
  origin = app.origin
})

afterAll(() => app?.close())

async function get(target: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${target}`, { redirect: 'manual', headers })
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie'),
    cacheControl: response.headers.get('cache-control'),
  }
}

const link = (to: string, path: string) => `/language?${new URLSearchParams({ to, path })}`

describe('GET /language', () => {
  it('stores the choice in a year-long Lax cookie and sends the visitor to the twin page (303, not cached)', async () => {
    const answer = await get(link('en-US', '/countries/mexico'))
    expect(answer.status).toBe(303)
    expect(answer.location).toBe('/en/countries/mexico')
    expect(answer.cacheControl).toBe('no-store')
    expect(answer.cookie).toMatch(/^fluxa_locale=en-US; path=\/; expires=[^;]+; samesite=lax$/)
    const expires = Date.parse(/expires=([^;]+)/.exec(answer.cookie ?? '')?.[1] ?? '')
    expect(Math.abs(expires - Date.now() - 365 * 86_400_000)).toBeLessThan(86_400_000)

    const back = await get(link('pt-BR', '/countries/mexico'))
    expect(back.location).toBe('/countries/mexico')
    expect(back.cookie).toMatch(/^fluxa_locale=pt-BR;/)
    expect((await get(link('en-US', '/'))).location).toBe('/en')
  })

  it('carries the query string of the page it was followed from (its Referer on this host), and nothing else of it', async () => {
    const from = (url: string) => ({ referer: url })
    expect(
      (
        await get(
          link('pt-BR', '/countries/mexico'),
          from(`${origin}/en/countries/mexico?utm_source=x&utm_campaign=launch`),
        )
      ).location,
    ).toBe('/countries/mexico?utm_source=x&utm_campaign=launch')
    expect((await get(link('en-US', '/'), from(`${origin}/?utm_source=x`))).location).toBe('/en?utm_source=x')
    // Another host, another page, or an oversized query: the twin without a query.
    expect((await get(link('en-US', '/terms'), from('http://evil.example/terms?utm_source=x'))).location).toBe(
      '/en/terms',
    )
    expect((await get(link('en-US', '/terms'), from(`${origin}/privacy?utm_source=x`))).location).toBe('/en/terms')
    expect((await get(link('en-US', '/terms'), from(`${origin}/terms?x=${'a'.repeat(2000)}`))).location).toBe(
      '/en/terms',
    )
    expect((await get(link('en-US', '/terms'), from('not a url'))).location).toBe('/en/terms')
  })

  it("only ever redirects to a page of the site: an unknown or hostile path leads to the language's home page", async () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
      '/no-such-page',
      '/en/terms',
      'terms',
      '',
    ]
    for (const path of hostile) {
      const answer = await get(link('en-US', path))
      expect(answer, JSON.stringify(path)).toMatchObject({ status: 303, location: '/en' })
    }
    expect((await get('/language?to=pt-BR&path=%2F%2Fevil.example')).location).toBe('/')
    expect((await get('/language?to=en-US')).location).toBe('/en')
  })

  it('refuses a query it does not understand with a 400 and no cookie', async () => {
    for (const target of [
      '/language',
      '/language?to=fr-FR&path=/terms',
      '/language?to=en-US&to=pt-BR&path=/terms',
      `/language?to=en-US&path=/${'a'.repeat(300)}`,
    ]) {
      const answer = await get(target)
      expect(answer.status, target).toBe(400)
      expect(answer.cookie, target).toBeNull()
      expect(answer.location, target).toBeNull()
    }
  })

  it('is only this path: other paths and the /en prefix go on to the pages', async () => {
    expect(await get('/en/language?to=en-US&path=/terms')).toMatchObject({ status: 200, location: null })
    expect(await get('/languages?to=en-US')).toMatchObject({ status: 200, location: null })
  })

  it('sets the cookie the server then honours: the next unprefixed page redirects to /en', async () => {
    const answer = await get(link('en-US', '/about-us'))
    const cookie = (answer.cookie ?? '').split(';')[0]
    expect(await get('/about-us?ref=a', { cookie })).toMatchObject({ status: 302, location: '/en/about-us?ref=a' })
  })
})
