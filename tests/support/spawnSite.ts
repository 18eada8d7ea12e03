import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'

export type SpawnedSite = {
  child: ChildProcess
  /** Everything the process has written so far (stdout and stderr). */
  output: () => string
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>
}

export type SpawnSiteOptions = {
  /** false: the process sees only PATH and `env` (a clean environment, as a fresh deployment would). Default true. */
  inheritEnv?: boolean
  /**
   * The process writes its output straight into this file, as into a log collector, instead of a pipe this process
   * must drain (a benchmark drives the server hard: a pipe drained late would block pino's writes).
   */
  logFile?: string
}

/**
 * The one way tests and benchmarks run the real server: `node server/index.js` (what `npm start` runs) with
 * NODE_ENV=production and the given settings. Callers wait for what they need: startSiteProcess for /healthz,
 * start-fault tests for `exited`.
 */
export function spawnSite(
  env: Record<string, string>,
  { inheritEnv = true, logFile }: SpawnSiteOptions = {},
): SpawnedSite {
  const fd = logFile ? openSync(logFile, 'w') : undefined
  const base = inheritEnv ? process.env : { PATH: process.env.PATH ?? '' }
  const child = spawn(process.execPath, ['server/index.js'], {
    cwd: process.cwd(),
    // No drain on SIGTERM unless a test asks for one: most stop a process nobody balances, and each would wait for it.
    env: { ...base, NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: fd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
  })
  if (fd !== undefined) closeSync(fd)
  let piped = ''
  child.stdout?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
  return { child, output: () => (logFile ? readFileSync(logFile, 'utf8') : piped), exited }
}
