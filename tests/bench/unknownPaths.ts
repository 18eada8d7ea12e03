// `npm run bench:unknown`: what a flood of distinct unknown URLs costs, against a cached page. Prints figures; asserts
// nothing about time. Uses wrk (Debian's `wrk`: microsecond latencies, and a Lua hook for a new path per request).
// Loopback only; the server it starts and every wrk run are stopped at the end.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startSiteProcess } from '../support/startSiteProcess.ts'
import { waitFor } from '../support/waitFor.ts'

const run = promisify(execFile)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
// The red team's flood: 8 connections of distinct unknown paths; visitors of a cached page on 2 more.
const floodConnections = 8
const visitorConnections = 2
const cachedPage = '/solutions/fx-desk'

type Wrk = { rps: number; p50: number; p99: number; non2xx3xx: number }

const work = mkdtempSync(path.join(tmpdir(), 'fluxa-bench-unknown-'))
// A path never asked before on every request, half of them under /en.
const unknownScript = path.join(work, 'unknown.lua')
writeFileSync(
  unknownScript,
  `counter = 0
request = function()
  counter = counter + 1
  local prefix = (counter % 2 == 0) and "/en" or ""
  return wrk.format("GET", prefix .. "/no-such-page-" .. counter .. "-" .. math.random(1000000000))
end
`,
)

async function wrk(url: string, connections: number, script?: string): Promise<Wrk> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    'Accept-Encoding: gzip, deflate, br',
    ...(script ? ['-s', script] : []),
    url,
  ]
  const { stdout } = await run('wrk', args).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? 'wrk is missing: apt-get install -y wrk' : String(error))
  })
  const latency = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout)
    return m ? Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[m[2] as 'us' | 'ms' | 's'] : NaN
  }
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]),
    p50: latency('50'),
    p99: latency('99'),
    non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
  }
}

let unknown = 0
/**
 * A flood held at a fixed rate (autocannon's overallRate), below what the process can serve: what it costs the
 * visitors of a cached page then shows what one request of the flood costs, not the queueing of a saturated CPU.
 */
const pacedFlood = (url: string, rate: number, distinctPaths = false) =>
  autocannon({
    url,
    connections: floodConnections,
    duration: seconds,
    overallRate: Math.round(rate),
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: distinctPaths
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: `${++unknown % 2 ? '/en' : ''}/no-such-page-paced-${unknown}`,
            }),
          },
        ]
      : undefined,
  })

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
const rssMiB = (pid: number | undefined) => {
  const match = pid ? /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8')) : null
  return match ? Number(match[1]) / 1024 : NaN
}

const logFile = path.join(work, 'server.log')
const load = loadavg()[0]
ensureBuilt()
const site = await startSiteProcess(
  { PORT: process.env.BENCH_PORT ?? '0', HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'info' },
  { logFile, timeoutMs: 60_000 },
)
try {
  await waitFor(() => readFileSync(logFile, 'utf8').includes('"msg":"pages prerendered"'), {
    timeoutMs: 120_000,
    what: 'the prerender',
  })
  const page = `${site.url}${cachedPage}`
  await wrk(page, floodConnections) // warm-up
  const rssBefore = rssMiB(site.child.pid)
  const pageAlone = await wrk(page, floodConnections)
  const unknownAlone = await wrk(site.url, floodConnections, unknownScript)
  const visitorsAlone = await wrk(page, visitorConnections)
  const [flood, visitorsUnderFlood] = await Promise.all([
    wrk(site.url, floodConnections, unknownScript),
    wrk(page, visitorConnections),
  ])
  // The control: the same flood made of the cached page itself. One process on a saturated CPU queues every request,
  // so this is what the visitors would see if an unknown path cost exactly what a cached page costs.
  const [cachedFlood, visitorsUnderCachedFlood] = await Promise.all([
    wrk(page, floodConnections),
    wrk(page, visitorConnections),
  ])
  // The same floods held at half of what the cached page alone reached.
  const rate = pageAlone.rps / 2
  const [pacedUnknown, visitorsUnderPacedUnknown] = await Promise.all([
    pacedFlood(site.url, rate, true),
    wrk(page, visitorConnections),
  ])
  const [pacedCached, visitorsUnderPacedCached] = await Promise.all([
    pacedFlood(page, rate),
    wrk(page, visitorConnections),
  ])
  // One unknown path over and over: the server's work for a 404 without the client's work of inventing a new path.
  const [pacedOneUnknown, visitorsUnderPacedOneUnknown] = await Promise.all([
    pacedFlood(`${site.url}/no-such-page`, rate),
    wrk(page, visitorConnections),
  ])
  const rssAfter = rssMiB(site.child.pid)

  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.versions.node}, load average ${load.toFixed(1)} before the run; wrk, 1 thread, ${seconds} s per run, loopback, Accept-Encoding: gzip, deflate, br`,
  )
  console.log(
    `\n${cachedPage}, ${floodConnections} connections: ${pageAlone.rps.toFixed(0)} req/s, p50 ${ms(pageAlone.p50)}, p99 ${ms(pageAlone.p99)}`,
  )
  console.log(
    `distinct unknown paths, ${floodConnections} connections: ${unknownAlone.rps.toFixed(0)} req/s, p50 ${ms(unknownAlone.p50)}, p99 ${ms(unknownAlone.p99)} (${unknownAlone.non2xx3xx} answers 404)`,
  )
  console.log(
    `${cachedPage}, ${visitorConnections} connections alone: p50 ${ms(visitorsAlone.p50)}, p99 ${ms(visitorsAlone.p99)}`,
  )
  console.log(
    `${cachedPage}, ${visitorConnections} connections during a flood of distinct unknown paths on ${floodConnections} (${flood.rps.toFixed(0)} req/s): p50 ${ms(visitorsUnderFlood.p50)}, p99 ${ms(visitorsUnderFlood.p99)}`,
  )
  console.log(
    `${cachedPage}, ${visitorConnections} connections during a flood of that same page on ${floodConnections} (${cachedFlood.rps.toFixed(0)} req/s): p50 ${ms(visitorsUnderCachedFlood.p50)}, p99 ${ms(visitorsUnderCachedFlood.p99)}`,
  )
  console.log(
    `\nUnknown paths / cached page, requests/s: ${((100 * unknownAlone.rps) / pageAlone.rps).toFixed(0)}% (goal ≥ 50%)`,
  )
  console.log(
    `Cached page p50 under the flood / alone: ${(visitorsUnderFlood.p50 / visitorsAlone.p50).toFixed(2)}× (goal ≤ 2×); under a flood of cached pages / alone: ${(visitorsUnderCachedFlood.p50 / visitorsAlone.p50).toFixed(2)}×`,
  )
  console.log(
    `Under the unknown-path flood / under the cached-page flood: ${(visitorsUnderFlood.p50 / visitorsUnderCachedFlood.p50).toFixed(2)}×`,
  )
  console.log(
    `\nFloods held at ${rate.toFixed(0)} req/s (half the cached page's capacity above; autocannon overallRate on ${floodConnections} connections):`,
  )
  console.log(
    `  distinct unknown paths (${pacedUnknown.requests.average.toFixed(0)} req/s sent): ${cachedPage} on ${visitorConnections} connections p50 ${ms(visitorsUnderPacedUnknown.p50)}, p99 ${ms(visitorsUnderPacedUnknown.p99)} — ${(visitorsUnderPacedUnknown.p50 / visitorsAlone.p50).toFixed(2)}× its p50 alone (goal ≤ 2×)`,
  )
  console.log(
    `  one unknown path over and over (${pacedOneUnknown.requests.average.toFixed(0)} req/s sent): p50 ${ms(visitorsUnderPacedOneUnknown.p50)}, p99 ${ms(visitorsUnderPacedOneUnknown.p99)} — ${(visitorsUnderPacedOneUnknown.p50 / visitorsAlone.p50).toFixed(2)}× alone`,
  )
  console.log(
    `  the cached page itself (${pacedCached.requests.average.toFixed(0)} req/s sent): p50 ${ms(visitorsUnderPacedCached.p50)}, p99 ${ms(visitorsUnderPacedCached.p99)} — ${(visitorsUnderPacedCached.p50 / visitorsAlone.p50).toFixed(2)}× alone`,
  )
  console.log(`Server RSS: ${rssBefore.toFixed(0)} MiB before, ${rssAfter.toFixed(0)} MiB after the floods`)
} finally {
  await site.stop()
  rmSync(work, { recursive: true, force: true })
}
