import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { expect, test } from 'vitest'
import { buildLeadEmail } from './emailChannel.ts'

test('every field is escaped in the HTML part; the visitor is only the Reply-To', () => {
  const hostile = '<img src=x onerror="alert(1)">&\''
  const mail = buildLeadEmail(
    {
      id: 'b7d1c1d2-0000-4000-8000-000000000001',
      createdAt: 0,
      locale: 'en-US',
      name: hostile,
      email: 'a@example.com',
      company: hostile,
      whatsapp: '+55 11',
      message: hostile,
      page: '/countries/mexico',
      utm: { utm_source: hostile, utm_campaign: 'q3 <launch>' },
    },
    { from: 'Fluxa Website <website@fluxa.example>', to: 'sales@fluxa.example' },
  )
  expect(mail.html).not.toContain('<img')
  // name, company, message and utm_source
  expect(String(mail.html).split('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;')).toHaveLength(5)
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

test("the Subject and Reply-To a mail client shows cannot be made to read as other text by the visitor's name", async () => {
  const settings = { from: 'Fluxa Website <website@fluxa.example>', to: 'sales@fluxa.example' }
  const lead = {
    id: 'b7d1c1d2-0000-4000-8000-000000000002',
    createdAt: 0,
    locale: 'pt-BR' as const,
    email: 'a@example.com',
    company: '',
    whatsapp: '',
    message: 'Olá',
    page: '',
    utm: {},
  }
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
  // The Reply-To's display name is shown beside the address: 'Ana \u202Egro.axulf@ofni' would read 'Ana info@fluxa.org'.
  const replyTo = await shown('Ana \u202Egro.axulf@ofni\u202C')
  expect(replyTo.replyTo?.value).toEqual([{ name: 'Ana gro.axulf@ofni', address: 'a@example.com' }])
  expect(forged.replyTo?.text).not.toContain('Pagamento aprovado')
  // The body keeps exactly what the visitor wrote.
  expect(String(bidi.text)).toContain('Nome: Ana \u202Emoc.knab\u202C Souza\u200B\u2066')
  expect(String(forged.text)).toContain(`Nome: ${encodedWord}`)
})

test('the e-mail says where the lead came from: the page in its language and each campaign tag, or a dash', () => {
  const mail = buildLeadEmail(
    {
      id: 'b7d1c1d2-0000-4000-8000-000000000003',
      createdAt: 0,
      locale: 'en-US',
      name: 'Ana',
      email: 'a@example.com',
      company: '',
      whatsapp: '',
      message: 'Hi',
      page: '/countries/mexico',
      utm: { utm_source: 'linkedin', utm_medium: 'paid', utm_campaign: 'mx <q3>' },
    },
    { from: 'Fluxa Website <website@fluxa.example>', to: 'sales@fluxa.example' },
  )
  const text = String(mail.text)
  expect(text).toContain('Página: /en/countries/mexico\n')
  expect(text).toContain('utm_source: linkedin\nutm_medium: paid\nutm_campaign: mx <q3>\nutm_term: —\nutm_content: —\n')
  expect(mail.html).toContain('<tr><th align="left">utm_campaign</th><td>mx &lt;q3&gt;</td></tr>')
  expect(mail.html).toContain('<tr><th align="left">Página</th><td>/en/countries/mexico</td></tr>')
})
