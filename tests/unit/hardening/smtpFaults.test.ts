import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { contactBody, newCaptcha, postContact } from '../../support/contactApi.ts'
import { startApiTestApp, type ApiTestApp } from '../../support/startApiTestApp.ts'
import { startFaultySmtp, type SmtpMode } from '../../support/startFaultySmtp.ts'
import { waitFor } from '../../support/waitFor.ts'

async function submitLead(app: ApiTestApp, name: string): Promise<string> {
  const captcha = await newCaptcha(app.url)
  app.clock.advance(4_000)
  const answer = await postContact(app.url, contactBody(captcha, { name }))
  expect(answer).toMatchObject({ status: 200, body: { ok: true } })
  const stored = app.logs().find((line) => line.requestId === answer.requestId && line.msg === 'lead stored')
  return String(stored?.leadId)
}

const messageIds = (raws: { raw: string }[]) =>
  Promise.all(raws.map(async ({ raw }) => (await simpleParser(raw)).messageId))

/** Faults of a mail server that is up (a down one is in server/leads/delivery.test.ts, and below for completeness). */
const faults: { mode: SmtpMode | 'down'; what: string }[] = [
  { mode: 'down', what: 'down (connection refused)' },
  { mode: 'stall-greeting', what: 'slow: accepts the connection, never greets' },
  { mode: 'stall-data', what: 'slow: takes the message, never answers the final dot' },
  { mode: 'refuse-rcpt', what: 'refusing: 550 on RCPT TO' },
  { mode: 'refuse-data', what: 'refusing: 554 after DATA' },
]

describe('mail server faults: leads wait in the store and go out once it recovers, exactly once', () => {
  for (const { mode, what } of faults) {
    it(what, async () => {
      const smtp = await startFaultySmtp({ mode: mode === 'down' ? 'accept' : mode })
      const port = smtp.port
      if (mode === 'down') await smtp.close()
      const app = await startApiTestApp({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
        backoff: { initialMs: 50, maxMs: 300 },
        smtpTimeouts: { connectionMs: 300, greetingMs: 300, socketMs: 400 },
      })
      let sink = smtp
      try {
        const leadIds = [
          await submitLead(app, 'Primeira'),
          await submitLead(app, 'Segundo'),
          await submitLead(app, 'Terceira'),
        ]
        // Every lead has failed at least twice, and nothing was acknowledged.
        await waitFor(
          async () =>
            (await Promise.all(leadIds.map((id) => app.leads.status(id)))).every(
              (status) => (status?.attempts ?? 0) >= 2,
            ),
          { timeoutMs: 20_000, what: 'failed attempts' },
        )
        for (const id of leadIds) expect((await app.leads.status(id))?.status).toBe('pending')
        expect(sink.messages).toHaveLength(0)

        // The server recovers.
        if (mode === 'down') sink = await startFaultySmtp({ port })
        else sink.setMode('accept')
        await waitFor(async () => (await app.services.leadStore.counts()).delivered === 3, {
          timeoutMs: 20_000,
          what: 'delivery after recovery',
        })
        await app.services.close()
        expect(sink.messages).toHaveLength(3)
        expect((await messageIds(sink.messages)).sort()).toEqual(leadIds.map((id) => `<lead-${id}@fluxa.test>`).sort())

        const failures = app.logs().filter((line) => line.msg === 'lead delivery failed')
        expect(failures.length).toBeGreaterThanOrEqual(6)
        expect(JSON.stringify(app.logs())).not.toContain('ana.souza@example.com')
      } finally {
        await app.close()
        await sink.close()
      }
    })
  }
})
