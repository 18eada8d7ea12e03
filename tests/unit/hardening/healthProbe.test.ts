import { rmSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, test } from 'vitest'
import { startApiTestApp } from '../../support/startApiTestApp.ts'
import { waitFor } from '../../support/waitFor.ts'

test('300 health checks cost at most one store write every 2 s, not one each', async () => {
  const app = await startApiTestApp()
  const reader = new DatabaseSync(path.join(app.dataDir, 'leads.sqlite'), { readOnly: true })
  try {
    // The store's probe writes the time of each probe into its one row: a new value is a new durable write.
    const probeAt = () => String(reader.prepare('SELECT at FROM probe WHERE id = 1').get()?.at)
    const seen = new Set<string>()
    const started = performance.now()
    for (let i = 0; i < 300; i++) {
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
      seen.add(probeAt())
    }
    const seconds = (performance.now() - started) / 1000
    // The value the store held before the first check, then one per 2 s at most.
    expect(seen.size).toBeLessThanOrEqual(2 + Math.ceil(seconds / 2))
  } finally {
    reader.close()
    await app.close()
  }
})

test('a store that can no longer write fails /healthz within seconds', async () => {
  const app = await startApiTestApp()
  try {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
    rmSync(app.dataDir, { recursive: true, force: true })
    // Within the probe's 2 s (and one more for the answer), or the wait fails.
    await waitFor(async () => (await fetch(`${app.url}/healthz`)).status === 503, {
      timeoutMs: 3_000,
      intervalMs: 100,
      what: '/healthz 503',
    })
  } finally {
    await app.close()
  }
})
