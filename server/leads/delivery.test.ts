import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { describe, expect, test } from 'vitest'
import { startApiTestApp } from '../../tests/support/startApiTestApp.ts'
import { submitLead } from '../../tests/support/submitLead.ts'
import { startSmtpSink } from '../../tests/support/startSmtpSink.ts'
import { waitFor } from '../../tests/support/waitFor.ts'

/** A loopback port with nothing listening: an SMTP server that is down. */
async function deadSmtpPort(): Promise<number> {
  const sink = await startSmtpSink()
  await sink.close()
  return sink.port
}

describe('delivery', () => {
  test('SMTP down when the visitor submits: 200 anyway, retries with backoff, and exactly one e-mail once the server is back', async () => {
    const port = await deadSmtpPort()
    const app = await startApiTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    try {
      const leadId = await submitLead(app)
      await waitFor(async () => ((await app.leads.status(leadId))?.attempts ?? 0) >= 3, {
        what: 'three failed attempts',
      })
      expect(await app.leads.status(leadId)).toMatchObject({ status: 'pending' })

      const sink = await startSmtpSink({ port })
      try {
        await waitFor(async () => (await app.leads.status(leadId))?.status === 'delivered', {
          what: 'delivery after recovery',
        })
        await app.services.close()
        expect(sink.messages).toHaveLength(1)
        const parsed = await simpleParser(sink.messages[0].raw)
        expect(parsed.messageId).toBe(`<lead-${leadId}@fluxa.test>`)
      } finally {
        await sink.close()
      }

      const failures = app.logs().filter((line) => line.msg === 'lead delivery failed')
      expect(failures.length).toBeGreaterThanOrEqual(3)
      expect(failures[0]).toMatchObject({ level: 40, leadId, attempt: 1, error: { code: 'ESOCKET' } })
      const delays = failures.map((line) => Number(line.retryInMs))
      // Backoff 50, 100, 200 ms, each drawn between half and all of it (jitter).
      expect(delays.slice(0, 3).map((delay, i) => delay >= 25 * 2 ** i && delay <= 50 * 2 ** i)).toEqual([
        true,
        true,
        true,
      ])
      expect(failures[0]).toMatchObject({ channel: 'email' })
      expect(JSON.stringify(app.logs())).not.toContain('ana.souza@example.com')
    } finally {
      await app.close()
    }
  })

  test('a restart with pending leads: a new store and worker on the same DATA_DIR deliver each exactly once', async () => {
    const port = await deadSmtpPort()
    const first = await startApiTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    const leadIds = [await submitLead(first, { name: 'Primeiro' }), await submitLead(first, { name: 'Segundo' })]
    await waitFor(
      async () =>
        (await Promise.all(leadIds.map((id) => first.leads.status(id)))).every(
          (status) => (status?.attempts ?? 0) >= 1,
        ),
      { what: 'first attempts' },
    )
    await first.close()

    const sink = await startSmtpSink({ port })
    // Same clock: the first run advanced it past the captchas' 3-second minimum, and retry times were set by it.
    const second = await startApiTestApp({ env: { SMTP_URL: sink.url }, dataDir: first.dataDir, clock: first.clock })
    try {
      await waitFor(async () => (await second.services.leadStore.counts()).delivered === 2, {
        what: 'both leads delivered after restart',
      })
      await second.services.close()
      expect(sink.messages).toHaveLength(2)
      const ids = await Promise.all(sink.messages.map(async (mail) => (await simpleParser(mail.raw)).messageId))
      expect(ids.sort()).toEqual(leadIds.map((id) => `<lead-${id}@fluxa.test>`).sort())
    } finally {
      await second.close()
      await sink.close()
    }
  })

  test('with SMTP_URL unset each lead becomes one .eml file in DATA_DIR/outbox, named after the lead', async () => {
    const app = await startApiTestApp({ env: { SMTP_URL: '' } })
    try {
      const leadId = await submitLead(app)
      await waitFor(async () => (await app.leads.status(leadId))?.status === 'delivered', { what: 'the outbox file' })
      const outbox = path.join(app.dataDir, 'outbox')
      expect(readdirSync(outbox)).toEqual([`${leadId}.eml`])
      const parsed = await simpleParser(readFileSync(path.join(outbox, `${leadId}.eml`)))
      expect(parsed.subject).toBe('Contato pelo site: Ana Souza')
      expect(parsed.replyTo?.value[0].address).toBe('ana.souza@example.com')
      expect(String(parsed.text)).toContain('Quero receber pagamentos via PIX.')
    } finally {
      await app.close()
    }
  })

  test('an idle worker wakes as soon as a lead is stored, not at its next timer', async () => {
    const sink = await startSmtpSink()
    // Timers a minute long: only the wake-up can deliver within the wait below.
    const app = await startApiTestApp({ env: { SMTP_URL: sink.url }, backoff: { initialMs: 60_000, maxMs: 60_000 } })
    try {
      const leadId = await submitLead(app)
      await waitFor(async () => (await app.leads.status(leadId))?.status === 'delivered', {
        timeoutMs: 20_000,
        what: 'delivery on wake-up',
      })
      expect(sink.messages).toHaveLength(1)
    } finally {
      await app.close()
      await sink.close()
    }
  })

  test('stopping waits for the send in flight, which then counts as delivered', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const received: string[] = []
    // An SMTP server that accepts the message only when the test says so.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => void held.then(() => (received.push(Buffer.concat(chunks).toString()), callback())))
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const { port } = server.server.address() as { port: number }
    const app = await startApiTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    try {
      const leadId = await submitLead(app)
      await waitFor(() => app.logs().some((line) => line.msg === 'lead delivery attempt' && line.leadId === leadId), {
        what: 'the send to start',
      })
      let stopped = false
      const stopping = app.services.close().then(() => (stopped = true))
      // All else close() does (stop the timers, close the transport, close SQLite) settles within one turn of the
      // event loop: after that turn, a close that did not wait for the send would have resolved.
      await new Promise((resolve) => setImmediate(resolve))
      expect(stopped).toBe(false)
      release()
      await stopping
      expect(received).toHaveLength(1)
      const reopened = await startApiTestApp({ dataDir: app.dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
      expect(await reopened.leads.status(leadId)).toMatchObject({ status: 'delivered', attempts: 0 })
      await reopened.close()
    } finally {
      await app.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
