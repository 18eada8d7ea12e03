import { describe, expect, it } from 'vitest'
import { visibleFields } from '../../server/refusal.ts'
import { classifyContactIssues, issueFields } from '../../server/routes/contact/schema.ts'
import { readFormPost } from '../../server/routes/contactForm/schema.ts'
import { attributionSchema } from '../../site/contact/attributionSchema.ts'
import { contactContract } from '../../site/contact/contactContract.ts'
import { contactSchema } from '../../site/contact/contactSchema.ts'
import { validContactPayload } from '../support/validContactPayload.ts'

const valid = validContactPayload

describe('the contact contract (site/contact/contactContract.ts) and the schema agree', () => {
  it('names every field of the schema, and only those', () => {
    const named = [...contactContract.texts, ...contactContract.captcha, contactContract.honeypot.field]
    const attribution = Object.keys(attributionSchema.shape)
    expect([...named, ...attribution].sort()).toEqual(Object.keys(contactSchema.shape).sort())
  })

  it.each(contactContract.texts)('%s takes up to its maxLength characters, and no more', (field) => {
    const limit = contactContract.maxLength[field]
    const text = (length: number) =>
      field === 'email'
        ? `${'a'.repeat(length - 12)}@example.com`
        : field === 'whatsapp'
          ? '1'.repeat(length)
          : 'a'.repeat(length)
    expect(contactSchema.safeParse({ ...valid, [field]: text(limit) }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, [field]: text(limit + 1) }).success).toBe(false)
  })

  it.each(contactContract.texts)('%s is refused when empty exactly when the contract requires it', (field) => {
    const parsed = contactSchema.safeParse({ ...valid, [field]: '' })
    const required: readonly string[] = contactContract.required
    expect(parsed.success).toBe(!required.includes(field))
    if (parsed.success) return
    const fields = issueFields(parsed.error.issues)
    expect(classifyContactIssues(parsed.error.issues, fields).code).toBe('required')
  })

  it.each(contactContract.captcha)('a missing %s is a wrong captcha, shown on the answer field', (field) => {
    const parsed = contactSchema.safeParse({ ...valid, [field]: undefined })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    const fields = issueFields(parsed.error.issues)
    expect(classifyContactIssues(parsed.error.issues, fields).code).toBe('captcha_wrong')
    expect(visibleFields(fields)).toEqual([contactContract.captchaAnswer])
  })

  it('a form posted without JavaScript carries every field of the contract, as the API would receive it', () => {
    const form = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, String(value)]))
    const { honeypot, ...visibleAndCaptcha } = form
    const post = readFormPost({ ...visibleAndCaptcha, [contactContract.honeypot.input]: honeypot }, '/', undefined)
    expect(contactSchema.parse(post.payload)).toEqual(contactSchema.parse({ ...valid, page: '/' }))
  })
})
