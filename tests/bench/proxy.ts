/**
 * `npm run bench:proxy`: deploy/nginx.conf in front of two production processes on one Postgres and one Redis, as
 * tests/unit/hardening/nginxProxy.test.ts runs it. Prints:
 *  - page views through nginx with its cache, for PROXY_BENCH_VIEW_SECONDS: the share of repeated views the cache
 *    served (X-Cache-Status), and the requests that reached a process (the processes' own fluxa_http_requests_total)
 *    per 1,000 page views and per page variant per s-maxage;
 *  - p50 / p99 latency through nginx with the cache and through the same configuration without it;
 *  - the cache's size on disk after PROXY_BENCH_QUERY_SECONDS (10) of page views with random query strings
 *    (?gclid=…, ?fbclid=…, utm_*): no page reads its query, so they must not fill the cache;
 *  - rolling restarts (each process in turn: SIGTERM, its exit, a new one, the next once the new one answers
 *    /healthz; PROXY_BENCH_ROUNDS times) under keep-alive load from autocannon (PROXY_BENCH_RESTART_CONNECTIONS
 *    connections of page views, captcha and contact posts, forms posted without JavaScript, /healthz; a request
 *    unanswered after 10 s counts as failed), on a quiet machine and beside two busy loops, then busy without
 *    `non_idempotent`: requests, answers by status, answers not as expected, socket errors and timeouts by kind,
 *    leads answered 200 and stored.
 * Settings (environment): PROXY_BENCH_VIEW_SECONDS (20: the page views), PROXY_BENCH_S_MAXAGE (2: the processes'
 * HTML_S_MAXAGE_S), PROXY_BENCH_SECONDS (10: each latency run), PROXY_BENCH_CONNECTIONS (20), PROXY_BENCH_ROUNDS (3),
 * PROXY_BENCH_RESTART_CONNECTIONS (16).
 * Needs `npm run build` first. Exits 1 when a goal is missed (hit ratio under 95%, a failed request or a lead lost or
 * stored twice in a rolling restart through deploy/nginx.conf, quiet or busy).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { sitePageRequests } from '../../server/ssr/sitePageRequests.ts'
import { startBusyLoops } from '../support/busyLoops.ts'
import { startFleet } from '../support/fleet.ts'
import { freePort } from '../support/freePort.ts'
import { startNginx } from '../support/startNginx.ts'
import { describeVisitorLoad, startVisitorLoad } from '../support/visitorLoad.ts'

const seconds = Number(process.env.PROXY_BENCH_SECONDS ?? 10)
const connections = Number(process.env.PROXY_BENCH_CONNECTIONS ?? 20)
const viewSeconds = Number(process.env.PROXY_BENCH_VIEW_SECONDS ?? 20)
const rounds = Number(process.env.PROXY_BENCH_ROUNDS ?? 3)
const restartConnections = Number(process.env.PROXY_BENCH_RESTART_CONNECTIONS ?? 16)
// Shorter than the default (300 s) so that a run of seconds sees pages expire and get revalidated many times.
const sMaxAge = Number(process.env.PROXY_BENCH_S_MAXAGE ?? 2)

if (!existsSync('dist/server/entry.mjs')) {
  process.stderr.write('dist/ is missing: run `npm run build` first\n')
  process.exit(1)
}
const print = (line: string) => process.stdout.write(`${line}\n`)

const fleet = await startFleet({
  // The production default pre-render, and pages that expire within the run.
  env: { HTML_S_MAXAGE_S: String(sMaxAge), PRERENDER: 'true' },
  // A loaded machine may take minutes to start a process; a start is not what is measured.
  timeoutMs: 180_000,
  logFiles: true,
})
const { nginx: cached, ports, sites } = fleet
const uncached = await startNginx({ port: await freePort(), upstreams: ports, cache: false })

/** Requests the processes have answered so far (both together), from their own metrics. */
async function originRequests(): Promise<number> {
  let total = 0
  for (const site of sites) {
    const text = await (await fetch(`${site.url}/metrics`)).text()
    for (const match of text.matchAll(/^fluxa_http_requests_total\{[^}]*\} (\d+)/gm)) total += Number(match[1])
  }
  // Minus the /metrics requests this function itself just made.
  return total
}

// Visitors as browsers send them: Chrome's Accept-Encoding; most with no cookie, some who chose a language.
const visitors: Record<string, string>[] = [
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'gzip, deflate, br, zstd', cookie: 'fluxa_locale=pt-BR' },
]
const views = sitePageRequests.flatMap((page) =>
  visitors.map((headers, v) => ({
    path: page.path,
    // A visitor who chose English reads the /en pages; one who chose Portuguese, every page.
    headers: page.locale === 'en-US' && v === 3 ? { ...headers, cookie: 'fluxa_locale=en-US' } : headers,
  })),
)

// 1. Cache hit ratio: every page view in that mix, several times over, through the cached nginx.
const originBefore = await originRequests()
const statuses = new Map<string, number>()
let pageViews = 0
// A repeated view: the same URL with the same headers as one before it (what a cache can answer). Served by the cache:
// HIT, or STALE / UPDATING (a stale copy at once, while nginx revalidates in the background).
const seen = new Set<string>()
let repeated = 0
let repeatedFromCache = 0
const viewsUntil = Date.now() + viewSeconds * 1000
await Promise.all(
  Array.from({ length: connections }, async (_, lane) => {
    for (let i = lane; Date.now() < viewsUntil; i = (i + connections) % views.length) {
      const response = await fetch(`${cached.url}${views[i].path}`, { headers: views[i].headers, redirect: 'manual' })
      await response.arrayBuffer()
      pageViews++
      const status = response.headers.get('x-cache-status') ?? 'none'
      const key = JSON.stringify(views[i])
      if (seen.has(key)) {
        repeated++
        if (['HIT', 'STALE', 'UPDATING'].includes(status)) repeatedFromCache++
      } else seen.add(key)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }),
)
// The metrics requests themselves are counted too: one per process per call, taken off here.
const origin = (await originRequests()) - originBefore - sites.length
const windows = viewSeconds / sMaxAge
// nginx stores one answer per URL and Vary-ed header values: its first view of each is its MISS.
const variants = statuses.get('MISS') ?? 0
print(
  `page views through nginx: ${pageViews} in ${viewSeconds} s (${seen.size} distinct URL + header sets), ` +
    `HTML_S_MAXAGE_S=${sMaxAge}`,
)
print(`cache statuses: ${[...statuses].map(([status, count]) => `${status} ${count}`).join(', ')}`)
print(
  `repeated page views served by the cache: ${((100 * repeatedFromCache) / repeated).toFixed(2)} % ` +
    `(${repeatedFromCache} of ${repeated})`,
)
print(`origin requests per 1,000 page views: ${((1000 * origin) / pageViews).toFixed(1)} (${origin} in all)`)
print(
  `origin requests per stored variant per s-maxage: ${(origin / variants / windows).toFixed(2)} ` +
    `(${variants} variants, ${windows.toFixed(1)} windows of ${sMaxAge} s)`,
)

// 2. Latency through nginx, with and without its cache, on the same page views.
function latency(url: string) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: views.map((view) => ({ method: 'GET', path: view.path, headers: view.headers })),
  })
}
for (const [label, nginx] of [
  ['with the cache', cached],
  ['without the cache', uncached],
] as const) {
  const result = await latency(nginx.url)
  print(
    `nginx ${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`,
  )
}

// 3. Rolling restarts under keep-alive load from autocannon (tests/support/visitorLoad.ts: page views, the captcha and
// the contact post, the form posted without JavaScript, /healthz), each process restarted in turn PROXY_BENCH_ROUNDS
// times, the next one only once the new one answers /healthz (tests/support/fleet.ts); on a quiet machine,
// then beside two busy loops, then busy through the same file without `non_idempotent` (what that retry saves).
async function rollingRestart(url: string, label: string, busyLoops: number): Promise<boolean> {
  const stopBusyLoops = startBusyLoops(busyLoops)
  const load = startVisitorLoad({ url, connections: restartConnections, label, timeoutS: 10 })
  const startedAt = Date.now()
  let report
  let exitCodes
  try {
    await load.more(100)
    exitCodes = await fleet.restartInTurn({ rounds })
    await load.more(100)
  } finally {
    report = await load.stop()
    stopBusyLoops()
  }
  const seconds = (Date.now() - startedAt) / 1000
  const stored = await fleet.storedMessages(label)
  const storedOnce = new Set(stored).size === stored.length && report.leads.every((message) => stored.includes(message))
  print(
    `rolling restart, ${label}: ${rounds} × ${sites.length} restarts in ${seconds.toFixed(0)} s ` +
      `(exit codes ${exitCodes.join(' ')}), ${restartConnections} keep-alive connections`,
  )
  for (const line of describeVisitorLoad(report)) print(`  ${line}`)
  print(
    `  leads stored: ${stored.length}${storedOnce ? ', each once, every one answered 200 among them' : ' (MISMATCH)'}`,
  )
  const failed = [...report.unexpected.values(), ...report.socketErrors.values()].some((count) => count > 0)
  return !failed && storedOnce && exitCodes.every((code) => code === 0)
}
// 4. Random query strings (click and campaign ids) on every page for PROXY_BENCH_QUERY_SECONDS: the cache's size.
const querySeconds = Number(process.env.PROXY_BENCH_QUERY_SECONDS ?? 10)
function cacheSize(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      files += 1
      bytes += statSync(path.join(entry.parentPath, entry.name)).size
    }
  return { files, bytes }
}
const before = cacheSize(cached.cacheDir)
const random = () => Math.random().toString(36).slice(2)
const queries = [
  () => `gclid=${random()}${random()}`,
  () => `fbclid=${random()}`,
  () => `utm_source=${random()}&utm_medium=cpc&utm_campaign=${random()}`,
  () => `${random()}=${random()}`,
]
let sentQueries = 0
const flood = await autocannon({
  url: cached.url,
  connections,
  duration: querySeconds,
  // A browser's Accept-Encoding, as the page views above: the copies already stored are the ones that count.
  headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  requests: [
    {
      setupRequest: (request) => {
        sentQueries += 1
        const page = sitePageRequests[sentQueries % sitePageRequests.length].path
        return { ...request, method: 'GET', path: `${page}?${queries[sentQueries % queries.length]()}` }
      },
    },
  ],
})
const after = cacheSize(cached.cacheDir)
const stillHit = (
  await fetch(`${cached.url}/solutions/fx-desk?gclid=${random()}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  })
).headers.get('x-cache-status')
print(
  `random query strings for ${querySeconds} s (${flood.requests.total} page views, each with its own query, ${flood.non2xx} non-2xx): ` +
    `the cache held ${before.files} files / ${(before.bytes / 1024).toFixed(0)} KiB before, ${after.files} files / ` +
    `${(after.bytes / 1024).toFixed(0)} KiB after; a page with a new query afterwards: ${stillHit}`,
)

const quiet = await rollingRestart(cached.url, 'Pedido quiet', 0)
const busy = await rollingRestart(cached.url, 'Pedido busy', 2)
const noRetry = await startNginx({ port: await freePort(), upstreams: ports, retryPosts: false })
await rollingRestart(noRetry.url, 'Pedido busy without non_idempotent', 2)
await noRetry.stop()

await uncached.stop()
await fleet.stop()
if (repeatedFromCache / repeated < 0.95 || !quiet || !busy) process.exit(1)
