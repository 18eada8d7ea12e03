import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, type RunningServer } from '../../../server/startServer.ts'
import { ensureBuilt } from '../../support/ensureBuilt.ts'
import { loopbackEnv } from '../../support/loopbackEnv.ts'
import { rawHttp } from '../../support/rawHttp.ts'
import { waitFor } from '../../support/waitFor.ts'

let running: RunningServer
let port = 0
const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-node-answers-'))
const lines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  ensureBuilt()
  const env = loopbackEnv(dataDir, { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '1500' })
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
  )
  running = await startServer(env, logger, { handleSignals: false })
  port = Number(new URL(running.url).port)
  await fetch(`${running.url}/`) // rendered once, then served by the cached-page lane
}, 60_000)
afterAll(async () => {
  await running?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every status line in what the socket received, in order (an answer inside another shows as one more). */
const statusLines = (data: Buffer) =>
  [...data.toString('latin1').matchAll(/HTTP\/1\.1 \d{3} [^\r\n]*/g)].map((m) => m[0])

/** All the server sends on a socket that writes `request`, reads nothing for `holdMs`, then reads until closed. */
function sendThenRead(request: string, holdMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('error', reject)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks)))
    socket.pause()
    socket.write(request)
    setTimeout(() => socket.resume(), holdMs)
  })
}

describe('answers Node writes itself carry the security headers, and never land inside another answer', () => {
  test('garbage pipelined behind a large answer the client reads slowly: the answer arrives whole, then the 400', async () => {
    const chunks = path.join(process.cwd(), 'dist/client/assets/chunks')
    const largest = readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => statSync(path.join(chunks, b)).size - statSync(path.join(chunks, a)).size)[0]
    const file = readFileSync(path.join(chunks, largest))
    const received = await sendThenRead(
      `GET /assets/chunks/${largest} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\nNOT HTTP AT ALL\r\n\r\n`,
      300,
    )
    const headEnd = received.indexOf('\r\n\r\n')
    const body = received.subarray(headEnd + 4, headEnd + 4 + file.length)
    expect(body.equals(file)).toBe(true)
    expect(statusLines(received)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 400 Bad Request'])
    expect(received.subarray(headEnd + 4 + file.length).toString('latin1')).toContain('X-Content-Type-Options: nosniff')
  })

  test('a body still trickling after its answer: that one answer, no unsolicited 408', async () => {
    async function* slowBody() {
      yield 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n'
      // Past HTTP_REQUEST_TIMEOUT_MS (1.5 s): the request times out after its 413 was sent.
      for (let i = 0; i < 25; i++) {
        yield 'x'.repeat(100)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const answer = await rawHttp(port, slowBody())
    expect(answer.status).toBe(413)
    // Whatever followed the answer on the socket: nothing.
    expect(statusLines(answer.body)).toEqual([])
  })

  test('Expect: 200-ok is a 417 with the security headers, a request id and a log line', async () => {
    const answer = await rawHttp(
      port,
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n',
    )
    expect(answer.status).toBe(417)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
    const requestId = answer.headers['x-request-id']
    expect(requestId).toMatch(/.+/)
    await waitFor(() => lines.some((line) => line.requestId === requestId && line.status === 417), {
      what: 'the log line',
    })
  })
})

describe('Host: one, well formed (RFC 9112 §3.2), or 400', () => {
  test.each([
    ['two Host fields', 'Host: a.example\r\nHost: b.example\r\n'],
    ['a space in it', 'Host: a b\r\n'],
    ['an unclosed IPv6 literal', 'Host: [::1\r\n'],
    ['none on HTTP/1.1', ''],
  ])('%s: 400 with the security headers, on a cached page and elsewhere', async (_case, host) => {
    for (const target of ['/', '/robots.txt', '/no-such-page']) {
      const answer = await rawHttp(port, `GET ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
      expect({ target, status: answer.status }).toEqual({ target, status: 400 })
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  test.each([['127.0.0.1'], ['localhost:3000'], ['[::1]:8080'], ['www.fluxa.example']])(
    'Host: %s is served',
    async (host) => {
      const answer = await rawHttp(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(answer.status).toBe(200)
    },
  )
})
