import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { expect, test } from 'vitest'
import { buildLeadEmail } from './buildLeadEmail.ts'

test('every field is escaped in the HTML part; the visitor is only the Reply-To', () => {
  const hostile = '<img src=x onerror="alert(1)">&\''
  const mail = buildLeadEmail(
    { id: 'b7d1c1d2-0000-4000-8000-000000000001', createdAt: 0, locale: 'en-US', name: hostile, email: 'a@example.com', company: hostile, whatsapp: '+55 11', message: hostile },
    { from: 'Fluxa Website <website@fluxa.example>', to: 'sales@fluxa.example' },
  )
  expect(mail.html).not.toContain('<img')
  expect(String(mail.html).split('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;')).toHaveLength(4)
  expect(mail).toMatchObject({
    from: 'Fluxa Website <website@fluxa.example>',
    to: 'sales@fluxa.example',
    replyTo: { name: hostile, address: 'a@example.com' },
    subject: `Contato pelo site: ${hostile}`,
    messageId: '<lead-b7d1c1d2-0000-4000-8000-000000000001@fluxa.example>',
  })
  expect(mail).not.toHaveProperty('cc')
  expect(mail).not.toHaveProperty('bcc')
})

test('the Subject a mail client shows cannot be made to read as other text by the visitor\'s name', async () => {
  const settings = { from: 'Fluxa Website <website@fluxa.example>', to: 'sales@fluxa.example' }
  const lead = { id: 'b7d1c1d2-0000-4000-8000-000000000002', createdAt: 0, locale: 'pt-BR' as const, email: 'a@example.com', company: '', whatsapp: '', message: 'Olá' }
  // What a client displays: the message as sent over SMTP, parsed the way mail readers parse it.
  const shown = async (name: string) => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const { message } = await transport.sendMail(buildLeadEmail({ ...lead, name }, settings))
    return simpleParser(message as Buffer)
  }
  // A MIME encoded-word is decoded by readers: "=?UTF-8?B?...?=" would show as "Pagamento aprovado - Diretoria".
  const encodedWord = `=?UTF-8?B?${Buffer.from('Pagamento aprovado - Diretoria').toString('base64')}?=`
  const forged = await shown(encodedWord)
  expect(forged.subject).not.toContain('Pagamento aprovado')
  expect(forged.subject).toMatch(/^Contato pelo site: = \?UTF-8\?B\?/)
  // A right-to-left override shows "Ana ‮moc.knab" as "Ana bank.com" reversed; invisible characters hide text.
  const bidi = await shown('Ana \u202Emoc.knab\u202C Souza\u200B\u2066')
  expect(bidi.subject).toBe('Contato pelo site: Ana moc.knab Souza')
  expect(bidi.subject).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/)
  // The body keeps exactly what the visitor wrote.
  expect(String(bidi.text)).toContain('Nome: Ana \u202Emoc.knab\u202C Souza\u200B\u2066')
  expect(String(forged.text)).toContain(`Nome: ${encodedWord}`)
})
