import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'

export type SiteProcess = {
  url: string
  child: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Starts the real production server (`node server/index.ts`, as `npm start` does) and waits for /healthz.
 * Needs a prior `npm run build`.
 */
export async function startSiteProcess(
  env: Record<string, string>,
  // logFile: the server writes its output straight into this file, as into a log collector, instead of a pipe this
  // process must drain (a benchmark drives the server hard: a pipe it drains late would block pino's writes).
  { timeoutMs = 20_000, logFile }: { timeoutMs?: number; logFile?: string } = {},
): Promise<SiteProcess> {
  const port = env.PORT ?? '0'
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1'
  let piped = ''
  const fd = logFile ? openSync(logFile, 'w') : undefined
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env, PORT: port },
    stdio: fd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
  })
  if (fd !== undefined) closeSync(fd)
  child.stdout?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  const output = () => (logFile ? readFileSync(logFile, 'utf8') : piped)
  const deadline = Date.now() + timeoutMs
  let url = ''
  let ready = false
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    // The "listening" line is logged at info; with a fixed port and a quieter LOG_LEVEL the URL is known anyway.
    const listening = /"url":"(http:\/\/[^"]+)"/.exec(output())?.[1] ?? (port !== '0' ? `http://${host}:${port}` : undefined)
    if (listening) {
      url = listening
      try {
        const res = await fetch(`${url}/healthz`)
        if (res.ok) {
          ready = true
          break
        }
      } catch {
        // not yet accepting connections
      }
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
