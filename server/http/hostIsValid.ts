import type { IncomingMessage } from 'node:http'

// uri-host [":" port] (RFC 9110 §4.2.3, RFC 3986 §3.2.2): an IP literal in brackets, or a reg-name / IPv4 address.
const hostSyntax = /^(?:\[[0-9A-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d{0,5})?$/

/**
 * RFC 9112 §3.2: a request carries at most one Host field, well formed, and an HTTP/1.1 one must carry it; anything
 * else is a 400. Read from the raw headers: Node keeps only the first of two Host fields in `headers`.
 */
export function hostIsValid(req: IncomingMessage): boolean {
  let host: string | undefined
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].length !== 4 || raw[i].toLowerCase() !== 'host') continue
    if (host !== undefined) return false
    host = raw[i + 1]
  }
  if (host === undefined) return req.httpVersionMajor === 1 && req.httpVersionMinor === 0
  return hostSyntax.test(host)
}
