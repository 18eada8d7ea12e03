import { Webhook } from 'standardwebhooks'
import { z } from 'zod'
import { utmKeys } from '../../site/contact/utmKeys.ts'
import { locales } from '../../site/locales.ts'
import type { Lead } from './leadStore.ts'

// The webhook channel of a lead's delivery (docs/crm-webhook.md): the body the CRM receives, and the sender that signs
// and posts it.

/**
 * The body of every lead webhook (docs/crm-webhook.md, where each field is explained with an example): a Standard
 * Webhooks event of type lead.created. The same lead always gives the same body, so a retry is byte for byte the
 * first attempt and a receiver can drop a repeat by its webhook-id.
 */
export const leadWebhookPayloadSchema = z.object({
  type: z.literal('lead.created'),
  /** When the lead was written to the store (ISO 8601, UTC): the event's time, not the attempt's. */
  timestamp: z.iso.datetime(),
  data: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    company: z.string(),
    whatsapp: z.string(),
    message: z.string(),
    page: z.string(),
    locale: z.enum(locales),
    utm: z.partialRecord(z.enum(utmKeys), z.string()),
    receivedAt: z.iso.datetime(),
  }),
})

export type LeadWebhookPayload = z.infer<typeof leadWebhookPayloadSchema>

/** A stored lead as the CRM receives it (docs/crm-webhook.md). */
function buildLeadWebhookPayload(lead: Lead): LeadWebhookPayload {
  const receivedAt = new Date(lead.createdAt).toISOString()
  return leadWebhookPayloadSchema.parse({
    type: 'lead.created',
    timestamp: receivedAt,
    data: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      whatsapp: lead.whatsapp,
      message: lead.message,
      page: lead.page,
      locale: lead.locale,
      utm: lead.utm,
      receivedAt,
    },
  })
}

/**
 * A webhook attempt that failed, with a code safe to log and to keep as the lead's last error: `HTTP_<status>` when
 * the CRM answered outside 2xx (a redirect included: it is not followed), else the network's code (ECONNREFUSED,
 * ETIMEDOUT…). Never the URL (it may hold the CRM's token) nor the answer's body.
 */
class WebhookRefused extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.code = code
  }
}

export type WebhookSenderOptions = {
  url: string
  /** whsec_…, checked at start (server/env.ts). */
  secret: string
  /** The longest one attempt may take, from connecting to the end of the CRM's answer. */
  timeoutMs: number
}

/** The network's own code for a failed fetch (undici puts it on the cause), or the error's name. */
function networkCode(error: unknown): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'ETIMEDOUT'
  const cause: unknown = error instanceof Error ? error.cause : undefined
  const code: unknown = cause instanceof Error && 'code' in cause ? cause.code : undefined
  return typeof code === 'string' ? code : 'EFETCH'
}

/**
 * Sends one lead to the CRM as a Standard Webhooks call (docs/crm-webhook.md): POST, JSON, signed with the
 * standardwebhooks library; webhook-id is the lead's id, so every attempt of one lead carries the same id and the same
 * body (only webhook-timestamp and the signature change). Resolves on a 2xx answer; anything else rejects with a
 * WebhookRefused: another status, a redirect (never followed: the secret's signature is for this URL's owner), no
 * answer within timeoutMs, or no connection.
 */
export function createWebhookSender({ url, secret, timeoutMs }: WebhookSenderOptions) {
  const webhook = new Webhook(secret)
  const { origin } = new URL(url)
  return {
    /** For the start log: the CRM's origin only (the path or query may hold a token). */
    target: origin,
    async send(lead: Lead): Promise<void> {
      const body = JSON.stringify(buildLeadWebhookPayload(lead))
      const sentAt = new Date()
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'fluxa-site-webhook/1',
            'webhook-id': lead.id,
            'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
            'webhook-signature': webhook.sign(lead.id, sentAt, body),
          },
          body,
        })
        // The answer's body is never read (nothing in it matters), but it must be drained or cancelled to free the socket.
        await response.body?.cancel()
      } catch (error) {
        const code = networkCode(error)
        throw new WebhookRefused(code, `no answer from the CRM (${code})`)
      }
      if (response.status < 200 || response.status > 299)
        throw new WebhookRefused(`HTTP_${response.status}`, `the CRM answered ${response.status}`)
    },
  }
}
