import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largestScript } from '../tests/support/largestScript.ts'
import { loopbackEnv } from '../tests/support/loopbackEnv.ts'
import { waitFor } from '../tests/support/waitFor.ts'
import { httpServerOptions } from './httpServerOptions.ts'
import { parseEnv } from './env.ts'
import { startServer, type RunningServer } from './startServer.ts'

let running: RunningServer
let port = 0
let dataDir = ''

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-timeouts-'))
  // Short limits so the test is quick; the behaviour is the same with the defaults.
  const env = loopbackEnv(dataDir, {
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
    HTTP_IDLE_TIMEOUT_MS: '1000',
  })
  running = await startServer(env, pino({ level: 'silent' }), { handleSignals: false })
  port = Number(new URL(running.url).port)
  // Rendered once, then served from memory. On a loaded machine that first render (beside the start-up pre-render)
  // can outlast the 1 s idle limit set above, which then cuts it: ask again until it is in memory.
  await waitFor(async () => (await fetch(`${running.url}/terms`).catch(() => undefined))?.ok, {
    timeoutMs: 60_000,
    what: '/terms in memory',
  })
}, 90_000)

afterAll(async () => {
  await running?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

type SlowClient = { socket: Socket; closed: Promise<string> }

/**
 * A raw TCP client: sends `first`, then one byte of `trickle` every `everyMs` (never finishing), and records
 * what the server answers until it closes the socket.
 */
function slowClient(first: string, trickle = '', everyMs = 100): SlowClient {
  const socket = connect(port, '127.0.0.1')
  let received = ''
  let timer: NodeJS.Timeout | undefined
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('error', () => {}) // a reset is one way for the server to close
    socket.on('close', () => {
      clearInterval(timer)
      resolve(received)
    })
  })
  socket.on('connect', () => {
    socket.write(first)
    let i = 0
    if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle[i++ % trickle.length]), everyMs)
  })
  return { socket, closed }
}

/** Fails the test instead of hanging when the server does not close the socket; generous, not a measurement. */
function withinSeconds<T>(promise: Promise<T>, seconds: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: socket still open after ${seconds} s`)), seconds * 1000).unref(),
    ),
  ])
}

const stillServes = async () => {
  const res = await fetch(`http://127.0.0.1:${port}/terms`)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('<html')
}

describe('a slow client cannot hold a socket', () => {
  it('headers sent a byte at a time, never finished: 408 and closed, while others are served', async () => {
    const client = slowClient('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n')
    await stillServes()
    const received = await withinSeconds(client.closed, 15, 'slow headers')
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true)
    await stillServes()
  })

  it('a request line that never ends: closed', async () => {
    const client = slowClient('GET /', 'aaaaaaaaaaaaaaaaa')
    const received = await withinSeconds(client.closed, 15, 'slow request line')
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true)
  })

  it('a body that never finishes: closed', async () => {
    const client = slowClient(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"name":"',
      'a',
      200,
    )
    await stillServes()
    await withinSeconds(client.closed, 15, 'unfinished body')
    await stillServes()
  })

  it('a body that stalls (nothing more is sent): closed', async () => {
    const client = slowClient(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    await withinSeconds(client.closed, 15, 'stalled body')
  })

  it('an idle keep-alive socket after a complete request: closed', async () => {
    const client = slowClient('GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
    const received = await withinSeconds(client.closed, 15, 'idle keep-alive')
    expect(received).toMatch(/^HTTP\/1.1 200 OK/)
  })

  it('a hundred slow clients at once: all closed, the server serves throughout', async () => {
    const clients = Array.from({ length: 100 }, () =>
      slowClient('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: b\r\n', 250),
    )
    await Promise.all([stillServes(), stillServes(), stillServes()])
    await withinSeconds(Promise.all(clients.map((c) => c.closed)), 20, 'hundred slow clients')
    await stillServes()
  })
})

describe('a client that will not read cannot hold a socket', () => {
  // A server with the default request limits (which would let this client stay for minutes), only a short idle timeout.
  let reader: RunningServer
  beforeAll(async () => {
    const env = loopbackEnv(dataDir, { PRERENDER: 'false', HTTP_IDLE_TIMEOUT_MS: '1000' })
    reader = await startServer(env, pino({ level: 'silent' }), { handleSignals: false })
  })
  afterAll(async () => {
    await reader?.stop()
  })

  it('requests for the largest file pipelined and never read: the socket is closed, the server serves throughout', async () => {
    const largest = largestScript()
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        reader.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      )
    // Far more bytes (uncompressed) than the kernel's socket buffers hold, so the server cannot finish writing them.
    const requests =
      `GET /assets/${largest.name} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`.repeat(200)
    const socket = connect(Number(new URL(reader.url).port), '127.0.0.1')
    socket.on('error', () => {})
    socket.pause()
    await new Promise<void>((resolve) => socket.on('connect', resolve))
    socket.write(requests)
    await waitFor(async () => (await connections()) === 1, { what: 'the connection accepted' })
    expect((await fetch(`${reader.url}/robots.txt`)).status).toBe(200)
    // The server lets go of the socket, and of the answers it had queued, once nothing has moved for HTTP_IDLE_TIMEOUT_MS.
    await withinSeconds(
      waitFor(async () => (await connections()) === 0, { timeoutMs: 20_000, what: 'the socket closed' }),
      20,
      'non-reading client',
    )
    socket.destroy()
    expect((await fetch(`${reader.url}/robots.txt`)).status).toBe(200)
  })
})

describe('a client that will not read is cut once the idle timeout has passed, not twice', () => {
  // Node's socket timeout alone cannot close it before twice the timeout after the last byte moved; here it must go
  // before that. Long enough that a busy machine's timer delays do not matter.
  const idleMs = 5_000
  let reader: RunningServer
  beforeAll(async () => {
    const env = loopbackEnv(dataDir, { PRERENDER: 'false', HTTP_IDLE_TIMEOUT_MS: String(idleMs) })
    reader = await startServer(env, pino({ level: 'silent' }), { handleSignals: false })
  })
  afterAll(async () => {
    await reader?.stop()
  })

  it('the largest file asked for again and again, never read: closed before twice the idle timeout', async () => {
    const largest = largestScript()
    // Seen from the server: the client, paused, would learn of the close only once it reads.
    const closed = new Promise<number>((resolve) =>
      reader.server.once('connection', (accepted: Socket) => accepted.once('close', () => resolve(Date.now()))),
    )
    const socket = connect(Number(new URL(reader.url).port), '127.0.0.1')
    socket.on('error', () => {})
    socket.pause()
    await new Promise<void>((resolve) => socket.on('connect', resolve))
    const sent = Date.now()
    socket.write(
      `GET /assets/${largest.name} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`.repeat(200),
    )
    // The answers stop moving once the socket buffers are full (well within the first second); from then on
    // nothing moves. Node's socket timeout alone closed it only after twice the timeout (over 10 s here).
    const seconds = ((await withinSeconds(closed, 20, 'non-reading client')) - sent) / 1000
    expect(seconds).toBeGreaterThanOrEqual(idleMs / 1000)
    expect(seconds).toBeLessThan((2 * idleMs) / 1000)
    socket.destroy()
  })
})

describe('httpServerOptions', () => {
  it('defaults to the limits of docs/operations.md, checking overdue requests every second', () => {
    const env = parseEnv({})
    expect(httpServerOptions(env)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
      requireHostHeader: false,
      timeout: 30_000,
    })
  })

  it('never lets the whole-request limit be shorter than the headers limit (Node would refuse)', () => {
    const env = parseEnv({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '5000' })
    expect(httpServerOptions(env).requestTimeout).toBe(20_000)
  })
})

describe('requests Node refuses before any middleware (answerClientError)', () => {
  /** Sends raw bytes and returns the whole answer once the server closes the socket. */
  const answerTo = (bytes: string) => withinSeconds(slowClient(bytes).closed, 15, 'refused request')
  const expectSecured = (answer: string, status: string) => {
    const [head] = answer.split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`)
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/)
    expect(head).toContain('\r\nX-Content-Type-Options: nosniff')
    expect(head).toContain('\r\nX-Frame-Options: DENY')
    expect(head).toContain('\r\nReferrer-Policy: strict-origin-when-cross-origin')
    expect(head).toContain('\r\nConnection: close')
    expect(head).toContain('\r\nContent-Length: 0')
  }

  it('headers too large: 431 with the security headers', async () => {
    expectSecured(
      await answerTo(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      '431 Request Header Fields Too Large',
    )
    await stillServes()
  })

  it('a malformed request line: 400 with the security headers', async () => {
    expectSecured(await answerTo('NOT AN HTTP REQUEST\r\n\r\n'), '400 Bad Request')
    await stillServes()
  })

  it('an HTTP/1.1 request without Host: 400 with the security headers, the connection closed', async () => {
    // Even for a page already in memory (the cached-page lane answers those before the app's middleware).
    expect(await answerTo('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1.1 200 OK/,
    )
    const answer = await answerTo('GET / HTTP/1.1\r\nAccept: text/html\r\n\r\n')
    const [head] = answer.split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/)
    expect(head).toContain('\r\nX-Content-Type-Options: nosniff')
    expect(head).toContain('\r\nX-Frame-Options: DENY')
    expect(head).toContain('\r\nReferrer-Policy: strict-origin-when-cross-origin')
    expect(head).toMatch(/\r\nConnection: close/i)
    // HTTP/1.0 has no Host header and is still served.
    expect(await answerTo('GET /robots.txt HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1.1 200 OK/)
    await stillServes()
  })

  it('headers never finished: 408 with the security headers', async () => {
    const client = slowClient('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n')
    const answer = await withinSeconds(client.closed, 15, 'slow headers')
    // The client is still sending and still reading: it gets the answer before the socket closes.
    expectSecured(answer, '408 Request Timeout')
  })
})
