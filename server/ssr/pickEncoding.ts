import type { IncomingMessage } from 'node:http'
import accepts from 'accepts'
import type { Encoding } from './renderCache.ts'

const encodingOf = new Map<string, Encoding>()

/**
 * The smallest body the client accepts. Browsers list "gzip, deflate, br" with equal weights, which a negotiation
 * would settle in list order (gzip): brotli is chosen whenever it is acceptable at all, as sirv does. Clients send a
 * handful of distinct headers, so each one's answer is remembered (up to a bound) rather than parsed per request.
 * The negotiation is Koa's own (accepts), so both ways a page is served choose alike.
 */
export function pickEncoding(req: IncomingMessage): Encoding {
  const header = req.headers['accept-encoding'] ?? ''
  let chosen = encodingOf.get(header)
  if (chosen === undefined) {
    const accept = accepts(req)
    chosen = accept.encodings('br') === 'br' ? 'br' : accept.encodings('gzip') === 'gzip' ? 'gzip' : 'identity'
    if (encodingOf.size < 256) encodingOf.set(header, chosen)
  }
  return chosen
}
