import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs the real entry (`node server/index.ts`, what `npm start` runs) and collects its output until it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/index.ts'], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not exit on bad settings:\n${output}`))
    }, 15_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('the production server with bad settings', () => {
  it('exits non-zero and prints every problem', async () => {
    const { code, output } = await runServer({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'ftp://fluxa.example',
    })
    expect(code).not.toBe(0)
    expect(code).not.toBeNull()
    for (const setting of ['PORT', 'LOG_LEVEL', 'MAIL_FROM', 'CONTACT_TO', 'PUBLIC_URL']) expect(output).toContain(setting)
    // A list for an operator, not a crash.
    expect(output).not.toMatch(/at .+\(.+:\d+:\d+\)/)
  })
})
