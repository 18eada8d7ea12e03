import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
// Debian installs each major version under /usr/lib/postgresql/<major>/bin; the newest one is used (POSTGRES_BIN to choose).
const bin =
  process.env.POSTGRES_BIN ??
  path.join(
    '/usr/lib/postgresql',
    (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []).sort(
      (a, b) => Number(b) - Number(a),
    )[0] ?? '15',
    'bin',
  )

export type PostgresServer = {
  port: number
  /** The server's own database (for the test to look into). */
  url: string
  /** A new empty database on this server, so one test's leads never count in another's. */
  createDatabase: () => Promise<string>
  /** Stops the server at once (as a crash would), keeping its files so start() brings the same data back. */
  crash: () => Promise<void>
  start: () => Promise<void>
  stop: () => Promise<void>
}

/** Runs a Postgres binary as the postgres user: Postgres refuses to run as root. */
function asPostgres(command: string, args: string[]) {
  const full = path.join(bin, command)
  const asRoot = process.getuid?.() === 0
  return run(asRoot ? 'runuser' : full, asRoot ? ['-u', 'postgres', '--', full, ...args] : args, { timeout: 60_000 })
}

/**
 * Debian's Postgres (apt-get install postgresql; .ci/run installs it) in a temporary data directory, listening on a
 * loopback port only, with trust authentication for loopback. Fails, never skips, when it is missing.
 */
export async function startPostgresServer(port: number): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fluxa-postgres-'))
  const { uid, gid } = await postgresIds()
  chownSync(dir, uid, gid)
  const data = path.join(dir, 'data')
  try {
    await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`cannot run initdb from ${bin} (apt-get install postgresql): ${(error as Error).message}`, {
      cause: error,
    })
  }
  // fsync off: a test cluster is thrown away; the socket stays in the temporary folder, TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = async () =>
    void (await asPostgres('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ]))
  const halt = (mode: 'immediate' | 'fast') =>
    asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']).then(() => undefined)
  await start()
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let databases = 0
  return {
    port,
    url,
    createDatabase: async () => {
      const name = `fluxa_test_${++databases}`
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name}`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    crash: () => halt('immediate'),
    start,
    stop: async () => {
      await halt('immediate').catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ])
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
}
