import type { ChildProcess } from 'node:child_process'
import { freePort } from './freePort.ts'
import { spawnSite } from './spawnSite.ts'

export type SiteProcess = {
  url: string
  child: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Starts the real production server (spawnSite: `node server/index.js`, as `npm start` does) and waits for /healthz.
 * Needs a prior `npm run build`.
 */
export async function startSiteProcess(
  env: Record<string, string>,
  // logFile: the server writes its output straight into this file, as into a log collector, instead of a pipe this
  // process must drain (a benchmark drives the server hard: a pipe it drains late would block pino's writes).
  { timeoutMs = 60_000, logFile }: { timeoutMs?: number; logFile?: string } = {},
): Promise<SiteProcess> {
  // Port 0 is resolved here, not by the server: its URL is then known whatever LOG_LEVEL hides.
  const port = !env.PORT || env.PORT === '0' ? String(await freePort()) : env.PORT
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1'
  const { child, output } = spawnSite({ LOG_LEVEL: 'info', ...env, PORT: port }, { logFile })
  const deadline = Date.now() + timeoutMs
  const url = `http://${host}:${port}`
  let ready = false
  while (!ready && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    try {
      ready = (await fetch(`${url}/healthz`)).ok
    } catch {
      // not yet accepting connections
    }
    if (!ready) await new Promise((r) => setTimeout(r, 100))
  }
  if (!ready) {
    child.kill('SIGKILL')
    throw new Error(`server did not start in ${timeoutMs} ms:\n${output()}`)
  }
  return {
    url,
    child,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // Already gone (an exit code, or killed by a signal): nothing to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill(signal)
      }),
  }
}
