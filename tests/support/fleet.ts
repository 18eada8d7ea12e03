import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { z } from 'zod'
import { freePort } from './freePort.ts'
import { startNginx, type Nginx } from './startNginx.ts'
import { startPostgresServer, type PostgresServer } from './startPostgresServer.ts'
import { startRedisServer, type RedisServer } from './startRedisServer.ts'
import { startSiteProcess, type SiteProcess } from './startSiteProcess.ts'

export type Fleet = {
  /** deploy/nginx.conf in front of the processes, with its cache. */
  nginx: Nginx
  /** The processes' ports, in upstream order (for another nginx in front of the same processes). */
  ports: number[]
  /** The processes running now, in upstream order; restartInTurn replaces them. */
  sites: SiteProcess[]
  /** The database every process stores its leads in. */
  databaseUrl: string
  /** The messages of the stored leads that begin with `label` and a space (one entry per row: a lead stored twice is twice). */
  storedMessages: (label: string) => Promise<string[]>
  /**
   * A rolling restart as an operator runs one (docs/several-processes.md): each process in turn gets SIGTERM, its
   * exit is awaited, a new one is started on the same port with the same settings, and the next process is stopped
   * only once the new one answers /healthz. `rounds` times over all of them. Returns each stopped process's exit
   * code, in order.
   */
  restartInTurn: (options?: {
    rounds?: number
    onStopped?: (stopped: SiteProcess) => void
  }) => Promise<(number | null)[]>
  /** Stops nginx, the processes, Redis and Postgres, and removes their files. */
  stop: () => Promise<void>
}

type FleetOptions = {
  /** Settings over the processes' own (below), the same for every process. */
  env?: Record<string, string>
  /** How long a process may take to answer /healthz: a limit for a hang on a loaded machine, not a budget. */
  timeoutMs?: number
  /** true: each process writes its output into a file (startSiteProcess's logFile), as a benchmark driving it hard needs. */
  logFiles?: boolean
}

/**
 * deploy/compose.yaml's fleet on loopback: deploy/nginx.conf as it is (startNginx) in front of two real production
 * processes (startSiteProcess) on one Postgres (the leads) and one Redis (rate limits, spent captchas), each on a
 * free port, its files in a temporary folder. What started is stopped again when a later part fails to start.
 * Needs a prior `npm run build`.
 */
export async function startFleet({
  env = {},
  timeoutMs = 150_000,
  logFiles = false,
}: FleetOptions = {}): Promise<Fleet> {
  const work = mkdtempSync(path.join(tmpdir(), 'fluxa-fleet-'))
  const sites: SiteProcess[] = []
  let redis: RedisServer | undefined
  let postgres: PostgresServer | undefined
  let nginx: Nginx | undefined
  const stop = async () => {
    await nginx?.stop()
    await Promise.all(sites.map((site) => site.stop()))
    await Promise.all([postgres?.stop(), redis?.stop()])
    rmSync(work, { recursive: true, force: true })
  }
  try {
    redis = await startRedisServer(await freePort())
    postgres = await startPostgresServer(await freePort())
    const databaseUrl = await postgres.createDatabase()
    const ports = [await freePort(), await freePort()]
    const redisUrl = redis.url
    const settings = (index: number) => ({
      HOST: '127.0.0.1',
      PORT: String(ports[index]),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // One secret for every process, as compose.yaml sets it.
      CAPTCHA_SECRET: 'fleet-secret-0123456789abcdefghijklmnopqrstu',
      CAPTCHA_MIN_AGE_MS: '0',
      DATA_DIR: path.join(work, `site-${index}`),
      TRUST_PROXY: 'true',
      // Limits no visitor load reaches: severalProcesses.test.ts is where they are tested.
      RATE_LIMIT_CAPTCHA: '1000000',
      RATE_LIMIT_CONTACT: '1000000',
      // The production drain (spawnSite turns it off for tests that balance nothing).
      SHUTDOWN_DRAIN_MS: '3000',
      // Each page is rendered on its first request (and nginx caches it) instead of all of them right after the start:
      // the pre-render's seconds of CPU after each start are not what is tested behind nginx, and would make many
      // starts on a busy 2-core machine minutes long. `npm run bench:proxy` turns it on.
      PRERENDER: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    })
    const start = (index: number) =>
      startSiteProcess(settings(index), {
        timeoutMs,
        logFile: logFiles ? path.join(work, `site-${index}-${Date.now()}.log`) : undefined,
      })
    // One after the other: the first migrates the new database.
    for (const index of ports.keys()) sites.push(await start(index))
    nginx = await startNginx({ port: await freePort(), upstreams: ports })
    return {
      nginx,
      ports,
      sites,
      databaseUrl,
      storedMessages: async (label) => {
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
      },
      restartInTurn: async ({ rounds = 1, onStopped } = {}) => {
        const exitCodes: (number | null)[] = []
        for (let round = 0; round < rounds; round++)
          for (const index of sites.keys()) {
            exitCodes.push(await sites[index].stop('SIGTERM'))
            onStopped?.(sites[index])
            sites[index] = await start(index)
          }
        return exitCodes
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
