import { spawn, type ChildProcess } from 'node:child_process'

export type SiteProcess = {
  url: string
  child: ChildProcess
  output: () => string
  /** From now on output is drained but not kept (a benchmark's requests, each logged, would fill memory). */
  discardOutput: () => void
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Starts the real production server (`node server/index.ts`, as `npm start` does) and waits for /healthz.
 * Needs a prior `npm run build`.
 */
export async function startSiteProcess(env: Record<string, string>, { timeoutMs = 20_000 } = {}): Promise<SiteProcess> {
  const port = env.PORT ?? '0'
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1'
  let log = ''
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let keep = true
  child.stdout?.on('data', (chunk: Buffer) => keep && (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => keep && (log += chunk.toString()))
  const deadline = Date.now() + timeoutMs
  let url = ''
  let ready = false
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`)
    // The "listening" line is logged at info; with a fixed port and a quieter LOG_LEVEL the URL is known anyway.
    const listening = /"url":"(http:\/\/[^"]+)"/.exec(log)?.[1] ?? (port !== '0' ? `http://${host}:${port}` : undefined)
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
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!ready) {
    child.kill('SIGKILL')
    throw new Error(`server did not start in ${timeoutMs} ms:\n${log}`)
  }
  return {
    url,
    child,
    output: () => log,
    discardOutput: () => {
      keep = false
    },
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill(signal)
      }),
  }
}
