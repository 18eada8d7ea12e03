import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { runServerWithDataDir } from '../tests/support/runServerWithDataDir.ts'

test('a DATA_DIR that cannot be created stops the real process at start: one clear fatal line, exit code 1', async () => {
  const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'start-')), 'a-file')
  writeFileSync(blocker, 'not a folder')
  const dataDir = path.join(blocker, 'data')
  const { code, output, fatal } = await runServerWithDataDir(dataDir)
  expect(code).toBe(1)
  expect(fatal?.msg).toContain(`cannot start: DATA_DIR ${dataDir} cannot hold the lead store`)
  expect(output).not.toContain('listening')
})
