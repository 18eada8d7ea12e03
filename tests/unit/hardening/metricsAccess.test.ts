import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../../support/freePort.ts'
import { rawHttp } from '../../support/rawHttp.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { waitFor } from '../../support/waitFor.ts'

const work = mkdtempSync(path.join(tmpdir(), 'fluxa-metrics-access-'))
let behindProxy: SiteProcess
let ownPort: SiteProcess
let metricsPort: number

beforeAll(async () => {
  metricsPort = await freePort()
  const settings = (name: string) => ({
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, name),
    CAPTCHA_SECRET: 'metrics-access-secret-0123456789abcdef',
    PRERENDER: 'false',
    HTTP_HEADERS_TIMEOUT_MS: '500',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
    HTTP_IDLE_TIMEOUT_MS: '1000',
  })
  ;[behindProxy, ownPort] = await Promise.all([
    startSiteProcess({ ...settings('proxy'), TRUST_PROXY: 'true' }),
    startSiteProcess({ ...settings('own'), METRICS_PORT: String(metricsPort) }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([behindProxy?.stop(), ownPort?.stop()])
  rmSync(work, { recursive: true, force: true })
})

test('behind a trusted proxy on this machine, /metrics is refused to a client the proxy names as remote', async () => {
  const remote = await fetch(`${behindProxy.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
  expect(remote.status).toBe(404)
  expect(await remote.text()).not.toContain('fluxa_http_requests_total')
  const local = await fetch(`${behindProxy.url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })
  expect(local.status).toBe(200)
  expect(await local.text()).toContain('fluxa_http_requests_total')
})

test('HEAD /metrics answers as GET does, without the body, on the site port and on METRICS_PORT', async () => {
  for (const url of [`${behindProxy.url}/metrics`, `http://127.0.0.1:${metricsPort}/metrics`]) {
    const head = await fetch(url, { method: 'HEAD' })
    expect({ url, status: head.status }).toEqual({ url, status: 200 })
    expect(head.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(await head.text()).toBe('')
  }
})

test("METRICS_PORT's listener sends the site's security headers, Node's own answers included", async () => {
  const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  expect(answer.headers.get('cache-control')).toBe('no-store')
  const malformed = await rawHttp(metricsPort, 'GET /metrics HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n')
  expect(malformed.status).toBe(400)
  expect(malformed.headers['x-content-type-options']).toBe('nosniff')
})

test("METRICS_PORT's listener keeps the site's timeouts: slow headers get a 408, an idle keep-alive socket is closed", async () => {
  // HTTP_HEADERS_TIMEOUT_MS and HTTP_KEEP_ALIVE_TIMEOUT_MS are 500 ms here; Node's defaults are 60 s and 5 s.
  async function* slowHeaders() {
    yield 'GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n'
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    yield 'X-Late: 1\r\n\r\n'
  }
  const late = await rawHttp(metricsPort, slowHeaders())
  expect(late.status).toBe(408)
  expect(late.headers['x-content-type-options']).toBe('nosniff')

  const socket = connect(metricsPort, '127.0.0.1')
  let received = ''
  let isClosed = false
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  socket.once('close', () => (isClosed = true))
  socket.write('GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
  await waitFor(() => received.startsWith('HTTP/1.1 200'), { what: 'the answer' })
  await waitFor(() => isClosed, { timeoutMs: 3_000, what: 'the idle keep-alive socket closed' })
})
