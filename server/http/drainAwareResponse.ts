import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http'

type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[]

/**
 * node:http's response, for `createServer({ ServerResponse })`: once the process drains (docs/operations.md, "How a stop
 * proceeds"), every answer whose head is written from then on says `Connection: close`, also one whose request arrived
 * before the signal. Deciding when the head is written, not when the request arrives, is what lets a balancer see
 * every connection it may still reuse close during the drain. Every answer's head passes through writeHead (Node's
 * implicit head too).
 */
export function drainAwareResponse(draining: () => boolean): typeof ServerResponse<IncomingMessage> {
  return class DrainAwareResponse extends ServerResponse<IncomingMessage> {
    // Both of writeHead's forms: (status, message?, headers?) and (status, headers?).
    override writeHead(statusCode: number, messageOrHeaders?: string | Headers, headers?: Headers): this {
      if (draining() && !this.headersSent) this.shouldKeepAlive = false
      return typeof messageOrHeaders === 'string' || messageOrHeaders === undefined
        ? super.writeHead(statusCode, messageOrHeaders, headers)
        : super.writeHead(statusCode, messageOrHeaders)
    }
  }
}
