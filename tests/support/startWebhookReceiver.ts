import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { leadWebhookPayloadSchema, type LeadWebhookPayload } from '../../server/leads/webhookChannel.ts'

/** A Standard Webhooks secret as an operator makes one: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

type WebhookCall = {
  /** The path it was sent to (a followed redirect would show here). */
  path: string
  id: string
  timestamp: string
  body: string
  /** The body as the payload schema reads it (only calls whose signature verified get here). */
  payload: LeadWebhookPayload
  contentType: string
  /** The status this receiver answered. */
  status: number
  at: number
}

/** What the receiver does with the next calls: take them, refuse them (503), redirect them, or never answer. */
export type ReceiverMode = 'accept' | 'refuse' | 'redirect' | 'hang'

export type WebhookReceiver = {
  url: string
  port: number
  /** Every call whose signature verified, in order of arrival, with the answer it got. */
  calls: WebhookCall[]
  /** Calls whose signature did not verify (must stay empty). */
  forged: string[]
  /** The calls answered 2xx. */
  accepted: () => WebhookCall[]
  /** The ids of the calls answered 2xx, sorted. */
  acceptedIds: () => string[]
  mode: ReceiverMode
  /** Told of every verified call as it arrives (before it is answered). */
  onCall?: (call: WebhookCall) => void
  close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * A CRM's webhook endpoint on loopback, as docs/crm-webhook.md tells the sales team to write one: a real HTTP server
 * that verifies every call's signature with the standardwebhooks library (Webhook.verify) before it looks at it.
 * `port` reuses a port (a receiver that was down comes back where the site expects it).
 */
export async function startWebhookReceiver({
  secret,
  port = 0,
  mode = 'accept',
}: {
  secret: string
  port?: number
  mode?: ReceiverMode
}): Promise<WebhookReceiver> {
  const webhook = new Webhook(secret)
  const hung: ServerResponse[] = []
  const receiver: WebhookReceiver = {
    url: '',
    port: 0,
    calls: [],
    forged: [],
    accepted: () => receiver.calls.filter((call) => call.status >= 200 && call.status < 300),
    acceptedIds: () =>
      receiver
        .accepted()
        .map((call) => call.id)
        .sort(),
    mode,
    close: async () => {
      for (const response of hung) response.destroy()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      }
      let payload: LeadWebhookPayload
      try {
        payload = leadWebhookPayloadSchema.parse(webhook.verify(body, headers))
      } catch (error) {
        receiver.forged.push(String(error))
        response.writeHead(401).end()
        return
      }
      const status = { accept: 204, refuse: 503, redirect: 307, hang: 0 }[receiver.mode]
      const call: WebhookCall = {
        path: request.url ?? '',
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        body,
        payload,
        contentType: String(request.headers['content-type']),
        status,
        at: Date.now(),
      }
      receiver.calls.push(call)
      receiver.onCall?.(call)
      if (receiver.mode === 'hang') hung.push(response)
      else if (receiver.mode === 'redirect') response.writeHead(status, { location: `${receiver.url}/elsewhere` }).end()
      else response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  receiver.port = (server.address() as AddressInfo).port
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/leads`
  return receiver
}
