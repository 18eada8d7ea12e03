import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'

type ClientError = Error & { code?: string }

/** What Node itself would answer to a request it could not parse or that took too long. */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/**
 * The server's 'clientError' handler: Node answers malformed, oversized and too-slow requests itself, before any
 * middleware runs, with a bare status line. This answers the same status with the security headers every other
 * answer carries, `Connection: close` and no body, and logs one warn line (the error code, never the bytes).
 * An answer is never written into another one (docs/operations.md): `track` sees every request, so when the error
 * comes while the socket's last answer is still being written, the error's answer waits for it to finish; when the
 * error is that last request's own (its body arriving too slowly or malformed after it was answered), it already has
 * its answer and gets no second one: the socket is closed once that answer is out.
 */
export function answerClientError(headers: Array<[string, string]>, logger: Logger) {
  const headerLines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')
  const exchanges = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>()

  function onClientError(error: ClientError, socket: Duplex): void {
    // A reset, or a socket Node has already answered on or closed: nothing can be sent.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = statusFor(error.code)
    const last = exchanges.get(socket)
    // The error is the last request's own (its body too slow or malformed) and that request has an answer already.
    const answered = last !== undefined && !last.req.complete && last.res.headersSent
    logger.warn({ code: error.code, status: answered ? last.res.statusCode : status }, 'request refused before routing')
    const answer = () => {
      if (answered) socket.end()
      else
        socket.end(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headerLines}\r\n`,
        )
    }
    // An answer being written, or owed to a complete request, goes out whole first; a request still being received
    // and not answered gets this answer in its place.
    if (last && !last.res.writableFinished && (last.res.headersSent || last.req.complete))
      last.res.once('finish', answer)
    else answer()
  }

  return {
    /** Called with every request the server hands to the app, before the app sees it. */
    track(req: IncomingMessage, res: ServerResponse): void {
      exchanges.set(req.socket, { req, res })
    },
    onClientError,
  }
}
