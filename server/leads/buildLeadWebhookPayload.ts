import type { Lead } from './leadStore.ts'
import { leadWebhookPayloadSchema, type LeadWebhookPayload } from './leadWebhookPayloadSchema.ts'

/** A stored lead as the CRM receives it (docs/crm-webhook.md). */
export function buildLeadWebhookPayload(lead: Lead): LeadWebhookPayload {
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
