import { spawn, type ChildProcess } from 'node:child_process'

export type SiteProcess = { url: string; child: ChildProcess; output: () => string; stop: (signal?: NodeJS.Signals) => Promise<number | null> }

/**
 * Starts the real production server (`node server/index.ts`, as `npm start` does) and waits for /healthz.
 * Needs a prior `npm run build`.
 */
export async function startSiteProcess(env: Record<string, string>, { timeoutMs = 20_000 } = {}): Promise<SiteProcess> {
  const port = env.PORT ?? '0'
  let log = ''
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const deadline = Date.now() + timeoutMs
  // With a fixed port the URL is known; with port 0 it is read from the 'listening' line (logged at info).
  const fixedUrl = port === '0' ? undefined : `http://${!env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${port}`
  let url = ''
  let ready = false
  while (!ready && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`)
    url = fixedUrl ?? /"url":"(http:\/\/[^"]+)"/.exec(log)?.[1] ?? ''
    if (url) {
      try {
        ready = (await fetch(`${url}/healthz`)).ok
      } catch {
        // not yet accepting connections
      }
    }
    if (!ready) await new Promise((r) => setTimeout(r, 100))
  }
  if (!ready) {
    child.kill('SIGKILL')
    throw new Error(`server did not start in ${timeoutMs} ms:\n${log}`)
  }
  return {
    url,
    child,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // Already gone (an exit code, or killed by a signal): nothing to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill(signal)
      }),
  }
}
