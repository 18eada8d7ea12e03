import ipaddr from 'ipaddr.js'
import type { Middleware } from 'koa'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { DeliveryChannel, LeadStore } from '../leads/leadStore.ts'
import type { AppState } from '../AppState.ts'

/** What the metrics count of an answered request: read from Koa's context, or from the cached-page lane (never the API). */
export type AnsweredRequest = Pick<AppState, 'pageCache' | 'formSubmission' | 'refusal'> & {
  api?: boolean
  method: string
  path: string
  status: number
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped spellings; anything that is no address is not. */
function isLoopback(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback'
}

/** What a request was for: few values, so every label combination stays a small, fixed set. */
export type RouteKind = 'page' | 'asset' | 'api' | 'health' | 'seo' | 'metrics'

function routeKind({ path, api }: AnsweredRequest): RouteKind {
  if (api) return 'api'
  if (path === '/healthz') return 'health'
  if (path === '/metrics') return 'metrics'
  if (path === '/sitemap.xml' || path === '/robots.txt') return 'seo'
  // Pages have no extension; built assets and public files do.
  return /\.[a-z0-9]+$/i.test(path) ? 'asset' : 'page'
}

/**
 * The numbers an operator watches (Prometheus text, prom-client): requests by route kind and status, their latency,
 * page-cache hits and misses, captchas issued, contact submissions by outcome and refusal reason, leads stored,
 * delivered, failed attempts, pending, the age of the oldest pending lead, and Node's process metrics. One registry
 * per app, so several apps in one test process never mix their counts.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'fluxa_http_requests_total',
    help: 'HTTP requests answered, by route kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'fluxa_http_request_duration_seconds',
    help: 'Time from request to answer, by route kind',
    labelNames: ['kind'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'fluxa_page_cache_total',
    help: 'Page requests served from the in-memory page cache (hit) or rendered (miss)',
    labelNames: ['result'],
    registers: [registry],
  })
  const captchas = new Counter({ name: 'fluxa_captchas_issued_total', help: 'Captchas issued', registers: [registry] })
  const submissions = new Counter({
    name: 'fluxa_contact_submissions_total',
    help: 'Contact form submissions by outcome (accepted, refused, storage_failed) and refusal reason',
    labelNames: ['outcome', 'reason'],
    registers: [registry],
  })
  const stored = new Counter({
    name: 'fluxa_leads_stored_total',
    help: 'Leads written to the lead store by this process',
    registers: [registry],
  })
  const delivered = new Counter({
    name: 'fluxa_leads_delivered_total',
    help: 'Leads accepted by the mail server (channel email) or the CRM (channel webhook), sent by this process',
    labelNames: ['channel'],
    registers: [registry],
  })
  const failed = new Counter({
    name: 'fluxa_lead_delivery_failures_total',
    help: 'Failed delivery attempts by this process, by channel (each is retried with backoff)',
    labelNames: ['channel'],
    registers: [registry],
  })
  let leads: { store: Pick<LeadStore, 'queue'>; channels: readonly DeliveryChannel[]; now: () => number } | undefined
  // Read from the store at each scrape: with a shared database every process reports the same, whole-site values.
  // Only the channels this site sends on: a webhook that is not configured has no series to alert on.
  new Gauge({
    name: 'fluxa_leads_pending',
    help: 'Leads stored and not yet delivered, by channel (the whole store)',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      if (!leads) return
      for (const channel of leads.channels) this.set({ channel }, (await leads.store.queue(channel).counts()).pending)
    },
  })
  new Gauge({
    name: 'fluxa_oldest_pending_lead_age_seconds',
    help: 'Age of the oldest lead not yet delivered, by channel; 0 when none is pending',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      if (!leads) return
      for (const channel of leads.channels) {
        const at = await leads.store.queue(channel).oldestPendingAt()
        this.set({ channel }, at === undefined ? 0 : Math.max(0, (leads.now() - at) / 1000))
      }
    },
  })

  /** Counts an answered request; requestLogger calls it with the time it measured for the log line (one clock, one wrapper). */
  function record(answer: AnsweredRequest, seconds: number): void {
    const kind = routeKind(answer)
    requests.inc({ kind, status: String(answer.status) })
    duration.observe({ kind }, seconds)
    if (answer.pageCache) pageCache.inc({ result: answer.pageCache })
    if (answer.method === 'POST' && answer.path === '/api/captcha/new' && answer.status === 200) captchas.inc()
    if (answer.method === 'POST' && (answer.path === '/api/contact' || answer.formSubmission)) countSubmission(answer)
  }

  async function render(): Promise<{ contentType: string; body: string }> {
    return { contentType: registry.contentType, body: await registry.metrics() }
  }

  function countSubmission({ status, refusal }: AnsweredRequest) {
    if (status === 200) {
      submissions.inc({ outcome: 'accepted', reason: '' })
      stored.inc()
    } else if (status === 503 && refusal === undefined) submissions.inc({ outcome: 'storage_failed', reason: '' })
    else submissions.inc({ outcome: 'refused', reason: refusal ?? 'other' })
  }

  return {
    registry,
    record,
    /** One channel's delivery worker's events. */
    delivery: (channel: DeliveryChannel) => ({
      delivered: () => delivered.inc({ channel }),
      failed: () => failed.inc({ channel }),
    }),
    /** The store whose pending leads the gauges report, on these channels. */
    watchLeads(
      store: Pick<LeadStore, 'queue'>,
      channels: readonly DeliveryChannel[],
      now: () => number = Date.now,
    ): void {
      leads = { store, channels, now }
    },
    /** Prometheus text format, as a scraper expects it. */
    render,
    /**
     * GET or HEAD /metrics on the site's own port, for loopback clients only (METRICS_PORT unset): the connection must
     * come from loopback, and so must the client a trusted proxy names (ctx.ip), or any visitor could read them
     * through a proxy on the same machine.
     */
    loopbackRoute(): Middleware {
      return (ctx, next) => {
        if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
        if (!isLoopback(ctx.req.socket.remoteAddress ?? '') || !isLoopback(ctx.ip)) return next()
        return render().then(({ contentType, body }) => {
          ctx.set('Cache-Control', 'no-store')
          ctx.type = contentType
          ctx.body = body
        })
      }
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
