import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createApp } from '../../server/createApp.ts'
import { createContactServices, type ContactServices } from '../../server/contact/contactServices.ts'
import { createLogger } from '../../server/createLogger.ts'
import { parseEnv } from '../../server/env.ts'
import { createApiRouter } from '../../server/routes/routes.ts'
import { listenInProcess } from './listenInProcess.ts'
import { leadReader, type LeadReader } from './leadReader.ts'

type LogLine = { level: number; msg: string; [key: string]: unknown }

export type TestClock = { now: () => number; advance: (ms: number) => void }

/** Real time shifted by whatever the test advanced it by, so "wait 4 s" costs nothing. */
function createTestClock(): TestClock {
  let offset = 0
  return { now: () => Date.now() + offset, advance: (ms) => void (offset += ms) }
}

export type ApiTestApp = {
  url: string
  dataDir: string
  clock: TestClock
  services: ContactServices
  /** The app's leads, read from its store on a connection of its own. */
  leads: LeadReader
  /** Every pino line written so far, parsed. */
  logs: () => LogLine[]
  /** Stops listening, then the worker and the store (as the real shutdown does). */
  close: () => Promise<void>
}

export type ApiTestAppOptions = {
  /** Settings on top of the test defaults (an empty string unsets one, as in the real environment). */
  env?: Record<string, string>
  dataDir?: string
  clock?: TestClock
  /** Short backoff so a recovered SMTP server is retried within a test. */
  backoff?: { initialMs: number; maxMs: number }
  /** Short SMTP timeouts so a hung mail server costs a retry within a test. */
  smtpTimeouts?: { connectionMs: number; greetingMs: number; socketMs: number }
}

/**
 * The real app (createApp with the real contact services: SQLite in a temp DATA_DIR, nodemailer, delivery worker,
 * memory rate limits), listening on a free loopback port, with its pino output captured.
 */
export async function startApiTestApp({
  env: overrides = {},
  dataDir,
  clock = createTestClock(),
  backoff = { initialMs: 50, maxMs: 400 },
  smtpTimeouts,
}: ApiTestAppOptions = {}): Promise<ApiTestApp> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'contact-api-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dir,
    MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
    CONTACT_TO: 'sales@fluxa.test',
    CAPTCHA_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  })
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      callback()
    },
  })
  const logger = createLogger(env, destination)
  const services = await createContactServices({ env, logger, now: clock.now, backoff, smtpTimeouts })
  // The API does not need the built client: an empty folder stands in for dist/client.
  const clientDir = mkdtempSync(path.join(tmpdir(), 'contact-api-client-'))
  mkdirSync(clientDir, { recursive: true })
  const app = createApp({
    env,
    logger,
    api: createApiRouter(services, { publicUrl: env.PUBLIC_URL }),
    healthy: services.healthy,
    clientDir,
  })
  const { server, port } = await listenInProcess(app, env)
  services.start()
  let closing: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: dir,
    clock,
    services,
    leads: leadReader({ dataDir: dir, databaseUrl: env.DATABASE_URL }),
    logs: () => lines.map((line) => JSON.parse(line) as LogLine),
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await services.close()
      })()),
  }
}
