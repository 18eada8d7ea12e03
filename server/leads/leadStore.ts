import { z } from 'zod'
import { utmKeys } from '../../site/contact/utmKeys.ts'
import { locales } from '../../site/locales.ts'

export const leadFieldsSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  whatsapp: z.string(),
  message: z.string(),
  /** The language of the page the visitor wrote from. */
  locale: z.enum(locales),
  /**
   * Where it came from (docs/progressive-enhancement.md): the logical path of the page and the visit's first-touch UTM tags. Leads stored
   * before attribution existed read as '' and {}.
   */
  page: z.string().default(''),
  utm: z.partialRecord(z.enum(utmKeys), z.string()).default({}),
})

/** What a caller stores (page and campaign may be left out); a Lead is what the store gives back. */
export type LeadFields = z.input<typeof leadFieldsSchema>
export type Lead = z.output<typeof leadFieldsSchema> & { id: string; createdAt: number }
/** A lead claimed for one channel, with the attempts that channel has made so far. */
export type PendingLead = Lead & { attempts: number }
export type LeadStatus = {
  status: 'pending' | 'delivered'
  attempts: number
  lastError: string | null
  deliveredAt: number | null
}
export type LeadCounts = { pending: number; delivered: number }

/**
 * The ways a lead leaves the store (docs/leads.md): the e-mail to CONTACT_TO, and the signed webhook to
 * LEAD_WEBHOOK_URL (docs/crm-webhook.md). Each is a row in the one delivery table; a new channel is a new name here
 * and a sender, never a new table or queue.
 */
export const deliveryChannels = ['email', 'webhook'] as const
export type DeliveryChannel = (typeof deliveryChannels)[number]

/** One channel's deliveries: pending until the far side accepts, retried later on failure. */
export type DeliveryQueue = {
  /** Takes the next due lead for leaseMs (every other worker, in any process, skips it meanwhile), or undefined. */
  claimNextDue(leaseMs: number): Promise<PendingLead | undefined>
  /** When the earliest pending lead is due (epoch ms), or undefined when none is pending. */
  nextDueAt(): Promise<number | undefined>
  /** Marks a lead delivered; false if it already was (or does not exist). */
  markDelivered(id: string): Promise<boolean>
  markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>
  counts(): Promise<LeadCounts>
  /** When the oldest pending lead was written (epoch ms), or undefined when none is pending. */
  oldestPendingAt(): Promise<number | undefined>
  /**
   * Makes the leads written since `since` (epoch ms) that never had this channel pending for them (an operator's
   * backfill, docs/crm-webhook.md); a lead already sent or pending is left as it is. Returns how many.
   */
  queueSince(since: number): Promise<number>
}

/** One batch of the retention sweep: how many leads it deleted, and how many of those were still undelivered. */
export type PurgedLeads = { deleted: number; undelivered: number }

/**
 * What every lead store does (docs/leads.md): SQLite in DATA_DIR (one process, the default) or Postgres
 * (DATABASE_URL, shared by every process). Every method may fail when the storage does (a full disk, a database
 * outage): the caller answers 503 or tries again later.
 */
export type LeadStore = {
  readonly kind: 'sqlite' | 'postgres'
  /** Where the leads are, for the start log: the SQLite file, or the database's host and name (never a password). */
  readonly location: string
  /** Writes a new lead, pending on each channel the store was opened with, in one transaction; once it resolves it is durable. */
  add(fields: LeadFields): Promise<Lead>
  /** One channel's deliveries, all in the one delivery table. */
  queue(channel: DeliveryChannel): DeliveryQueue
  /** Every lead: pending while any of its deliveries is, delivered once all are. */
  counts(): Promise<LeadCounts>
  /** Deletes at most `limit` of the leads written before `cutoff` (epoch ms), oldest first, with their deliveries. */
  purgeBefore(cutoff: number, limit: number): Promise<PurgedLeads>
  /** Makes the rows deleted so far leave the storage's files too; stops early (unfinished) when `signal` is aborted. */
  compact(signal?: AbortSignal): Promise<void>
  /** Whether a lead could be written now (for /healthz). */
  isWritable(): Promise<boolean>
  close(): Promise<void>
}

/** The lead store cannot be opened or used: DATA_DIR unusable, the database unreachable or not migrated. */
export class LeadStoreError extends Error {}
