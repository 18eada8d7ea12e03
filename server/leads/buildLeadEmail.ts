import type { SendMailOptions } from 'nodemailer'
import { escapeHtml } from '../../site/escapeHtml.ts'
import { utmKeys } from '../../site/contact/utmKeys.ts'
import { localeNames } from '../../site/locales.ts'
import { localizePath } from '../../site/localizePath.ts'
import type { Lead } from './leadStore.ts'

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
