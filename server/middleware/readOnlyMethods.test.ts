import { readdirSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientDir, startBuiltApp, type BuiltApp } from '../../tests/support/startBuiltApp.ts'

type Line = { level: number; msg: string; method?: string; path?: string; status?: number }

const lines: Line[] = []
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line)
      callback()
    },
  }),
)

/** node:http rather than fetch, which refuses TRACE. */
function send(
  method: string,
  target: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${target}`, { method }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

let app: BuiltApp
let probes = 0
const asset = `/assets/entries/${readdirSync(path.join(clientDir, 'assets/entries')).find((name) => name.endsWith('.js'))}`

beforeAll(async () => {
  app = await startBuiltApp({}, { logger, healthy: () => (probes++, true) })
})
afterAll(async () => {
  await app?.close()
})

describe('everything outside /api/ is read-only', () => {
  it.each([
    ['POST', '/healthz'],
    ['DELETE', '/healthz'],
    ['POST', asset],
    ['PUT', '/favicon.svg'],
    ['POST', '/robots.txt'],
    ['POST', '/terms'],
    ['TRACE', '/'],
    ['PROPFIND', '/en/terms'],
    ['OPTIONS', '/'],
  ])('%s %s: 405 with Allow: GET, HEAD, logged as a client error', async (method, target) => {
    const before = probes
    const response = await send(method, target)
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'/)
    expect(response.body).toBe('Method Not Allowed')
    // POST /healthz used to run the health probe (a lead-store write) on every call.
    expect(probes).toBe(before)
    const logged = lines.filter((line) => line.method === method && line.path === target)
    expect(logged).toEqual([expect.objectContaining({ msg: 'request', status: 405, level: 30 })])
  })

  it('GET and HEAD still serve the health check and files', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${app.url}/healthz`, { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(`${app.url}${asset}`)).status).toBe(200)
    expect((await fetch(`${app.url}${asset}`, { method: 'HEAD' })).status).toBe(200)
  })

  it('with the contact form mounted, a page names POST among its methods (the form posted without JavaScript)', async () => {
    const withForm = await startBuiltApp({}, { contact: true })
    try {
      const answer = (method: string, target: string) =>
        fetch(`${withForm.url}${target}`, { method }).then((response) => response.headers.get('allow'))
      for (const page of ['/terms', '/en/terms', '/', '/en', '/solutions/fx-desk'])
        for (const method of ['PUT', 'DELETE', 'PATCH'])
          expect(await answer(method, page), `${method} ${page}`).toBe('GET, HEAD, POST')
      for (const other of ['/healthz', '/robots.txt', asset, '/no-such-page'])
        expect(await answer('PUT', other), other).toBe('GET, HEAD')
    } finally {
      await withForm.close()
    }
  })

  it('nothing was logged at error level', () => {
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
  })
})
