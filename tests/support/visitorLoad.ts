import autocannon from 'autocannon'
import { captchaSchema, type Captcha } from '../../site/contact/captchaSchema.ts'
import { contactBody } from './contactApi.ts'

/**
 * Keep-alive load from autocannon (a standard load tool), as visitors send it through the balancer during a rolling
 * restart (docs/several-processes.md): each connection loops over page views, the contact form's captcha and its post,
 * the form's first step posted without JavaScript, and a health check. Every answer is checked as a visitor would
 * notice it, and every lead answered 200 is named, so the caller can look for each one in the store.
 */
export type VisitorLoadReport = {
  /** Answers received (every kind of request). */
  answers: number
  /** Answers by HTTP status. */
  byStatus: Map<number, number>
  /** Answers that were not what the visitor expected, by request and status ("POST /api/contact 502"). */
  unexpected: Map<string, number>
  /** A few of those answers as they came, to read. */
  examples: string[]
  /** Requests that got no answer, by kind: the socket's error code, or `timeout` (no answer within timeoutS). */
  socketErrors: Map<string, number>
  /** The message of every lead the site answered 200 for. */
  leads: string[]
  /** Leads posted (answered or not). */
  leadsPosted: number
}

export type VisitorLoad = {
  /** Resolves once this many more requests have ended, answered or not (the load runs; it goes on after a change). */
  more: (count: number) => Promise<void>
  /** Stops sending, and the report of everything answered so far. */
  stop: () => Promise<VisitorLoadReport>
}

export type VisitorLoadOptions = {
  /** The balancer's URL. */
  url: string
  /** Concurrent keep-alive connections. */
  connections: number
  /** Starts every lead's message, so the caller finds this run's leads in the store. */
  label: string
  /** Seconds without an answer after which a request counts as failed (autocannon's `timeout`). */
  timeoutS: number
}

type Kind = { name: string; expected: (status: number, body: string) => boolean }

const document = (lang: string) => (status: number, body: string) =>
  status === 200 && body.includes(`<html lang="${lang}"`) && body.trimEnd().endsWith('</html>')
const kinds = {
  pagePt: { name: 'GET /methods/pix', expected: document('pt-BR') },
  pageEn: { name: 'GET /en/solutions/fx-desk', expected: document('en-US') },
  captcha: {
    name: 'POST /api/captcha/new',
    expected: (status, body) => status === 200 && captchaSchema.safeParse(safeJson(body)).success,
  },
  contact: { name: 'POST /api/contact', expected: (status, body) => status === 200 && body === '{"ok":true}' },
  // The form's first step posted without JavaScript: the same page with the captcha's question, ready to send.
  form: {
    name: 'POST /en/methods/pix (no JavaScript)',
    expected: (status, body) => status === 200 && /What is \d+ [-−+×*] \d+\?/.test(body),
  },
  health: { name: 'GET /healthz', expected: (status, body) => status === 200 && body === '{"ok":true}' },
} satisfies Record<string, Kind>

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Starts the load; it runs until stop(). */
export function startVisitorLoad({ url, connections, label, timeoutS }: VisitorLoadOptions): VisitorLoad {
  const report: VisitorLoadReport = {
    answers: 0,
    byStatus: new Map(),
    unexpected: new Map(),
    examples: [],
    socketErrors: new Map(),
    leads: [],
    leadsPosted: 0,
  }
  // What each connection is in the middle of: its last captcha, and the lead it is posting (autocannon's context).
  const state = new WeakMap<object, { captcha?: Captcha; message?: string }>()
  const of = (context: object) => state.get(context) ?? state.set(context, {}).get(context) ?? {}
  const check =
    (kind: Kind, then?: (body: string, context: object) => void) => (status: number, body: string, context: object) => {
      report.answers++
      report.byStatus.set(status, (report.byStatus.get(status) ?? 0) + 1)
      if (kind.expected(status, body)) return then?.(body, context)
      const key = `${kind.name} ${status}`
      report.unexpected.set(key, (report.unexpected.get(key) ?? 0) + 1)
      if (report.examples.length < 5) report.examples.push(`${key}: ${body.replace(/\s+/g, ' ').slice(0, 200)}`)
    }
  let leadNumber = 0
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin: url }
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  const instance = autocannon(
    {
      url,
      connections,
      timeout: timeoutS,
      // nginx ends a keep-alive connection after 1,000 requests (keepalive_requests) with `Connection: close`, which
      // autocannon ignores: it writes its next request on the closing connection, that request is lost, and every
      // later answer on the new connection is matched with the request before it. So each connection is renewed by
      // autocannon itself every 500 requests (the answer that triggers it is not handed to onResponse).
      reconnectRate: 500,
      // Runs until stop().
      duration: 24 * 3600,
      requests: [
        { method: 'GET', path: '/methods/pix', onResponse: check(kinds.pagePt) },
        {
          method: 'POST',
          path: '/api/captcha/new',
          onResponse: check(kinds.captcha, (body, context) => {
            of(context).captcha = captchaSchema.parse(JSON.parse(body))
          }),
        },
        {
          method: 'POST',
          path: '/api/contact',
          // No captcha (its request failed): the connection starts its loop again.
          setupRequest: (request, context) => {
            const current = of(context)
            const captcha = current.captcha
            current.captcha = undefined
            // autocannon restarts the loop on a falsy request (its documented contract, missing from its types).
            if (!captcha) return undefined as never
            current.message = `${label} ${++leadNumber}: quero receber via PIX.`
            report.leadsPosted++
            return {
              ...request,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(contactBody(captcha, { message: current.message })),
            }
          },
          onResponse: check(kinds.contact, (_, context) => {
            const message = of(context).message
            if (message) report.leads.push(message)
          }),
        },
        { method: 'GET', path: '/en/solutions/fx-desk', onResponse: check(kinds.pageEn) },
        {
          method: 'POST',
          path: '/en/methods/pix',
          headers: formHeaders,
          body: new URLSearchParams({
            name: 'Ana',
            email: 'ana@example.com',
            message: 'Hello',
            website: '',
          }).toString(),
          onResponse: check(kinds.form),
        },
        { method: 'GET', path: '/healthz', onResponse: check(kinds.health) },
      ],
    },
    () => finish(),
  )
  instance.on('reqError', (error: unknown) => {
    const code = !(error instanceof Error)
      ? String(error)
      : error.message === 'request timed out'
        ? 'timeout'
        : 'code' in error && typeof error.code === 'string'
          ? error.code
          : error.message
    report.socketErrors.set(code, (report.socketErrors.get(code) ?? 0) + 1)
  })
  const ended = () => report.answers + [...report.socketErrors.values()].reduce((sum, count) => sum + count, 0)
  return {
    more: (count) =>
      new Promise((resolve) => {
        const until = ended() + count
        const onEnd = () => {
          if (ended() < until) return
          instance.off('response', onEnd)
          instance.off('reqError', onEnd)
          resolve()
        }
        instance.on('response', onEnd)
        instance.on('reqError', onEnd)
      }),
    stop: async () => {
      instance.stop()
      await done
      return report
    },
  }
}

/** The report as lines to print: requests, answers by status, what was unexpected, socket errors by kind. */
export function describeVisitorLoad(report: VisitorLoadReport): string[] {
  const list = (counts: Map<string | number, number>) =>
    counts.size === 0
      ? 'none'
      : [...counts]
          .sort(([a], [b]) => String(a).localeCompare(String(b)))
          .map(([key, count]) => `${key}: ${count}`)
          .join(', ')
  const errors = [...report.socketErrors.values()].reduce((sum, count) => sum + count, 0)
  const notAsExpected = [...report.unexpected.values()].reduce((sum, count) => sum + count, 0)
  return [
    `requests: ${report.answers + errors} (${report.answers} answered, ${errors} socket errors or timeouts)`,
    `answers by status: ${list(report.byStatus)}`,
    `answers not as expected: ${notAsExpected}${notAsExpected ? ` (${list(report.unexpected)})` : ''}`,
    ...report.examples.map((example) => `  e.g. ${example}`),
    `socket errors by kind: ${list(report.socketErrors)}`,
    `leads posted: ${report.leadsPosted}, answered 200: ${report.leads.length}`,
  ]
}
