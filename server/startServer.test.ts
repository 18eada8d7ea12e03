import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'

test('a DATA_DIR that cannot be created stops the real process at start: one clear fatal line, exit code 1', async () => {
  const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'start-')), 'a-file')
  writeFileSync(blocker, 'not a folder')
  const dataDir = path.join(blocker, 'data')
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  expect(code).toBe(1)
  const fatal = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .find((line) => line.level === 60)
  expect(fatal?.msg).toContain(`cannot start: DATA_DIR ${dataDir} cannot hold the lead store`)
  expect(output).not.toContain('listening')
})
