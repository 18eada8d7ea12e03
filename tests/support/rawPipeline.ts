import { connect } from 'node:net'

export type PipelinedAnswer = { status: number; headers: Record<string, string>; body: Buffer }

/** One answer's head at `at`, or undefined when the bytes there are not one (so the framing broke before). */
function readHead(data: Buffer, at: number) {
  const end = data.indexOf('\r\n\r\n', at)
  if (end < 0) return undefined
  const [statusLine, ...lines] = data.subarray(at, end).toString('latin1').split('\r\n')
  const match = /^HTTP\/1\.[01] (\d{3}) /.exec(`${statusLine} `)
  if (!match) return undefined
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(match[1]), headers, bodyAt: end + 4 }
}

/**
 * Sends `requests` back to back on one connection (HTTP/1.1 pipelining, byte for byte, the last one should say
 * `Connection: close`), reads until the server closes it, and splits what came back into answers by their framing
 * (Content-Length; no body for a HEAD, a 304 or a 204). Rejects when the framing does not hold: a Content-Length that
 * is not a non-negative integer, fewer bytes than announced, an answer missing, or bytes left over. Exactly the ways a
 * broken answer corrupts the answers after it for a client that reuses its connection.
 */
export function rawPipeline(port: number, requests: string[]): Promise<PipelinedAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const data = Buffer.concat(chunks)
      const answers: PipelinedAnswer[] = []
      let at = 0
      for (const request of requests) {
        const head = readHead(data, at)
        if (!head)
          return reject(
            new Error(
              `answer ${answers.length + 1} is missing or garbled: ${JSON.stringify(data.subarray(at, at + 200).toString('latin1'))}`,
            ),
          )
        const bodiless = request.startsWith('HEAD ') || head.status === 304 || head.status === 204
        const declared = head.headers['content-length']
        if (!bodiless && (declared === undefined || !/^\d+$/.test(declared)))
          return reject(new Error(`answer ${answers.length + 1}: Content-Length ${String(declared)}`))
        const length = bodiless ? 0 : Number(declared)
        if (data.length < head.bodyAt + length)
          return reject(
            new Error(`answer ${answers.length + 1} cut short: ${data.length - head.bodyAt} of ${length} bytes`),
          )
        answers.push({
          status: head.status,
          headers: head.headers,
          body: data.subarray(head.bodyAt, head.bodyAt + length),
        })
        at = head.bodyAt + length
      }
      if (at !== data.length) return reject(new Error(`${data.length - at} bytes after the last answer`))
      resolve(answers)
    })
    socket.write(requests.join(''))
  })
}
