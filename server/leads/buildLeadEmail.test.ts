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
