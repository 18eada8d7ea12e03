import { spawn } from 'node:child_process'

export type ServerExit = { code: number | null; output: string; fatal?: { level: number; msg: string } }

/**
 * Runs the real entry point (server/index.ts) in production with DATA_DIR set, and returns its exit code, its output
 * and its fatal log line, if any. For settings that must stop the process at start.
 */
export function runServerWithDataDir(dataDir: string): Promise<ServerExit> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A guard, not a measurement: a process that starts serving instead of stopping would otherwise hang the test.
  const guard = setTimeout(() => child.kill('SIGKILL'), 30_000)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(guard)
      const fatal = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((line) => line.level === 60)
      resolve({ code, output, fatal })
    }),
  )
}
