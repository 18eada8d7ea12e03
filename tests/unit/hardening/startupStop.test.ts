import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { startBusyLoops } from '../../support/busyLoops.ts'
import { freePort } from '../../support/freePort.ts'
import { leadStoreKinds } from '../../support/leadStoreKinds.ts'
import { postgresForFile } from '../../support/postgresForFile.ts'
import { seedExpiredLeads } from '../../support/seedExpiredLeads.ts'
import { spawnSite, type SpawnedSite } from '../../support/spawnSite.ts'
import { waitFor } from '../../support/waitFor.ts'

describe('a stop at any moment of a start, on a busy machine', () => {
  const entryMarker = 'fluxa-test-entry-starts'
  const sqlite = leadStoreKinds(postgresForFile()).find((kind) => kind.name === 'sqlite')

  it(
    'SIGTERM 300 ms, 1 s and 2 s after Node runs the entry, with a backlog to sweep and two busy loops beside it: exit 0 within 10 s each time',
    { timeout: 300_000 },
    async () => {
      if (!sqlite) throw new Error('no SQLite lead store kind')
      const place = await sqlite.place()
      const store = await place.open()
      await store.close()
      await seedExpiredLeads(place, 'sqlite', { count: 100_000 })
      // Two CPU-bound processes on a two-core machine: the server's modules load as slowly as on a loaded host.
      const stopBusyLoops = startBusyLoops(2)
      try {
        for (const afterMs of [300, 1_000, 2_000]) {
          const site = spawnSite({
            HOST: '127.0.0.1',
            PORT: String(await freePort()),
            LOG_LEVEL: 'info',
            CAPTCHA_SECRET: 'startup-stop-secret-startup-stop-secret',
            NODE_OPTIONS: `--import=data:text/javascript,process.stderr.write(%22${entryMarker}%5Cn%22)`,
            ...place.settings,
          })
          try {
            // Counted from when Node starts running code of ours (its own bootstrap comes before any code can listen):
            // a preloaded module marks that moment, right before the entry's first line.
            await waitFor(() => site.output().includes(entryMarker), { intervalMs: 5, what: 'Node running the entry' })
            await new Promise((resolve) => setTimeout(resolve, afterMs))
            expect(site.child.exitCode, `still running ${afterMs} ms after the start`).toBeNull()
            const exitMs = await stopWithin10s(site)
            console.info(`SIGTERM ${afterMs} ms into a busy start: exit 0 after ${exitMs} ms`)
          } finally {
            site.child.kill('SIGKILL')
          }
        }
      } finally {
        stopBusyLoops()
      }
    },
  )
})

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
        // The pre-render starts right after 'listening' and takes seconds (every page); the signal comes at its start.
        await waitFor(() => site.output().includes('"listening"'), { timeoutMs: 30_000, what: 'the listen' })
        expect(site.output()).not.toContain('"pages prerendered"')
        const exitMs = await stopWithin10s(site)
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

describe('a stop during the migrations', () => {
  const postgres = postgresForFile()

  it(
    'SIGTERM while Postgres migrates 300,000 leads into the delivery queue: exit 0 within 10 s, the schema as it was, and the next start migrates it',
    { timeout: 600_000 },
    async () => {
      const databaseUrl = await (await postgres()).createDatabase()
      const sql = async (text: string) => {
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        try {
          return (await client.query(text)).rows
        } finally {
          await client.end()
        }
      }
      // A store as the code before the one delivery queue left it: migrations 001 to 003, the e-mail state on leads.
      const files = ['001_create_leads.sql', '002_lead_attribution.sql', '003_lead_webhooks.sql']
      const migrations = path.resolve('server/leads/postgres/migrations')
      await sql(`${files.map((file) => readFileSync(path.join(migrations, file), 'utf8')).join('\n')}
        CREATE TABLE fluxa_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
        INSERT INTO fluxa_migrations (name) VALUES ${files.map((file) => `('${file}')`).join(', ')};
        INSERT INTO leads (id, created_at, data, status, next_attempt_at)
        SELECT (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${Date.now()} - i,
               jsonb_build_object('name', 'Lead ' || i, 'email', 'lead' || i || '@example.com', 'company', '',
                                  'whatsapp', '', 'message', 'Oi', 'locale', 'pt-BR'), 'pending', ${Date.now()}
        FROM generate_series(1, 300000) AS i;`)
      const env = {
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'migration-stop-')),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'info',
      }
      const site = spawnSite(env)
      try {
        // The copy into the delivery table is under way on the server.
        await waitFor(
          async () =>
            (
              await sql(`SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%INSERT INTO deliveries%'
                        AND application_name = 'fluxa-site'`)
            ).length > 0,
          { timeoutMs: 60_000, intervalMs: 20, what: 'the migration under way' },
        )
        const exitMs = await stopWithin10s(site)
        expect(site.output()).toContain('"stopped during start"')
        // Rolled back as a whole: nothing half-migrated, nothing left running on the server.
        expect(await sql(`SELECT name FROM fluxa_migrations WHERE name LIKE '004%'`)).toEqual([])
        expect(await sql(`SELECT to_regclass('deliveries') IS NULL AS gone`)).toEqual([{ gone: true }])
        await waitFor(
          async () => (await sql(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'fluxa-site'`)).length === 0,
          { what: "the server's connections gone" },
        )
        console.info(`SIGTERM during the migration: exit 0 after ${exitMs} ms`)
      } finally {
        site.child.kill('SIGKILL')
      }
      // The next start migrates it, every pending e-mail kept.
      const again = spawnSite({ ...env, PRERENDER: 'false' })
      try {
        await waitFor(() => again.output().includes('"listening"'), {
          timeoutMs: 300_000,
          intervalMs: 200,
          what: 'the migrated start',
        })
        // Once listening, the worker may already have sent a few (to the outbox): count every e-mail delivery.
        expect(await sql(`SELECT count(*)::int AS n FROM deliveries WHERE channel = 'email'`)).toEqual([{ n: 300_000 }])
      } finally {
        again.child.kill('SIGKILL')
      }
    },
  )
})

/** Sends SIGTERM and awaits the real exit of the process (not its 'stopped' line: a process may log that and live on): 0, within 10 s. */
async function stopWithin10s(site: SpawnedSite): Promise<number> {
  const signalled = Date.now()
  site.child.kill('SIGTERM')
  const code = await site.exited
  const exitMs = Date.now() - signalled
  expect(code).toBe(0)
  expect(exitMs).toBeLessThan(10_000)
  return exitMs
}
