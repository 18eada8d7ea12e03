import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { listenSmtp } from './listenSmtp.ts'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export type SmtpSink = {
  port: number
  url: string
  messages: ReceivedMail[]
  close: () => Promise<void>
}

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps every message it accepts,
 * in memory and, when `dir` is given, as .eml files other processes can read.
 */
export async function startSmtpSink({ port = 0, dir }: { port?: number; dir?: string } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  if (dir) mkdirSync(dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        messages.push(mail)
        if (dir) writeFileSync(path.join(dir, `${Date.now()}-${messages.length}.eml`), mail.raw)
        callback()
      })
    },
  })
  const bound = await listenSmtp(server, port)
  return {
    ...bound,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
