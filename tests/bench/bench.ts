// `npm run bench`: how close the production server comes to a static file server serving the same bytes.
// Prints figures; asserts nothing about time. Loopback only; every process it starts is stopped at the end.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { sitePageRequests } from '../../server/ssr/sitePageRequests.ts'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startSiteProcess, type SiteProcess } from '../support/startSiteProcess.ts'
import { startStaticBaseline, type StaticBaseline } from './startStaticBaseline.ts'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const warmup = 3
const contentPage = '/solutions/fx-desk'
const missingPage = '/no-such-page'
// BENCH_PORT picks four consecutive ports (app, cold app, static, bare node); otherwise free ports are taken.
const basePort = Number(process.env.BENCH_PORT ?? 0)

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
const port = async (offset: number) => (basePort ? basePort + offset : await freePort())
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
const rss = (pid: number | undefined) => {
  const match = pid ? /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8')) : null
  return match ? `${(Number(match[1]) / 1024).toFixed(0)} MiB` : 'unknown'
}

const siteEnv = (p: number, extra: Record<string, string> = {}) => ({
  PORT: String(p),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, `data-${p}`),
  // The benchmark sends far more captcha requests from one IP than a visitor could.
  RATE_LIMIT_CAPTCHA: '1000000000',
  ...extra,
})

async function timedStart(
  env: Record<string, string>,
): Promise<{ site: SiteProcess; startMs: number; prerenderMs?: number }> {
  const started = performance.now()
  const site = await startSiteProcess(env, { timeoutMs: 60_000, logFile: path.join(work, `server-${env.PORT}.log`) })
  const startMs = performance.now() - started
  let prerenderMs: number | undefined
  // With PRERENDER (the default) the pages render in the background after the start: wait for them.
  while (env.PRERENDER !== 'false' && prerenderMs === undefined && performance.now() - started < 120_000) {
    prerenderMs =
      Number(
        /"msg":"pages prerendered"/.test(site.output()) ? /"pages":\d+,"ms":(\d+)/.exec(site.output())?.[1] : NaN,
      ) || undefined
    await new Promise((r) => setTimeout(r, 50))
  }
  return { site, startMs, prerenderMs }
}

async function load(
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Result> {
  await autocannon({ url, connections, duration: warmup, ...options })
  return autocannon({ url, connections, duration, ...options })
}

async function fetchRaw(url: string, encoding: string): Promise<{ status: number; body: Buffer; headers: Headers }> {
  // node:http, not fetch: fetch would decode the body, and the baseline needs the bytes on the wire.
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value)
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers })
      })
    })
      .on('error', reject)
      .end()
  })
}

const loadAtStart = loadavg()[0]
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-bench-'))
const running: Array<{ stop: () => Promise<unknown> }> = []
const rows: string[][] = []
const row = (...cells: string[]) => rows.push(cells)
const describe = (r: Result) => {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  return [
    r.requests.average.toFixed(0),
    ms(r.latency.p50),
    ms(r.latency.p99),
    `${codes}${r.errors ? ` errors×${r.errors}` : ''}`,
  ]
}

try {
  console.log('Building if dist/ is missing…')
  ensureBuilt()

  // 1. Cold renders: a fresh server that renders nothing ahead; the first request of each page is a render.
  const cold = await timedStart(siteEnv(await port(1), { PRERENDER: 'false' }))
  running.push(cold.site)
  const coldTimes: number[] = []
  for (const page of sitePageRequests) {
    const started = performance.now()
    const res = await fetch(`${cold.site.url}${page.path}`, { headers: { 'accept-encoding': 'br' } })
    await res.arrayBuffer()
    coldTimes.push(performance.now() - started)
  }
  const warmTimes: number[] = []
  for (const page of sitePageRequests) {
    const started = performance.now()
    await (await fetch(`${cold.site.url}${page.path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()
    warmTimes.push(performance.now() - started)
  }
  await cold.site.stop()
  running.pop()

  // 2. The production server as `npm start` runs it (every page prerendered before it listens).
  const app = await timedStart(siteEnv(await port(0)))
  running.push(app.site)

  // 3. The static baseline serves the very bytes the app sends, headers included.
  const encodings = ['br', 'gzip', 'identity'] as const
  const root = path.join(work, 'static')
  mkdirSync(path.join(root, path.dirname(contentPage)), { recursive: true })
  const page = await fetchRaw(`${app.site.url}${contentPage}`, 'identity')
  const suffix = { br: '.br', gzip: '.gz', identity: '' }
  for (const encoding of encodings) {
    writeFileSync(
      path.join(root, contentPage + suffix[encoding]),
      (await fetchRaw(`${app.site.url}${contentPage}`, encoding)).body,
    )
    writeFileSync(
      path.join(root, `404.html${suffix[encoding]}`),
      (await fetchRaw(`${app.site.url}${missingPage}`, encoding)).body,
    )
  }
  const skip = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'content-type',
    'etag',
    'vary',
    'x-request-id',
    'content-encoding',
    'cache-control',
    'transfer-encoding',
  ])
  const headers = Object.fromEntries([...page.headers].filter(([name]) => !skip.has(name)))
  const baseline: StaticBaseline = await startStaticBaseline(root, await port(2), headers)
  running.push(baseline)
  // Node's own ceiling: a bare node:http server sending the same bytes from memory (no framework, no log line).
  const bareNode: StaticBaseline = await startStaticBaseline(root, await port(3), headers, { server: 'node' })
  running.push(bareNode)
  const same = (await fetchRaw(`${baseline.url}${contentPage}`, 'br')).body.equals(
    (await fetchRaw(`${app.site.url}${contentPage}`, 'br')).body,
  )
  const acceptEncoding = { 'accept-encoding': 'gzip, deflate, br' }

  // 4. Load, one target at a time, same settings for all.
  const appPage = await load(`${app.site.url}${contentPage}`, { headers: acceptEncoding })
  const staticPage = await load(`${baseline.url}${contentPage}`, { headers: acceptEncoding })
  const app404 = await load(`${app.site.url}${missingPage}`, { headers: acceptEncoding })
  const static404 = await load(`${baseline.url}${missingPage}`, { headers: acceptEncoding })
  const captchaProbe = await fetch(`${app.site.url}/api/captcha/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  const captcha =
    captchaProbe.status === 404
      ? undefined
      : await load(`${app.site.url}/api/captcha/new`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
  // wrk, when installed, is a second opinion: a C client with less overhead than autocannon, so the static
  // baseline is less limited by the client (both share the same two CPUs with the servers).
  const wrkBinary = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file))
  const wrk = (url: string) => {
    if (!wrkBinary) return undefined
    const args = [
      '-t1',
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip, deflate, br',
      url,
    ]
    spawnSync(wrkBinary, [...args.slice(0, 2), `-d${warmup}s`, ...args.slice(3)])
    const out = spawnSync(wrkBinary, args, { encoding: 'utf8' }).stdout
    const latency = (p: string) => {
      const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out)
      return m ? Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[m[2] as 'us' | 'ms' | 's'] : NaN
    }
    return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), p50: latency('50'), p99: latency('99') }
  }
  const wrkApp = wrk(`${app.site.url}${contentPage}`)
  const wrkStatic = wrk(`${baseline.url}${contentPage}`)
  const wrkNode = wrk(`${bareNode.url}${contentPage}`)
  const appRss = rss(app.site.child.pid)

  row('target', 'req/s', 'p50', 'p99', 'status codes')
  row(`app ${contentPage}`, ...describe(appPage))
  row(`static ${contentPage}`, ...describe(staticPage))
  row(`app 404 ${missingPage}`, ...describe(app404))
  row(`static 404 ${missingPage}`, ...describe(static404))
  if (captcha) row('app POST /api/captcha/new', ...describe(captcha))
  else row('app POST /api/captcha/new', 'route unavailable (404 in this build)', '', '', '')

  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free), Node ${process.versions.node}, load average ${loadAtStart.toFixed(1)} before the run (1-minute; other processes share the CPUs)`,
  )
  console.log(
    `Load: autocannon, ${connections} connections, ${duration} s per target after a ${warmup} s warm-up, loopback, Accept-Encoding: gzip, deflate, br`,
  )
  console.log(`Static baseline: ${baseline.kind}; same bytes as the app: ${same ? 'yes' : 'NO'}\n`)
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  if (wrkApp && wrkStatic && wrkNode) {
    const line = (name: string, run: { rps: number; p50: number; p99: number }) =>
      `  ${name.padEnd(40)} ${run.rps.toFixed(0).padStart(7)} req/s  p50 ${ms(run.p50)}  p99 ${ms(run.p99)}`
    console.log(`\nwrk (1 thread, ${connections} connections, ${duration} s, ${contentPage}, same bytes):`)
    console.log(line('app', wrkApp))
    console.log(line(bareNode.kind, wrkNode))
    console.log(line(`static (${baseline.kind})`, wrkStatic))
    console.log(
      `  app / bare node ${((100 * wrkApp.rps) / wrkNode.rps).toFixed(1)}% (goal ≥ 50%, p99 ≤ 10 ms); app / static ${((100 * wrkApp.rps) / wrkStatic.rps).toFixed(1)}%`,
    )
  }
  const ratio = appPage.requests.average / staticPage.requests.average
  console.log(
    `\nContent page (autocannon), app / static requests/s: ${(ratio * 100).toFixed(1)}% (goal ≥ 40%); app p99 ${ms(appPage.latency.p99)} (goal < 20 ms)`,
  )
  console.log(
    `Cold render (first request of each of the ${sitePageRequests.length} pages on a fresh server, PRERENDER=false): median ${ms(median(coldTimes))}, max ${ms(Math.max(...coldTimes))}`,
  )
  console.log(`Same pages once cached (one request at a time): median ${ms(median(warmTimes))}`)
  console.log(
    `Start to healthy: ${ms(cold.startMs)} with PRERENDER=false, ${ms(app.startMs)} with PRERENDER=true (default; it renders after listening), then all ${sitePageRequests.length} pages rendered and compressed (brotli 11 on the thread pool) after ${app.prerenderMs ?? '?'} ms more`,
  )
  console.log(`App server RSS after the run: ${appRss}`)
} catch (error) {
  // The servers' own words help more than a failed fetch.
  for (const file of readdirSync(work).filter((name) => name.endsWith('.log')))
    console.error(
      `--- ${file}\n${readFileSync(path.join(work, file), 'utf8')
        .split('\n')
        .filter((line) => !line.includes('"msg":"request"'))
        .slice(-20)
        .join('\n')}`,
    )
  throw error
} finally {
  for (const process_ of running.reverse()) await process_.stop()
  rmSync(work, { recursive: true, force: true })
}
