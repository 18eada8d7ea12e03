// `npm run bench:abuse`: what refused form posts and a flood of client addresses cost a running site. Prints figures;
// asserts nothing about time. autocannon on loopback against one production process with the default settings
// (TRUST_PROXY=true, so a forwarded address is the client, as behind the reference nginx); stopped at the end.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startSiteProcess } from '../support/startSiteProcess.ts'
import { waitFor } from '../support/waitFor.ts'

const runProcess = promisify(execFile)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 8
const addresses = Number(process.env.BENCH_ADDRESSES ?? 200_000)
const cachedPage = '/solutions/fx-desk'
const form = new URLSearchParams({ name: 'Ana', email: 'ana@example.com', message: 'Olá', website: '' }).toString()

type Flood = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

const run = (
  url: string,
  flood: Flood,
  options: { duration?: number; amount?: number; forwardedFor?: () => string } = {},
) =>
  autocannon({
    url: `${url}${flood.path}`,
    connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? seconds }),
    method: flood.method ?? 'GET',
    headers: { 'accept-encoding': 'gzip, deflate, br', ...flood.headers },
    body: flood.body,
    requests: options.forwardedFor
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': options.forwardedFor?.() ?? '' },
            }),
          },
        ]
      : undefined,
  })

const work = mkdtempSync(path.join(tmpdir(), 'fluxa-bench-abuse-'))
const logFile = path.join(work, 'server.log')
const rssMiB = (pid: number | undefined) => {
  const match = pid ? /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8')) : null
  return match ? Number(match[1]) / 1024 : NaN
}
/** The V8 heap in use, from the process's own /metrics (prom-client's default metrics; loopback may read them). */
const heapMiB = async (url: string) => {
  const text = await (await fetch(`${url}/metrics`)).text()
  return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]) / 2 ** 20
}
const statuses = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count = 0 }]) => `${count} × ${status}`)
    .join(', ')

/** The heap the buckets of `addresses` clients hold, measured in a fresh process (tests/bench/limiterHeap.ts). */
async function limiterHeapMiB(
  limiter: 'per-address' | 'memory' | 'bounded' | 'redis-down' | 'redis-down-insurance',
  kind: 'one-64' | 'distinct-64s',
  count = addresses,
) {
  const script = path.join(import.meta.dirname, 'limiterHeap.ts')
  const { stdout } = await runProcess(process.execPath, [
    '--expose-gc',
    '--disable-warning=ExperimentalWarning',
    script,
    limiter,
    kind,
    String(count),
  ])
  return Number(stdout.trim()) / 2 ** 20
}

const load = loadavg()[0]
ensureBuilt()
const site = await startSiteProcess(
  {
    PORT: process.env.BENCH_PORT ?? '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    CAPTCHA_SECRET: 'bench-abuse-secret-0123456789abcdef-0123',
  },
  { logFile, timeoutMs: 60_000 },
)
try {
  await waitFor(() => readFileSync(logFile, 'utf8').includes('"msg":"pages prerendered"'), {
    timeoutMs: 120_000,
    what: 'the prerender',
  })
  const page: Flood = { path: cachedPage }
  const crossSite: Flood = {
    path: '/',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    body: form,
  }
  const rateLimited: Flood = {
    path: '/',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body: form,
  }
  await run(site.url, page, { duration: 3 }) // warm-up
  const alone = await run(site.url, page)
  // The control: a flood of the cached page itself. One process on a shared CPU splits its time between the two sides,
  // so this is what the page keeps when a refusal costs exactly what a cached page costs.
  const [underControl, controlFlood] = await Promise.all([run(site.url, page), run(site.url, page)])
  // Each cross-site post from an address of its own (a botnet), so each is a 403 rather than the bucket's 429.
  let sender = 0
  const ipv4 = () => (++sender, `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`)
  const [underCrossSite, crossSiteFlood] = await Promise.all([
    run(site.url, page),
    run(site.url, crossSite, { forwardedFor: ipv4 }),
  ])
  const [underRateLimited, rateLimitedFlood] = await Promise.all([run(site.url, page), run(site.url, rateLimited)])
  // Again alone: the machine is shared, and its load may have changed since the first run.
  const aloneAfter = await run(site.url, page)

  // Distinct client addresses, each a fresh rate-limit key unless the server folds them (IPv6 /64).
  let n = 0
  const hex = (value: number) => (value % 65_536).toString(16)
  const heapBefore = await heapMiB(site.url)
  const rssBefore = rssMiB(site.child.pid)
  const oneNetwork = await run(
    site.url,
    { path: '/api/captcha/new', method: 'POST' },
    {
      amount: addresses,
      forwardedFor: () => (++n, `2001:db8:77:1:${hex(n >> 16)}:${hex(n)}:${hex(n * 7)}:${hex(n * 13)}`),
    },
  )
  const heapOneNetwork = await heapMiB(site.url)
  const rssOneNetwork = rssMiB(site.child.pid)
  n = 0
  const manyNetworks = await run(
    site.url,
    { path: '/api/captcha/new', method: 'POST' },
    {
      amount: addresses,
      forwardedFor: () => (++n, `2001:db8:${hex(n >> 16)}:${hex(n)}::1`),
    },
  )
  const heapManyNetworks = await heapMiB(site.url)
  const rssManyNetworks = rssMiB(site.child.pid)

  const unboundedOneSixtyFour = await limiterHeapMiB('per-address', 'one-64')
  const boundedOneSixtyFour = await limiterHeapMiB('bounded', 'one-64')
  const unboundedSixtyFours = await limiterHeapMiB('memory', 'distinct-64s')
  const boundedSixtyFours = await limiterHeapMiB('bounded', 'distinct-64s')
  // Redis down (a real redis-server, stopped): the fallback each limiter answers from (docs/several-processes.md).
  const redisDownClients = Number(process.env.BENCH_REDIS_DOWN_CLIENTS ?? 300_000)
  const insuranceDown = await limiterHeapMiB('redis-down-insurance', 'distinct-64s', redisDownClients)
  const boundedDown = await limiterHeapMiB('redis-down', 'distinct-64s', redisDownClients)

  const rps = (result: autocannon.Result) => result.requests.average
  const aloneMean = (rps(alone) + rps(aloneAfter)) / 2
  const share = (during: autocannon.Result) =>
    `${((100 * rps(during)) / aloneMean).toFixed(0)}% of its rate alone (goal ≥ 50%), ${((100 * rps(during)) / rps(underControl)).toFixed(0)}% of its rate under the control flood`
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.versions.node}, load average ${load.toFixed(1)} before the run; autocannon, ${connections} connections per side, ${seconds} s per run, loopback`,
  )
  console.log(
    `\n${cachedPage} alone: ${rps(alone).toFixed(0)} req/s before the floods, ${rps(aloneAfter).toFixed(0)} req/s after`,
  )
  console.log(
    `during a flood of that same page (the control, ${rps(controlFlood).toFixed(0)} req/s): ${rps(underControl).toFixed(0)} req/s = ${((100 * rps(underControl)) / aloneMean).toFixed(0)}% of its rate alone`,
  )
  console.log(
    `during a flood of cross-site posts (Origin: null) to /, each from an address of its own (${rps(crossSiteFlood).toFixed(0)} req/s; ${statuses(crossSiteFlood)}): ${rps(underCrossSite).toFixed(0)} req/s = ${share(underCrossSite)}`,
  )
  console.log(
    `during a flood of same-site posts to /, rate-limited (${rps(rateLimitedFlood).toFixed(0)} req/s; ${statuses(rateLimitedFlood)}): ${rps(underRateLimited).toFixed(0)} req/s = ${share(underRateLimited)}`,
  )
  console.log(
    `\n${addresses} captchas from ${addresses} addresses of one IPv6 /64 (${statuses(oneNetwork)}): heap ${heapBefore.toFixed(1)} → ${heapOneNetwork.toFixed(1)} MiB, RSS ${rssBefore.toFixed(0)} → ${rssOneNetwork.toFixed(0)} MiB`,
  )
  console.log(
    `${addresses} captchas from ${addresses} distinct IPv6 /64s (${statuses(manyNetworks)}): heap ${heapOneNetwork.toFixed(1)} → ${heapManyNetworks.toFixed(1)} MiB, RSS ${rssOneNetwork.toFixed(0)} → ${rssManyNetworks.toFixed(0)} MiB`,
  )
  console.log(
    `\nThe buckets alone (heap after a full GC, a fresh process each): ${addresses} addresses of one /64 — one bucket per address (the old keying, RateLimiterMemory) ${unboundedOneSixtyFour.toFixed(1)} MiB, one per /64 (clientKey) ${boundedOneSixtyFour.toFixed(2)} MiB; ${addresses} distinct /64s — RateLimiterMemory ${unboundedSixtyFours.toFixed(1)} MiB, createBoundedMemoryLimiter (at most 100,000 buckets) ${boundedSixtyFours.toFixed(1)} MiB`,
  )
  console.log(
    `Redis down (redis-server stopped), ${redisDownClients} distinct /64s through the Redis limiter: RateLimiterMemory as insurance limiter (before) ${insuranceDown.toFixed(1)} MiB, the bounded twin (createRedisRateLimiterFactory, at most 100,000 buckets) ${boundedDown.toFixed(1)} MiB`,
  )
} finally {
  await site.stop()
  rmSync(work, { recursive: true, force: true })
}
