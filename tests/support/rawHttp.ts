import { connect } from 'node:net'

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer }

/** Undoes `Transfer-Encoding: chunked` (the only framing besides Content-Length a Connection: close answer uses). */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!size) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/**
 * Sends bytes exactly as given (no client-side URL normalisation or validation, unlike fetch and node:http)
 * on a fresh connection and reads the answer until the server closes it.
 */
export function rawHttp(port: number, request: Buffer | string | AsyncIterable<Buffer | string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    // No encoding is set, so chunks are Buffers; Node 26's types also allow a string.
    socket.on('data', (chunk) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk))
    // `received` tells a connection refused or reset before any answer (0) from an answer cut short.
    const fail = (error: Error) =>
      reject(Object.assign(error, { received: chunks.reduce((n, chunk) => n + chunk.length, 0) }))
    socket.on('error', fail)
    socket.on('end', () => {
      const data = Buffer.concat(chunks)
      const headEnd = data.indexOf('\r\n\r\n')
      if (headEnd < 0)
        return fail(new Error(`no HTTP answer: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`))
      const [statusLine, ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const rest = data.subarray(headEnd + 4)
      const declared = headers['content-length']
      if (declared !== undefined && rest.length < Number(declared))
        return fail(new Error(`answer cut short: ${rest.length} of ${declared} bytes`))
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? dechunk(rest) : rest,
      })
    })
    if (typeof request === 'string' || Buffer.isBuffer(request)) socket.write(request)
    else
      void (async () => {
        for await (const piece of request) if (!socket.destroyed) socket.write(piece)
      })().catch(reject)
  })
}

/** A GET request for `target`, sent byte for byte (UTF-8), asking for an uncompressed answer. */
export function rawGet(port: number, target: string): Promise<RawResponse> {
  return rawHttp(
    port,
    Buffer.from(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
      'utf8',
    ),
  )
}

export type SlowPost = {
  /** Resolves once the headers and half of the body are sent: the request is in flight. */
  halfway: Promise<void>
  response: Promise<RawResponse>
}

/** A POST whose JSON body arrives in `pieces` parts, `everyMs` apart: a request held in flight on purpose. */
export function slowPost(
  port: number,
  target: string,
  body: string,
  { pieces = 10, everyMs = 100, headers = {} as Record<string, string> } = {},
): SlowPost {
  let reachedHalf: () => void = () => {}
  const halfway = new Promise<void>((resolve) => (reachedHalf = resolve))
  const bytes = Buffer.from(body)
  const head =
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n'
  async function* parts() {
    yield head
    const size = Math.ceil(bytes.length / pieces)
    for (let i = 0; i < pieces; i++) {
      if (i === Math.floor(pieces / 2)) reachedHalf()
      yield bytes.subarray(i * size, (i + 1) * size)
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
    reachedHalf()
  }
  return { halfway, response: rawHttp(port, parts()) }
}
