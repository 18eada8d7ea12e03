import { SMTPServer } from 'smtp-server'
import { listenSmtp } from './listenSmtp.ts'
import type { ReceivedMail } from './startSmtpSink.ts'

/**
 * How the server behaves, switchable while it runs:
 * - accept: a working mail server
 * - stall-greeting: accepts the TCP connection but never says hello (a hung server)
 * - stall-data: takes the whole message, then never answers the final "." (the sender cannot know whether it was accepted)
 * - refuse-rcpt / refuse-data: a permanent-looking 5xx on RCPT TO or after DATA
 */
export type SmtpMode = 'accept' | 'stall-greeting' | 'stall-data' | 'refuse-rcpt' | 'refuse-data'

export type FaultySmtp = {
  port: number
  url: string
  /** Messages the server acknowledged with 250 (a stalled or refused one is not here). */
  messages: ReceivedMail[]
  /** Every message body the server read in full, acknowledged or not. */
  seen: string[]
  setMode: (mode: SmtpMode) => void
  /** Connections opened so far (attempts by the sender). */
  connections: () => number
  close: () => Promise<void>
}

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code })

/** A real SMTP server on loopback (smtp-server) that can be told to fail in the ways real mail servers do. */
export async function startFaultySmtp({ port = 0, mode: initial = 'accept' as SmtpMode } = {}): Promise<FaultySmtp> {
  let mode = initial
  let connections = 0
  const messages: ReceivedMail[] = []
  const seen: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stalled sessions would keep close() waiting for 30 s: end them soon.
    closeTimeout: 200,
    onConnect(_session, callback) {
      connections++
      // Never calling back means the greeting is never sent: the client waits for it until its own timeout.
      if (mode !== 'stall-greeting') callback()
    },
    onRcptTo(_address, _session, callback) {
      if (mode === 'refuse-rcpt') return callback(smtpError(550, 'Mailbox unavailable'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        seen.push(raw)
        if (mode === 'stall-data') return // no answer to the final "."
        if (mode === 'refuse-data') return callback(smtpError(554, 'Transaction failed'))
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  server.on('error', () => {}) // a client vanishing mid-session (a killed sender) is not a test failure
  const bound = await listenSmtp(server, port)
  return {
    ...bound,
    messages,
    seen,
    setMode: (next) => void (mode = next),
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
      }),
  }
}
