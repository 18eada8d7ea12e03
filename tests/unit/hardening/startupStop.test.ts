import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../support/freePort.ts'
import { spawnSite } from '../../support/spawnSite.ts'
import { waitFor } from '../../support/waitFor.ts'

describe('a stop during start-up', () => {
  it(
    'SIGTERM while the pages are being pre-rendered: the process itself has exited, with 0, within 10 s',
    { timeout: 60_000 },
    async () => {
      const site = spawnSite({
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'startup-stop-')),
        LOG_LEVEL: 'info',
      })
      try {
        // The pre-render starts right after 'listening' and takes seconds (62 pages); the signal comes at its start.
        await waitFor(() => site.output().includes('"listening"'), { timeoutMs: 30_000, what: 'the listen' })
        expect(site.output()).not.toContain('"pages prerendered"')
        const signalled = Date.now()
        site.child.kill('SIGTERM')
        // The real exit of the process, not its 'stopped' line: a process may log that and live on.
        const code = await site.exited
        const exitMs = Date.now() - signalled
        expect(code).toBe(0)
        expect(exitMs).toBeLessThan(10_000)
        expect(site.output()).toContain('"stopped"')
        // It stopped pre-rendering rather than finishing first.
        expect(site.output()).not.toContain('"pages prerendered"')
        console.info(`SIGTERM during the pre-render: exit 0 after ${exitMs} ms`)
      } finally {
        site.child.kill('SIGKILL')
      }
    },
  )
})
