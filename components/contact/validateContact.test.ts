import { describe, expect, it } from 'vitest'
import type { Captcha } from '../../site/contact/captchaSchema.ts'
import { validContactPayload } from '../../tests/support/validContactPayload.ts'
import { validateContact, type ContactFields } from './validateContact.ts'

const captcha: Captcha = {
  token: 'tok',
  num1: 7,
  num2: 5,
  operation: '+',
  issuedAt: 1_700_000_000_000,
  question: '7 + 5',
}
const filled: ContactFields = {
  name: ' Ana Souza ',
  email: 'ana@empresa.com.br',
  company: 'Empresa',
  whatsapp: '+55 11 91234-5678',
  message: 'Olá',
  captchaAnswer: ' 12 ',
  website: '',
}

describe('validateContact (docs/contact-and-captcha.md, in order)', () => {
  it('1. reports every empty or blank required field first, even when everything else is wrong too', () => {
    const check = validateContact(
      { ...filled, name: '', email: '   ', message: '', website: 'spam', captchaAnswer: '' },
      undefined,
    )
    expect(check).toEqual({ ok: false, problem: 'required', missing: ['name', 'email', 'message'] })
  })

  it('2. a filled honeypot blocks before the captcha is looked at', () => {
    expect(validateContact({ ...filled, website: 'http://x', captchaAnswer: '' }, undefined)).toEqual({
      ok: false,
      problem: 'spam',
    })
  })

  it('3. a missing captcha or a missing or non-numeric answer blocks', () => {
    expect(validateContact(filled, undefined)).toEqual({ ok: false, problem: 'captcha' })
    for (const captchaAnswer of ['', '  ', 'doze', '1.5', '12a'])
      expect(validateContact({ ...filled, captchaAnswer }, captcha)).toEqual({ ok: false, problem: 'captcha' })
  })

  it('4. sends the answer as an integer, the captcha fields and the trimmed texts', () => {
    expect(validateContact(filled, captcha)).toEqual({
      ok: true,
      payload: validContactPayload,
    })
  })
})
