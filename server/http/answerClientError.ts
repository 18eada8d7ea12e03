import { STATUS_CODES } from 'node:http'
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
 */
export function answerClientError(headers: Array<[string, string]>, logger: Logger) {
  const headerLines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')
  return (error: ClientError, socket: Duplex) => {
    // A reset, or a socket Node has already answered on or closed: nothing can be sent.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = statusFor(error.code)
    logger.warn({ code: error.code, status }, 'request rejected before routing')
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headerLines}\r\n`,
    )
  }
}
