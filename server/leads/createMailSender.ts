import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'

export type MailSender = {
  /** Where mail goes, for the start-up log line (never the credentials). */
  readonly target: string
  /** Sends one lead's e-mail; `leadId` names its outbox file. Rejects when the mail was not accepted. */
  send(leadId: string, message: SendMailOptions): Promise<void>
  close(): void
}

export type MailSenderOptions = {
  smtpUrl?: string
  outboxDir: string
  /** Short, so a dead mail server costs a retry, not a stuck worker (docs/leads.md). */
  timeouts?: { connectionMs: number; greetingMs: number; socketMs: number }
}

const defaultTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 }

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes DATA_DIR/outbox/<lead id>.eml, so the site runs
 * with no mail server. Writing the same lead twice replaces its file: the outbox is idempotent on the lead id.
 */
export function createMailSender({ smtpUrl, outboxDir, timeouts = defaultTimeouts }: MailSenderOptions): MailSender {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
    })
    const { protocol, host } = new URL(smtpUrl)
    return {
      target: `${protocol}//${host}`,
      async send(_leadId, message) {
        await transport.sendMail(message)
      },
      close: () => transport.close(),
    }
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' })
  return {
    target: `outbox ${outboxDir}`,
    async send(leadId, message) {
      const info = await transport.sendMail(message)
      mkdirSync(outboxDir, { recursive: true })
      const file = path.join(outboxDir, `${leadId}.eml`)
      // Written aside, flushed, then renamed: a reader never sees half a message, and "delivered" means on disk.
      const partial = `${file}.partial`
      const fd = openSync(partial, 'w')
      try {
        // buffer: true makes the stream transport hand back the whole message as one Buffer.
        if (!Buffer.isBuffer(info.message)) throw new Error('the outbox transport gave no buffer')
        writeSync(fd, info.message)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(partial, file)
    },
    close: () => transport.close(),
  }
}
