import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeSwitchHref } from '../../../site/localeSwitch.ts'
import { localizePath } from '../../../site/locales.ts'
import { sitePaths } from '../../../site/landingPages.ts'
import { rawGet, rawHttp, type RawResponse } from '../../support/rawHttp.ts'
import { rawMessageIds } from '../../support/rawMessageIds.ts'
import { readServedPage } from '../../support/readServedPage.ts'
import { clientDir, startBuiltApp, type BuiltApp } from '../../support/startBuiltApp.ts'
import { faviconDataUrl } from '../../../components/brand/brandMarkSvg.ts'

/** Secrets planted where a traversal would find them: beside dist/client, and a dotfile inside it. */
const canaryName = 'canary-odd-paths.txt'
const canary = `CANARY-${randomBytes(12).toString('hex')}`
const dotCanary = `DOTCANARY-${randomBytes(12).toString('hex')}`
const besideClient = path.join(clientDir, '..', canaryName)
const dotfileInClient = path.join(clientDir, '.canary-dotfile')
/** Strings that must never appear in an answer: the canaries, /etc/passwd, the server build, the lead store. */
const forbidden = [canary, dotCanary, 'root:x:0:0', 'setGlobalContext_prodBuildEntry', 'SQLite format 3']

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')
/** Every file the client folder may serve (its .br / .gz twins included), by content hash. */
const servable = new Set<string>()

let app: BuiltApp
let seen = 0
const statuses = new Map<number, number>()

beforeAll(async () => {
  writeFileSync(besideClient, canary)
  writeFileSync(dotfileInClient, dotCanary)
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !entry.name.startsWith('.'))
      servable.add(sha(readFileSync(path.join(entry.parentPath, entry.name))))
  }
  app = await startBuiltApp({}, { contact: true })
  // Non-HTML 200s that are not files: the health check, sitemap and robots.
  for (const target of ['/healthz', '/sitemap.xml', '/robots.txt'])
    servable.add(sha((await rawGet(app.port, target)).body))
})

afterAll(async () => {
  await app?.close()
  rmSync(besideClient, { force: true })
  rmSync(dotfileInClient, { force: true })
})

const assetNames = readdirSync(path.join(clientDir, 'assets/entries')).slice(0, 3)

const pct = (byte: number) => `%${byte.toString(16).padStart(2, '0')}`
/** Any bytes, percent-encoded (invalid UTF-8 included). */
const encodedBytes = fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => [...bytes].map(pct).join(''))
const traversal = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '..%2f',
  '..%2F',
  '%2e%2e%2f',
  '..%5c',
  '..\\',
  '%252e%252e%252f',
  '%c0%ae%c0%ae',
  '%c0%af',
  '%e0%80%ae',
  '....//',
  '..;',
  '%00',
  '%2f',
  '%5c',
  '~',
  '%u002e',
)
const known = fc.constantFrom(
  'en',
  'solutions',
  'fx-desk',
  'terms',
  'assets',
  'entries',
  'chunks',
  'api',
  'contact',
  'captcha',
  'new',
  'healthz',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'etc',
  'passwd',
  'dist',
  'client',
  'server',
  'entry.mjs',
  'leads.sqlite',
  canaryName,
  '.canary-dotfile',
  '.env',
  'package.json',
  ...assetNames,
)
const unicode = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
  .map((text) => text.replace(/[\s?#]/g, '') || 'ü')
const rawOdd = fc.constantFrom(
  '\\',
  '\0',
  '\t',
  '%',
  '%%',
  '%zz',
  ';',
  ':',
  '@',
  '*',
  '"',
  "'",
  '<script>',
  '\u202e',
  '\ufeff',
  '\u00a0',
)
const longSegment = fc.integer({ min: 256, max: 8_000 }).map((n) => 'a'.repeat(n))
const segment = fc.oneof(
  { weight: 4, arbitrary: known },
  { weight: 4, arbitrary: traversal },
  { weight: 2, arbitrary: encodedBytes },
  { weight: 2, arbitrary: unicode },
  { weight: 2, arbitrary: rawOdd },
  { weight: 1, arbitrary: longSegment },
  { weight: 1, arbitrary: fc.constant('') }, // an empty segment: a double slash
)
const separator = fc.constantFrom('/', '/', '/', '//', '\\', '%2f', '/./')
const query = fc.option(
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('a=1&a=2', '__proto__[x]=1', 'constructor.prototype.x=1', '%', '=%zz', '?'),
  ),
  { nil: undefined },
)
/** A request target: a path of odd segments and separators, sometimes a query string, sometimes very long. */
const oddTarget = fc
  .tuple(fc.array(fc.tuple(separator, segment), { minLength: 1, maxLength: 8 }), query)
  .map(([parts, q]) => parts.map(([sep, seg]) => sep + seg).join('') + (q === undefined ? '' : `?${q}`))

/** Every href attribute of a page, entities decoded as a browser would. */
const hrefs = (html: string) =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map(([, value]) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  )
/** The site's own accounts: fixed links, written in the footer, never built from a request. */
const socialLinks = new Set([
  'https://www.linkedin.com/company/fluxa-payments',
  'https://www.instagram.com/fluxa.payments',
])
/**
 * A link a browser resolves to this site: a fragment, an absolute URL on PUBLIC_URL, or a path of one leading slash
 * followed by neither a slash nor a backslash ("/\\host" is "//host" to a browser), with no whitespace or control
 * character (a browser strips tabs and newlines from URLs, so "/\t/host" is "//host" too).
 */
function isSameOriginLink(href: string): boolean {
  // The tab icon, inline as a fixed `data:` URL of the brand mark: no host at all (components/brand/brandMarkSvg.ts).
  if (socialLinks.has(href) || href === faviconDataUrl) return true
  if (/[\s\p{Cc}\\]/u.test(href)) return false
  if (href.startsWith('#')) return true
  const local = href.startsWith(app.publicUrl) ? href.slice(app.publicUrl.length) || '/' : href
  return /^\/(?![/\\])/.test(local)
}
/** The HTML of every 404 answer: one per language whatever the path, or each unknown path would cost a render. */
const notFoundBodies = new Set<string>()

function check(target: string, res: RawResponse) {
  seen++
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  const where = `GET ${JSON.stringify(target.slice(0, 300))} → ${res.status}`
  // 200 a page or a client file; 301 Vike's URL normalisation (double or trailing slash); 400 from Node's parser or a
  // malformed URL; 404 unknown; 405 a known /api route with GET; 414/431 an overlong target from Node's parser.
  expect([200, 301, 400, 404, 405, 414, 431], where).toContain(res.status)
  // A redirect stays on this site: a local path, never "//host" or "/\\host" (an open redirect).
  if (res.status === 301) expect(res.headers.location ?? '', where).toMatch(/^\/(?![/\\])/)
  const body = res.body.toString('latin1')
  for (const secret of forbidden) expect(body.includes(secret), `${where} leaked ${secret.slice(0, 20)}`).toBe(false)
  if (res.status === 200) {
    const isPage = (res.headers['content-type'] ?? '').startsWith('text/html') && body.startsWith('<!DOCTYPE html>')
    expect(isPage || servable.has(sha(res.body)), `${where}: neither a page nor a file of dist/client`).toBe(true)
  }
  if ((res.headers['content-type'] ?? '').startsWith('text/html')) {
    const html = res.body.toString('utf8')
    for (const href of hrefs(html)) expect(isSameOriginLink(href), `${where}: href ${JSON.stringify(href)}`).toBe(true)
    if (res.status === 404) notFoundBodies.add(html)
  }
  if (/^\/api(?:[/?]|$)/.test(target) && res.status !== 400)
    expect(res.headers['content-type'], where).toMatch(/^application\/json/)
}

describe('odd paths answer 404 or a page, never 5xx, never a file outside dist/client', () => {
  it('known traversal attempts', async () => {
    const asset = `assets/entries/${assetNames[0]}`
    const targets = [
      `/../${canaryName}`,
      `/assets/../../${canaryName}`,
      `/assets/..%2f..%2f${canaryName}`,
      `/%2e%2e/${canaryName}`,
      `/assets/%2e%2e/%2e%2e/${canaryName}`,
      `/..%5c${canaryName}`,
      `/.canary-dotfile`,
      `/assets/..%2f.canary-dotfile`,
      '/../../../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%252f..%252f..%252fetc%252fpasswd',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
      '/\\..\\..\\etc\\passwd',
      '/../server/entry.mjs',
      '/%2e%2e/server/entry.mjs',
      `//${asset}`,
      `/${asset}%00.html`,
      `/${asset}/..`,
      '/%',
      '/%zz',
      `/en/../${canaryName}`,
      '/en/%2e%2e/%2e%2e/etc/passwd',
      `/${'a'.repeat(20_000)}`,
      '/?%',
      '/api/../../etc/passwd',
    ]
    for (const target of targets) check(target, await rawGet(app.port, target))
  })

  it('no redirect leaves the site (browsers read "/\\host" as "//host")', async () => {
    for (const target of [
      '//\\evil.example',
      '//\\evil.example/',
      '/\\/evil.example/',
      '//%5Cevil.example',
      '/en//\\evil.example',
      '///evil.example//',
    ]) {
      const res = await rawGet(app.port, target)
      check(target, res)
      if (res.headers.location) expect(res.headers.location, target).toMatch(/^\/(?![/\\])/)
    }
    const res = await rawGet(app.port, '//\\evil.example')
    expect(res.status).toBe(404)
    expect(res.headers.location).toBeUndefined()
  })

  it('a target Koa reads no path from ("//en?@#", found by the generated paths below) is a 400 with the security headers, not a 500', async () => {
    for (const target of ['//en?@#', '//?@#', '//pt?@#', '//solutions/fx-desk?@#x']) {
      const res = await rawGet(app.port, target)
      check(target, res)
      expect(res.status, target).not.toBe(500)
      if (res.status !== 400) continue
      expect(res.headers['content-security-policy'], target).toContain("default-src 'self'")
      expect(res.headers.connection, target).toBe('close')
    }
    expect((await rawGet(app.port, '//en?@#')).status).toBe(400)
  })

  it('1,000 generated paths', { timeout: 120_000 }, async () => {
    // Batches of 20 at once keep the run short; each path is checked on its own connection.
    await fc.assert(
      fc.asyncProperty(fc.array(oddTarget, { minLength: 20, maxLength: 20 }), async (targets) => {
        const answers = await Promise.all(targets.map((target) => rawGet(app.port, target)))
        targets.forEach((target, i) => check(target, answers[i]))
      }),
      { numRuns: 50 },
    )
    expect(seen).toBeGreaterThanOrEqual(1_000)
    // The generator reaches real pages and files too, not only 404s.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
    expect(statuses.get(404) ?? 0).toBeGreaterThan(0)
  })

  it("the red team's paths: no page of raw message ids, no 5xx for development paths, no link to another host", async () => {
    for (const target of [
      '/terms%20',
      '/terms%09',
      '/solutions/fx-desk%20',
      '/en/terms%20',
      '/en/%5Cevil.example',
      '/en/%09/evil.example',
      '/%5Cevil.example',
      '/@fs/etc/passwd',
      '/@vite/client',
      '/__vite_ping',
      '/en/@vite/client',
    ]) {
      const res = await rawGet(app.port, target)
      check(target, res)
      expect(res.status, target).toBe(404)
      const html = res.body.toString('utf8')
      // The 404 page of the URL's language, its toggle leading to the other language's home.
      const english = target.startsWith('/en/')
      expect(html, target).toContain(`<html lang="${english ? 'en-US' : 'pt-BR'}"`)
      // (through GET /language, which stores the choice and answers with a redirect there).
      const other = english ? 'pt-BR' : 'en-US'
      expect(html.toLowerCase(), target).toContain(
        `href="${localeSwitchHref(other, '/').replaceAll('&', '&amp;')}" hreflang="${other}"`.toLowerCase(),
      )
      const followed = await rawGet(app.port, localeSwitchHref(other, '/'))
      expect(followed.status, target).toBe(303)
      expect(followed.headers.location, target).toBe(english ? '/' : '/en')
      const served = readServedPage(html)
      expect(rawMessageIds(`${served.title ?? ''} ${served.text}`), target).toEqual([])
    }
  })

  it(
    'every href the server renders for generated paths (slashes, backslashes, control characters, whitespace, unicode) stays on the site',
    { timeout: 120_000 },
    async () => {
      const escape = fc.constantFrom(
        '%5C',
        '%5c',
        '%2F',
        '%2f',
        '%09',
        '%0A',
        '%0D',
        '%20',
        '%00',
        '%7F',
        '%E2%80%AE',
        '%C2%A0',
        '\\',
        '@',
        '%40',
        ':',
        '%3A',
      )
      const host = fc.constantFrom(
        'evil.example',
        'evil.example/',
        '@evil.example',
        '\\evil.example',
        'evil.example:80',
      )
      const target = fc
        .tuple(
          fc.constantFrom('/', '/en/', '/en', '//', '/en//', '/solutions/', '/en/terms/'),
          fc.array(escape, { minLength: 1, maxLength: 3 }),
          host,
          fc.option(unicode, { nil: '' }),
        )
        .map(
          ([start, escapes, name, tail]) =>
            `${start}${escapes.join('')}${name}${tail ? `/${encodeURIComponent(tail)}` : ''}`,
        )
      await fc.assert(
        fc.asyncProperty(fc.array(target, { minLength: 20, maxLength: 20 }), async (targets) => {
          const answers = await Promise.all(targets.map((t) => rawGet(app.port, t)))
          targets.forEach((t, i) => check(t, answers[i]))
        }),
        { numRuns: 25 },
      )
    },
  )

  it(
    'the language link (GET /language) redirects only to a page of the site, whatever path or Referer it is given',
    { timeout: 60_000 },
    async () => {
      const pages = new Set(sitePaths.flatMap((page) => [localizePath(page, 'pt-BR'), localizePath(page, 'en-US')]))
      const hostilePath = fc.oneof(
        oddTarget,
        fc.constantFrom(
          '//evil.example',
          '/\\evil.example',
          'https://evil.example',
          '/\t/evil.example',
          'javascript:alert(1)',
        ),
      )
      const referer = fc.oneof(
        fc.constant(''),
        oddTarget.map((target) => `http://127.0.0.1${target}`),
        fc.constant('http://evil.example/terms?x=1'),
      )
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('pt-BR', 'en-US'), hostilePath, referer, async (to, path, from) => {
          const referer = from ? `Referer: ${from}\r\n` : ''
          const res = await rawHttp(
            app.port,
            Buffer.from(
              `GET /language?${new URLSearchParams({ to, path })} HTTP/1.1\r\nHost: 127.0.0.1\r\n${referer}Connection: close\r\n\r\n`,
              'utf8',
            ),
          )
          // 400 for a query the route refuses, 431 from Node's parser for an oversized Referer.
          expect([303, 400, 431], path).toContain(res.status)
          if (res.status !== 303) return
          const location = res.headers.location ?? ''
          expect(location, path).toMatch(/^\/(?![/\\])/)
          expect(pages.has(location.split('?')[0]), `${path} → ${location}`).toBe(true)
        }),
        { numRuns: 300 },
      )
    },
  )

  it('an unknown path costs no render of its own: every 404 is the same page of its language', () => {
    expect(notFoundBodies.size).toBeGreaterThan(0)
    expect(notFoundBodies.size).toBeLessThanOrEqual(2)
  })

  it('the server still serves normally afterwards', async () => {
    const res = await rawGet(app.port, '/solutions/fx-desk')
    expect(res.status).toBe(200)
    expect((await rawGet(app.port, '/healthz')).status).toBe(200)
  })
})
