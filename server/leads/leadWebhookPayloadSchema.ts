import { z } from 'zod'
import { utmKeys } from '../../site/contact/utmKeys.ts'
import { locales } from '../../site/locales.ts'

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
