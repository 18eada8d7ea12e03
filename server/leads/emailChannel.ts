import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { escapeHtml } from '../../site/escapeHtml.ts'
import { utmKeys } from '../../site/contact/utmKeys.ts'
import { localeNames, localizePath } from '../../site/locales.ts'
import type { Lead } from './leadStore.ts'

// The e-mail channel of a lead's delivery (docs/leads.md): the message built from the lead, and the sender that hands
// it to SMTP_URL's server or, without one, writes it to the outbox folder.

export type LeadEmailSettings = { from: string; to: string }

/** The lead's own id, as a Message-ID: a re-sent lead carries the same one, so mail systems can drop the copy. */
function leadMessageId(lead: Pick<Lead, 'id'>, from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<lead-${lead.id}@${domain}>`
}

/**
 * The visitor's name as it may appear in a header a mail client shows as if it were the message's own words (the
 * Subject, the Reply-To's display name):
 * without control and invisible format characters (bidirectional overrides that reorder what is shown, zero-width
 * characters), on one line, and with "=?" broken apart so it can never be read as a MIME encoded-word that a client
 * would decode into other text. The name itself is in the body, untouched.
 */
function headerText(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replaceAll('=?', '= ?')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The e-mail for the sales team (docs/leads.md): fixed From and To, the visitor only in Reply-To, a fixed subject
 * with the visitor's name, plain text and HTML with every field escaped, and where the lead came from (page, campaign). Labels are in Portuguese, the team's language.
 */
export function buildLeadEmail(lead: Lead, { from, to }: LeadEmailSettings): SendMailOptions {
  const rows: [string, string][] = [
    ['Nome', lead.name],
    ['E-mail', lead.email],
    ['Empresa', lead.company || '—'],
    ['WhatsApp', lead.whatsapp || '—'],
    ['Idioma do site', localeNames[lead.locale]],
    ['Página', lead.page ? localizePath(lead.page, lead.locale) : '—'],
    ...utmKeys.map((key): [string, string] => [key, lead.utm[key] ?? '—']),
    ['Recebido em', new Date(lead.createdAt).toISOString()],
    ['Referência', lead.id],
  ]
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Mensagem:', lead.message, ''].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111">',
    '<h2 style="font-size:18px">Novo contato pelo site</h2>',
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<h3 style="font-size:16px">Mensagem</h3>',
    `<div style="white-space:pre-wrap">${escapeHtml(lead.message)}</div>`,
    '</body></html>',
  ].join('\n')
  return {
    from,
    to,
    replyTo: { name: headerText(lead.name), address: lead.email },
    subject: `Contato pelo site: ${headerText(lead.name)}`,
    messageId: leadMessageId(lead, from),
    date: new Date(lead.createdAt),
    headers: { 'X-Lead-Id': lead.id },
    text,
    html,
  }
}

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
