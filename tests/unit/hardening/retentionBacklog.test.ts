import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { leadStoreKinds, type LeadPlace } from '../../support/leadStoreKinds.ts'
import { postgresForFile } from '../../support/postgresForFile.ts'
import { rawGet } from '../../support/rawHttp.ts'
import { seedExpiredLeads } from '../../support/seedExpiredLeads.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { waitFor } from '../../support/waitFor.ts'

const postgres = postgresForFile()
const backlog = 300_000

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(env: Record<string, string>): Promise<SiteProcess> {
  // A guard, not a measurement: the start itself never waits for the sweep.
  const site = await startSiteProcess(env, { timeoutMs: 60_000 })
  cleanups.push(() => site.stop('SIGKILL'))
  return site
}

/** How many leads (and deliveries of theirs) written before `cutoff` the place still holds, read as an operator would. */
const expiredLeft = (place: LeadPlace, cutoff: number) => place.countBefore(cutoff)

describe.each(leadStoreKinds(postgres))('a backlog of expired leads on the $name store', (kind) => {
  it(
    `${backlog} leads past LEAD_RETENTION_DAYS: the server answers /healthz and pages while the sweep runs, a SIGTERM mid-sweep exits 0 within 10 s, and the next start finishes the sweep`,
    { timeout: 600_000 },
    async () => {
      const place = await kind.place()
      // A SQLite backlog is a file of a few hundred MB: gone with the test.
      const dataDir = place.settings.DATA_DIR
      if (dataDir) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
      // The schema as the server makes it, two leads of this month (kept), then the backlog, past 730 days.
      const store = await place.open()
      const recent = [await store.add(lead('Recente 1')), await store.add(lead('Recente 2'))]
      await store.close()
      const { newest } = await seedExpiredLeads(place, kind.name, { count: backlog })
      const cutoff = newest + 1
      expect(await expiredLeft(place, cutoff)).toEqual({ leads: backlog, deliveries: backlog })

      const outbox = mkdtempSync(path.join(tmpdir(), 'retention-backlog-'))
      cleanups.push(async () => rmSync(outbox, { recursive: true, force: true }))
      const env = {
        HOST: '127.0.0.1',
        PORT: '0',
        PRERENDER: 'false',
        CAPTCHA_SECRET: 'retention-backlog-secret-0123456789abcdef',
        // The outbox of .eml files is in DATA_DIR, whichever store holds the leads.
        DATA_DIR: outbox,
        ...place.settings,
      }
      const site = await start(env)
      const port = Number(new URL(site.url).port)
      // The server answers while the backlog is still there: the sweep runs beside the requests, not before them.
      expect((await rawGet(port, '/healthz')).status).toBe(200)
      expect((await rawGet(port, '/en/solutions/fx-desk')).status).toBe(200)
      const duringSweep = await expiredLeft(place, cutoff)
      expect(duringSweep.leads).toBeGreaterThan(0)
      expect((await rawGet(port, '/healthz')).status).toBe(200)

      // SIGTERM mid-sweep: the batch under way is committed, then the process exits 0 within the 10 s of
      // docs/operations.md (measured to the process's real exit).
      await waitFor(async () => (await expiredLeft(place, cutoff)).leads < backlog, {
        timeoutMs: 60_000,
        what: 'a first batch deleted',
      })
      expect((await expiredLeft(place, cutoff)).leads).toBeGreaterThan(0)
      const signalled = Date.now()
      expect(await site.stop('SIGTERM')).toBe(0)
      const exitMs = Date.now() - signalled
      expect(exitMs).toBeLessThan(10_000)
      expect(site.output()).toContain('"retention sweep stopped; the next start resumes it"')
      const left = await expiredLeft(place, cutoff)
      expect(left.leads).toBeGreaterThan(0)
      expect(left.leads).toBeLessThan(backlog)
      // Each lead went with its deliveries, never one without the other.
      expect(left.deliveries).toBe(left.leads)

      // The next start resumes where it stopped and deletes the rest; the recent leads and their deliveries stay.
      const again = await start(env)
      await waitFor(() => again.output().includes('"deleted leads past the retention period"'), {
        timeoutMs: 300_000,
        intervalMs: 500,
        what: 'the sweep to finish after the restart',
      })
      expect(await expiredLeft(place, cutoff)).toEqual({ leads: 0, deliveries: 0 })
      for (const { id } of recent) {
        expect(await place.reader.lead(id)).toMatchObject({ id })
        // Sent to the outbox meanwhile: the worker went on beside the sweep.
        expect(await place.reader.status(id)).toMatchObject({ status: 'delivered' })
      }
      expect(await again.stop('SIGTERM')).toBe(0)
      console.info(
        `${kind.name}: SIGTERM mid-sweep → exit 0 in ${exitMs} ms; ${backlog - left.leads} deleted before it`,
      )
    },
  )
})

function lead(name: string) {
  return { name, email: 'recent@example.com', company: '', whatsapp: '', message: 'Oi', locale: 'pt-BR' as const }
}
