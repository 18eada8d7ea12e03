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
  // A fixed port is known up front; port 0 is only known from the "listening" line (logged at info).
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST
  const known = port === '0' ? '' : `http://${host}:${port}`
  let url = ''
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`)
    const listening = known || /"url":"(http:\/\/[^"]+)"/.exec(log)?.[1]
    if (listening) {
      try {
        const res = await fetch(`${listening}/healthz`)
        if (res.ok) {
          url = listening
          break
        }
      } catch {
        // not yet accepting connections
      }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!url) {
    child.kill('SIGKILL')
    throw new Error(`server did not start in ${timeoutMs} ms:\n${log}`)
  }
  return {
    url,
    child,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill(signal)
      }),
  }
}
