import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contactBody, newCaptcha, postContact } from '../../support/contactApi.ts'
import { listenSmtp } from '../../support/listenSmtp.ts'
import { startPostgresServer, type PostgresServer } from '../../support/startPostgresServer.ts'
import { startRedisServer, type RedisServer } from '../../support/startRedisServer.ts'
import { startSiteProcess, type SiteProcess } from '../../support/startSiteProcess.ts'
import { waitFor } from '../../support/waitFor.ts'

// Ports of this worktree's range (loopback only).
const postgresPort = 4235
const redisPort = 4278
const secret = 'postgres-processes-secret-0123456789abcdef'
const leadCount = 100
// One attempt may take 8 s, so a lead being sent is reserved for 16 s (the lease; 60 s by default): after a kill -9 the survivor takes
// it over that soon.
const sendTimeoutMs = 8_000
// Each mail server takes this long to accept a message, as a busy one does: delivery is still going on when the kill
// comes, whichever process is faster.
const acceptDelayMs = 150

type Received = { via: 'a' | 'b'; leadId: string; messageId: string }

/**
 * A real SMTP server on loopback for one site process. Process A's: once `kill.armed` is set, the next message it
 * accepts is recorded as accepted and then A is killed (kill -9) before it hears the 250: the crash falls between the
 * mail server's acceptance and the store's update.
 */
async function startSlowSmtp(
  via: 'a' | 'b',
  received: Received[],
  kill: { armed: boolean; site?: () => SiteProcess; killedLead?: string },
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = {
          via,
          leadId: /^X-Lead-Id: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
        }
        setTimeout(() => {
          received.push(mail)
          if (via === 'a' && kill.armed && kill.site && !kill.killedLead) {
            kill.killedLead = mail.leadId
            kill.site().child.kill('SIGKILL')
            return
          }
          callback()
        }, acceptDelayMs)
      })
    },
  })
  server.on('error', () => {}) // the killed sender's connection vanishing is expected
  const bound = await listenSmtp(server, 0)
  return { ...bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let postgres: PostgresServer
let redis: RedisServer
let databaseUrl: string
let a: SiteProcess
let b: SiteProcess
const received: Received[] = []
const kill: { armed: boolean; site?: () => SiteProcess; killedLead?: string } = { armed: false }
const smtps: { close: () => Promise<void> }[] = []
const work = mkdtempSync(path.join(tmpdir(), 'fluxa-postgres-processes-'))

beforeAll(async () => {
  ;[postgres, redis] = await Promise.all([startPostgresServer(postgresPort), startRedisServer(redisPort)])
  databaseUrl = await postgres.createDatabase()
  const [smtpA, smtpB] = await Promise.all([startSlowSmtp('a', received, kill), startSlowSmtp('b', received, kill)])
  smtps.push(smtpA, smtpB)
  const settings = (name: string, smtpUrl: string) => ({
    HOST: '127.0.0.1',
    PORT: '0',
    // The settings for several processes (docs/several-processes.md): one DATABASE_URL, one REDIS_URL, one CAPTCHA_SECRET.
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    CAPTCHA_SECRET: secret,
    DATA_DIR: path.join(work, name),
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Fluxa Website <website@fluxa.test>',
    CONTACT_TO: 'sales@fluxa.test',
    MAIL_SEND_TIMEOUT_MS: String(sendTimeoutMs),
    RATE_LIMIT_CAPTCHA: '1000',
    RATE_LIMIT_CONTACT: '1000',
    // The leads are answered at once: the captcha's minimum age is not what this test is about.
    CAPTCHA_MIN_AGE_MS: '0',
    PRERENDER: 'false',
  })
  // One after the other: both would migrate the new database at once otherwise (which the advisory lock allows,
  // and server/leads/leadStores.test.ts checks); here the point is the delivery.
  a = await startSiteProcess(settings('a', smtpA.url))
  b = await startSiteProcess(settings('b', smtpB.url))
  kill.site = () => a
}, 90_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await Promise.all(smtps.map((smtp) => smtp.close()))
  await Promise.all([postgres?.stop(), redis?.stop()])
  rmSync(work, { recursive: true, force: true })
})

const leadRowSchema = z.object({ id: z.string(), status: z.enum(['pending', 'delivered']) })

async function leadRows() {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT lead_id AS id, status FROM deliveries WHERE channel = 'email'`)
    return rows.map((row) => leadRowSchema.parse(row))
  } finally {
    await client.end()
  }
}

describe('two processes, one Postgres, one Redis', () => {
  it(
    '100 leads across both, one process kill -9ed in the middle of delivery: every lead is mailed, each once but the one in flight',
    { timeout: 120_000 },
    async () => {
      const sites = [a, b]
      const captchas = await Promise.all(Array.from({ length: leadCount }, (_, i) => newCaptcha(sites[i % 2].url)))
      const answers = []
      for (let start = 0; start < leadCount; start += 10) {
        const batch = captchas
          .slice(start, start + 10)
          .map((captcha, offset) =>
            postContact(sites[(start + offset) % 2].url, contactBody(captcha, { name: `Lead ${start + offset}` })),
          )
        answers.push(...(await Promise.all(batch)))
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array(leadCount).fill(200))
      // Every acknowledged lead is in the one table before any crash.
      expect(await leadRows()).toHaveLength(leadCount)

      kill.armed = true
      await waitFor(() => a.child.signalCode === 'SIGKILL', {
        timeoutMs: 20_000,
        what: 'process A killed at its next accepted e-mail',
      })
      const killedLead = kill.killedLead ?? ''
      expect(killedLead).not.toBe('')
      const deliveredBeforeTheKill = received.length

      // B delivers whatever A left: its pending leads at once, the one A was sending once A's lease has run out.
      await waitFor(async () => (await leadRows()).every((row) => row.status === 'delivered'), {
        timeoutMs: 60_000,
        intervalMs: 100,
        what: 'every lead marked delivered',
      })
      const ids = new Set((await leadRows()).map((row) => row.id))
      const perLead = new Map<string, Received[]>()
      for (const mail of received) perLead.set(mail.leadId, [...(perLead.get(mail.leadId) ?? []), mail])

      expect(new Set(perLead.keys())).toEqual(ids)
      const twice = [...perLead.entries()].filter(([, mails]) => mails.length > 1)
      // Mailed once each, except the lead whose 250 never reached A: accepted by A's mail server, then sent again by B,
      // with the same Message-ID (so the mailbox can tell it is the same e-mail).
      // A lead is sent twice only where the sender cannot know the mail server took it: the kill -9 here, or (on a
      // machine so loaded that an attempt outlives MAIL_SEND_TIMEOUT_MS) an attempt given up after the server took it,
      // which is logged. Anything else sent twice is a claim that two workers held at once.
      const logLines = (site: SiteProcess) =>
        site
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) =>
            z
              .object({
                msg: z.string(),
                leadId: z.string().optional(),
                error: z.object({ code: z.string().optional() }).optional(),
              })
              .parse(JSON.parse(line)),
          )
      const failed = [...logLines(a), ...logLines(b)].filter(
        (line) => line.msg === 'lead delivery failed' || line.msg === 'delivery worker could not use the lead store',
      )
      expect(failed.filter((line) => line.error?.code !== 'ETIMEDOUT')).toEqual([])
      const timedOut = new Set(failed.map((line) => line.leadId))
      expect(twice.map(([id]) => id).filter((id) => id !== killedLead && !timedOut.has(id))).toEqual([])
      expect(perLead.get(killedLead)).toHaveLength(2)
      const [first, second] = perLead.get(killedLead) ?? []
      expect(first.via).toBe('a')
      expect(second.via).toBe('b')
      expect(second.messageId).toBe(first.messageId)
      expect(received.length).toBeGreaterThan(deliveredBeforeTheKill)
      expect(logLines(b).some((line) => line.msg === 'lead delivered' && line.leadId === killedLead)).toBe(true)
    },
  )
})
