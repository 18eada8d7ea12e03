/**
 * `npm run load`: the production server under 200 concurrent connections for 60 s, mixing page views, captcha requests
 * and valid contact submissions (each with a real captcha, solved, at least 3 s old, used once), against a local SMTP
 * sink. Prints requests/s, latency percentiles, error counts (429s apart: they are intended), the server's RSS over
 * time, and leads accepted versus e-mails received once the delivery worker has drained.
 *
 * Settings (environment): LOAD_DURATION (s, 60), LOAD_CONNECTIONS (200), LOAD_MAX_LEADS (500: valid submissions at most).
 * Needs `npm run build` first. Exits 1 when a goal is missed (errors, a lead lost or sent twice).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import autocannon from 'autocannon'
import { contactBody } from '../support/contactApi.ts'
import { startSiteProcess } from '../support/startSiteProcess.ts'
import { startSmtpSink } from '../support/startSmtpSink.ts'
import type { Captcha } from '../../site/contact/captchaSchema.ts'

const duration = Number(process.env.LOAD_DURATION ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200)
const maxLeads = Number(process.env.LOAD_MAX_LEADS ?? 500)
const minCaptchaAgeMs = 3_100

if (!existsSync('dist/server/entry.mjs')) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** Resident memory of a process in MiB, from /proc (Linux). */
const rssMiB = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : NaN
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const work = mkdtempSync(path.join(tmpdir(), 'fluxa-load-'))
const dataDir = path.join(work, 'data')
const sink = await startSmtpSink()
const port = await freePort()
const site = await startSiteProcess({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: sink.url,
  MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
  CONTACT_TO: 'sales@fluxa.test',
  CAPTCHA_SECRET: 'load-test-secret-load-test-secret-0123456789',
  // Every request comes from 127.0.0.1: the limits are raised so that only an intended flood would meet them.
  RATE_LIMIT_CAPTCHA: '1000000000',
  RATE_LIMIT_CONTACT: '1000000000',
  LOG_LEVEL: 'warn',
})
const pid = site.child.pid ?? 0

// Warm the page cache the way a first visitor would, so the run measures steady state.
const pages = [
  '/',
  '/en',
  '/solutions/fx-desk',
  '/en/solutions/pay-in-payout',
  '/methods/pix',
  '/countries/brazil',
  '/en/industries/gaming',
  '/terms',
  '/en/privacy',
  '/about-us',
]
const missing = '/no-such-page'
for (const page of [...pages, missing])
  await fetch(`${site.url}${page}`, { headers: { 'accept-encoding': 'br, gzip' } })

type Kind = 'page' | 'captcha' | 'contact'
const counts = {
  page: new Map<number, number>(),
  captcha: new Map<number, number>(),
  contact: new Map<number, number>(),
}
const count = (kind: Kind, status: number) => counts[kind].set(status, (counts[kind].get(status) ?? 0) + 1)

/** Captchas issued during the run, waiting to be old enough (docs/contact-and-captcha.md: 3 s) to be answered. */
const pool: Captcha[] = []
let submitted = 0
let accepted = 0
let pageTurn = 0
const nextPage = () => (++pageTurn % 25 === 0 ? missing : pages[pageTurn % pages.length])

type Context = { kind?: Kind }
const pageRequest = {
  method: 'GET' as const,
  setupRequest: (request: autocannon.Request, context: object) => {
    ;(context as Context).kind = 'page'
    return { ...request, path: nextPage() }
  },
}
const browserHeaders = { 'accept-encoding': 'br, gzip', 'accept-language': 'pt-BR' }

const requests: autocannon.Request[] = [
  pageRequest,
  {
    method: 'POST',
    path: '/api/captcha/new',
    onResponse: (status, body) => {
      count('captcha', status)
      if (status !== 200) return
      // A bounded pool of the newest: a captcha is valid for 10 minutes, so old ones give way.
      if (pool.length >= 5_000) pool.shift()
      pool.push(JSON.parse(body) as Captcha)
    },
  },
  pageRequest,
  {
    method: 'POST',
    path: '/api/contact',
    setupRequest: (request, context) => {
      // Submissions spread over the whole run (not all in the first seconds), so the worker delivers under load.
      const due = Math.ceil((maxLeads * (Date.now() - started)) / (duration * 1000))
      const ready =
        pool.length > 0 && Date.now() - pool[0].issuedAt >= minCaptchaAgeMs && submitted < Math.min(maxLeads, due)
      if (!ready) return pageRequest.setupRequest({ ...request, method: 'GET', body: undefined }, context)
      ;(context as Context).kind = 'contact'
      const captcha = pool.shift() as Captcha
      const n = ++submitted
      const body = contactBody(captcha, {
        name: `Carga ${n}`,
        email: `lead${n}@example.com`,
        message: `Mensagem de carga número ${n}.`,
      })
      return {
        ...request,
        headers: { ...browserHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    },
    onResponse: (status, _body, context) => {
      const kind = (context as Context).kind ?? 'page'
      count(kind, status)
      if (kind === 'contact' && status === 200) accepted++
    },
  },
]

const rss: { at: number; mib: number }[] = [{ at: 0, mib: rssMiB(pid) }]
const started = Date.now()
const sampler = setInterval(() => rss.push({ at: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) }), 5_000)

console.log(
  `load: ${connections} connections for ${duration} s against ${site.url} (server pid ${pid}, RSS ${rss[0].mib} MiB)`,
)
// Requests per second, and when errors happened, to tell a steady state from a stall.
const perSecond: number[] = []
const errorSeconds: number[] = []
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    { url: site.url, connections, duration, headers: browserHeaders, requests, timeout: 10 },
    (error, done) => (error ? reject(error) : resolve(done)),
  )
  // The typings omit the tick's argument, which autocannon documents and passes: { counter, bytes } of that second.
  instance.on('tick', (...args: unknown[]) => perSecond.push((args[0] as { counter: number }).counter))
  instance.on('reqError', () => errorSeconds.push(Math.round((Date.now() - started) / 1000)))
})
clearInterval(sampler)
const rssEndOfLoad = rssMiB(pid)

// Submissions still in flight when the run stopped were stored without their answer being read: the store, not
// the answers, says which leads exist. The worker sends one lead at a time: wait until none is pending (or nothing
// moves for 30 s), reading the SQLite file beside the running server (WAL allows it).
const leadsDb = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true })
const pending = () =>
  (
    leadsDb.prepare(`SELECT COUNT(*) AS n FROM deliveries WHERE channel = 'email' AND status = 'pending'`).get() as {
      n: number
    }
  ).n
const drainStarted = Date.now()
let lastCount = -1
let lastMove = Date.now()
while (pending() > 0 && Date.now() - lastMove < 30_000) {
  if (sink.messages.length !== lastCount) {
    lastCount = sink.messages.length
    lastMove = Date.now()
  }
  await sleep(200)
}
leadsDb.close()
const drainSeconds = (Date.now() - drainStarted) / 1000
await sleep(1_000) // a duplicate would show up now
const rssAfterDrain = rssMiB(pid)
const exitCode = await site.stop('SIGTERM')

const messageIds = sink.messages.map((mail) => /^Message-ID:\s*<lead-([^@>]+)@/im.exec(mail.raw)?.[1] ?? '?')
const unique = new Set(messageIds)
const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true })
const stored = db.prepare(`SELECT lead_id AS id, status FROM deliveries WHERE channel = 'email'`).all() as {
  id: string
  status: string
}[]
db.close()
const storedIds = new Set(stored.map((row) => row.id))
await sink.close()
rmSync(work, { recursive: true, force: true })

// --- report -----------------------------------------------------------------------------------------------------

// Page views are counted as everything that was not a captcha or a contact submission (no page body is kept).
for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
  const others =
    (counts.captcha.get(Number(status)) ?? 0) +
    (counts.contact.get(Number(status)) ?? 0) +
    (counts.page.get(Number(status)) ?? 0)
  counts.page.set(Number(status), (counts.page.get(Number(status)) ?? 0) + Number(stat.count ?? 0) - others)
}

const intended = (kind: Kind, status: number) => status === 429 || status === 200 || (kind === 'page' && status === 404)
const errorsByKind = Object.fromEntries(
  (Object.keys(counts) as Kind[]).map((kind) => [
    kind,
    [...counts[kind]].filter(([status]) => !intended(kind, status)).reduce((n, [, c]) => n + c, 0),
  ]),
) as Record<Kind, number>
const rateLimited = (Object.keys(counts) as Kind[]).reduce((n, kind) => n + (counts[kind].get(429) ?? 0), 0)
const statusLine = (kind: Kind) =>
  [...counts[kind]]
    .sort(([a], [b]) => a - b)
    .map(([status, c]) => `${status}×${c}`)
    .join(' ')
const { latency } = result

console.log(`
requests            ${result.requests.total} in ${result.duration} s: ${Math.round(result.requests.average)} req/s on average (min ${result.requests.min}, max ${result.requests.max} per second)
req/s by 5 s        ${Array.from({ length: Math.floor(perSecond.length / 5) }, (_, i) => Math.round(perSecond.slice(i * 5, i * 5 + 5).reduce((a, b) => a + b, 0) / 5)).join(' ')}
latency (ms)        p50 ${latency.p50}  p90 ${latency.p90}  p97.5 ${latency.p97_5}  p99 ${latency.p99}  p99.9 ${latency.p99_9}  max ${latency.max}  (mean ${latency.average.toFixed(1)})
by kind             pages ${statusLine('page')} | captcha ${statusLine('captcha')} | contact ${statusLine('contact')}
errors              connection ${result.errors} (timeouts ${result.timeouts}${errorSeconds.length ? `, at s ${[...new Set(errorSeconds)].join(',')}` : ''}), unexpected status: pages ${errorsByKind.page}, captcha ${errorsByKind.captcha}, contact ${errorsByKind.contact}
rate limited (429)  ${rateLimited} (intended; the limits are raised for this run)
server RSS (MiB)    start ${rss[0].mib}, ${rss
  .slice(1)
  .map((s) => `${s.at}s ${s.mib}`)
  .join(', ')}, end of load ${rssEndOfLoad}, after drain ${rssAfterDrain}
leads               submitted ${submitted}, answered 200 ${accepted}, answer cut off by the end of the run ${submitted - [...counts.contact.values()].reduce((a, b) => a + b, 0)}, stored ${stored.length} (${stored.filter((r) => r.status === 'delivered').length} delivered)
e-mails             received ${sink.messages.length}, distinct leads ${unique.size}, duplicates ${sink.messages.length - unique.size}, drained in ${drainSeconds.toFixed(1)} s
shutdown            exit code ${exitCode}`)

const lost = [...storedIds].filter((id) => !unique.has(id)).length
const problems = [
  result.errors > 0 && `${result.errors} connection errors`,
  errorsByKind.page + errorsByKind.captcha + errorsByKind.contact > 0 && 'unexpected statuses',
  accepted > stored.length && `${accepted} answered 200 but only ${stored.length} stored`,
  lost > 0 && `${lost} stored leads never e-mailed`,
  sink.messages.length !== unique.size && `${sink.messages.length - unique.size} duplicate e-mails`,
  [...unique].some((id) => !storedIds.has(id)) && 'an e-mail for a lead that was never stored',
  exitCode !== 0 && `exit code ${exitCode}`,
].filter(Boolean)
console.log(
  problems.length
    ? `\nGOALS MISSED: ${problems.join('; ')}`
    : '\nall goals met: no errors but intended 429s, every accepted lead received exactly once',
)
process.exit(problems.length ? 1 : 0)
