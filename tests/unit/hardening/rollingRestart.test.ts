import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBusyLoops } from '../../support/busyLoops.ts'
import { ensureBuilt } from '../../support/ensureBuilt.ts'
import { startFleet, type Fleet } from '../../support/fleet.ts'
import type { SiteProcess } from '../../support/startSiteProcess.ts'
import { describeVisitorLoad, startVisitorLoad } from '../../support/visitorLoad.ts'

// A rolling restart through deploy/nginx.conf as it is, on a busy machine (docs/several-processes.md): two real
// processes on one Postgres (the leads) and one Redis (rate limits, spent captchas), each restarted in turn three
// times under keep-alive load from autocannon, beside two CPU-bound loops.
let fleet: Fleet

beforeAll(() => {
  ensureBuilt()
}, 180_000)
beforeAll(async () => {
  // Pages expire at nginx every second: it revalidates them with the processes all through the restarts.
  fleet = await startFleet({ env: { HTML_S_MAXAGE_S: '1' } })
}, 300_000)
afterAll(() => fleet?.stop(), 120_000)

describe('a rolling restart through deploy/nginx.conf', () => {
  it(
    'restarts each process in turn three times under keep-alive load beside two busy loops: every answer as expected, no socket error, each lead stored once',
    // Six process starts on a busy machine: a limit for a hang, not a budget.
    { timeout: 600_000 },
    async () => {
      const stopBusyLoops = startBusyLoops(2)
      const label = 'Pedido rolling'
      const { nginx, sites } = fleet
      // 40 s: longer than nginx waits for a process (proxy_read_timeout, 35 s), so every answer nginx gives is seen
      // with its status, and a timeout here means nginx itself did not answer.
      const load = startVisitorLoad({ url: nginx.url, connections: 16, label, timeoutS: 40 })
      let report
      const stopped: SiteProcess[] = []
      try {
        await load.more(100)
        const exitCodes = await fleet.restartInTurn({ rounds: 3, onStopped: (site) => stopped.push(site) })
        expect(exitCodes).toEqual([0, 0, 0, 0, 0, 0])
        // The load goes on with both new processes.
        await load.more(100)
      } finally {
        report = await load.stop()
        stopBusyLoops()
      }
      const summary = describeVisitorLoad(report).join('\n')
      console.info(`rolling restart, 3 rounds, two busy loops:\n${summary}`)
      // What to read when it fails: nginx's error log, its access log's lines of answers other than 200 (with the
      // processes each request was sent to), and every process's warnings and errors (LOG_LEVEL=warn).
      const logs = () =>
        [
          nginx.errors().slice(-10_000),
          ...nginx
            .accessLog()
            .split('\n')
            .filter((line) => line && !/"[^"]*" 200 /.test(line)),
          ...[...stopped, ...sites].map((site) => site.output()),
        ]
          .join('\n')
          .slice(-30_000)
      expect(report.unexpected, `${summary}\n${logs()}`).toEqual(new Map())
      expect(report.socketErrors, `${summary}\n${logs()}`).toEqual(new Map())
      expect(report.answers).toBeGreaterThan(300)

      const stored = await fleet.storedMessages(label)
      expect(new Set(stored).size, 'a lead stored twice').toBe(stored.length)
      expect(report.leads.length).toBeGreaterThan(20)
      expect(
        report.leads.filter((message) => !stored.includes(message)),
        'answered 200 but not stored',
      ).toEqual([])
    },
  )
})
