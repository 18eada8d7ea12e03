// Prints how long the retention sweep takes to delete a backlog of expired leads, per 100,000, on each store (SQLite
// in a temporary DATA_DIR, a Postgres of its own), and how long the event loop was held meanwhile (what a request
// could wait). The real store and sweep, in this process; the backlog is seeded in one statement per table.
// Run: npm run bench:retention [-- 300000 1000000]. A measurement, not a test: nothing is asserted.
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import pino from 'pino'
import { createRetentionSweep } from '../../server/leads/createRetentionSweep.ts'
import { freePort } from '../support/freePort.ts'
import { leadStoreKinds } from '../support/leadStoreKinds.ts'
import { seedExpiredLeads } from '../support/seedExpiredLeads.ts'
import { startPostgresServer, type PostgresServer } from '../support/startPostgresServer.ts'

const sizes = process.argv.slice(2).map(Number)
const backlogs = sizes.length > 0 ? sizes : [300_000, 1_000_000]
let postgres: PostgresServer | undefined
const kinds = leadStoreKinds(async () => (postgres ??= await startPostgresServer(await freePort())))
const logger = pino({ level: 'silent' })
const rows: Record<string, string | number>[] = []

try {
  for (const backlog of backlogs) {
    for (const kind of kinds) {
      const place = await kind.place()
      const store = await place.open()
      const seedStarted = performance.now()
      await seedExpiredLeads(place, kind.name, { count: backlog })
      const seedMs = performance.now() - seedStarted
      const delay = monitorEventLoopDelay({ resolution: 10 })
      delay.enable()
      const started = performance.now()
      const result = await createRetentionSweep({ store, logger, retentionDays: 730 }).sweep()
      const ms = performance.now() - started
      delay.disable()
      if (!result.finished || result.deleted !== backlog)
        throw new Error(`sweep ended early: ${JSON.stringify(result)}`)
      rows.push({
        store: kind.name,
        'expired leads': backlog,
        'sweep s': (ms / 1000).toFixed(1),
        's per 100k': ((ms / backlog) * 100).toFixed(1),
        'event loop held p99 ms': (delay.percentile(99) / 1e6).toFixed(0),
        'max ms': (delay.max / 1e6).toFixed(0),
        'seed s': (seedMs / 1000).toFixed(1),
      })
      console.info(rows.at(-1))
      await store.close()
      if (place.settings.DATA_DIR) rmSync(place.settings.DATA_DIR, { recursive: true, force: true })
    }
  }
} finally {
  await postgres?.stop()
}
console.table(rows)
console.info(
  `load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${new Date().toISOString()}`,
)
