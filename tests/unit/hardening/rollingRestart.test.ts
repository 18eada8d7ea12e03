import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startBusyLoops } from '../../support/busyLoops.ts'
import { ensureBuilt } from '../../support/ensureBuilt.ts'
import { freePort } from '../../support/freePort.ts'
import { restartInTurn } from '../../support/rollingRestart.ts'
import { startNginx, type Nginx } from '../../support/startNginx.ts'
import { startPostgresServer, type PostgresServer } from '../../support/startPostgresServer.ts'
import { startRedisServer, type RedisServer } from '../../support/startRedisServer.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { describeVisitorLoad, startVisitorLoad } from '../../support/visitorLoad.ts'

// A rolling restart through deploy/nginx.conf as it is, on a busy machine (docs/several-processes.md): two real
// processes on one Postgres (the leads) and one Redis (rate limits, spent captchas), each restarted in turn three
// times under keep-alive load from autocannon, beside two CPU-bound loops.
let postgres: PostgresServer
let redis: RedisServer
let nginx: Nginx
let databaseUrl: string
const sites: SiteProcess[] = []
const ports: number[] = []
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-rolling-restart-'))

const settings = (index: number) => ({
  HOST: '127.0.0.1',
  PORT: String(ports[index]),
  DATABASE_URL: databaseUrl,
  REDIS_URL: redis.url,
  CAPTCHA_SECRET: 'rolling-restart-secret-0123456789abcdefghij',
  CAPTCHA_MIN_AGE_MS: '0',
  DATA_DIR: path.join(work, `site-${index}`),
  TRUST_PROXY: 'true',
  RATE_LIMIT_CAPTCHA: '1000000',
  RATE_LIMIT_CONTACT: '1000000',
  // The production drain (spawnSite turns it off for tests that balance nothing).
  SHUTDOWN_DRAIN_MS: '3000',
  // Pages expire at nginx every second: it revalidates them with the processes all through the restarts.
  HTML_S_MAXAGE_S: '1',
  // Each page is rendered on its first request instead of all of them right after the start: the pre-render's
  // seconds of CPU after each of six starts would make this test minutes long on a busy 2-core machine. The busy
  // loops stand for that load; `npm run bench:proxy` restarts processes with the pre-render on.
  PRERENDER: 'false',
  LOG_LEVEL: 'warn',
})
const start = (index: number) => startSiteProcess(settings(index), { timeoutMs: 150_000 })

beforeAll(() => {
  ensureBuilt()
}, 180_000)
beforeAll(async () => {
  ;[postgres, redis] = await Promise.all([startPostgresServer(await freePort()), startRedisServer(await freePort())])
  databaseUrl = await postgres.createDatabase()
  ports.push(await freePort(), await freePort())
  // One after the other: the first migrates the new database.
  for (const index of ports.keys()) sites.push(await start(index))
  nginx = await startNginx({ port: await freePort(), upstreams: ports })
}, 300_000)
afterAll(async () => {
  await nginx?.stop()
  await Promise.all(sites.map((site) => site.stop()))
  await Promise.all([postgres?.stop(), redis?.stop()])
  rmSync(work, { recursive: true, force: true })
}, 120_000)

async function storedLeads(label: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      "SELECT data->>'message' AS message FROM leads WHERE data->>'message' LIKE $1",
      [`${label} %`],
    )
    return rows.map((row) => z.object({ message: z.string() }).parse(row).message)
  } finally {
    await client.end()
  }
}

describe('a rolling restart through deploy/nginx.conf', () => {
  it(
    'restarts each process in turn three times under keep-alive load beside two busy loops: every answer as expected, no socket error, each lead stored once',
    // Six process starts on a busy machine: a limit for a hang, not a budget.
    { timeout: 600_000 },
    async () => {
      const stopBusyLoops = startBusyLoops(2)
      const label = 'Pedido rolling'
      // 40 s: longer than nginx waits for a process (proxy_read_timeout, 35 s), so every answer nginx gives is seen
      // with its status, and a timeout here means nginx itself did not answer.
      const load = startVisitorLoad({ url: nginx.url, connections: 16, label, timeoutS: 40 })
      let report
      const stopped: SiteProcess[] = []
      try {
        await load.more(100)
        const exitCodes = await restartInTurn(sites, start, { rounds: 3, onStopped: (site) => stopped.push(site) })
        expect(exitCodes).toEqual([0, 0, 0, 0, 0, 0])
        // The load goes on with both new processes.
        await load.more(100)
      } finally {
        report = await load.stop()
        stopBusyLoops()
      }
      const summary = describeVisitorLoad(report).join('\n')
      console.info(`rolling restart, 3 rounds, two busy loops:\n${summary}`)
      // What to read when it fails: nginx's error log, its access log's lines of answers other than 200 (with the
      // processes each request was sent to), and every process's warnings and errors (LOG_LEVEL=warn).
      const logs = () =>
        [
          nginx.errors().slice(-10_000),
          ...nginx
            .accessLog()
            .split('\n')
            .filter((line) => line && !/"[^"]*" 200 /.test(line)),
          ...[...stopped, ...sites].map((site) => site.output()),
        ]
          .join('\n')
          .slice(-30_000)
      expect(report.unexpected, `${summary}\n${logs()}`).toEqual(new Map())
      expect(report.socketErrors, `${summary}\n${logs()}`).toEqual(new Map())
      expect(report.answers).toBeGreaterThan(300)

      const stored = await storedLeads(label)
      expect(new Set(stored).size, 'a lead stored twice').toBe(stored.length)
      expect(report.leads.length).toBeGreaterThan(20)
      expect(
        report.leads.filter((message) => !stored.includes(message)),
        'answered 200 but not stored',
      ).toEqual([])
    },
  )
})
