import { spawn } from 'node:child_process'

export type RedisServer = {
  port: number
  url: string
  output: () => string
  /** SIGSTOP: the server keeps its connections open and answers nothing (a Redis too slow to reply). */
  pause: () => void
  /** SIGCONT: it answers again, the commands sent meanwhile first. */
  resume: () => void
  stop: () => Promise<void>
}

/**
 * Debian's redis-server on a loopback port, in memory only (no RDB, no AOF). Fails, never skips, when it is missing:
 * the README and .ci/run install it.
 */
export async function startRedisServer(port: number): Promise<RedisServer> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}:\n${output}`)), 15_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`cannot run redis-server (apt-get install redis-server): ${error.message}`))
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}:\n${output}`))
    })
    child.stdout.on('data', () => {
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    output: () => output,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}
