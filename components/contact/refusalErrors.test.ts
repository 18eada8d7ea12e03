import { describe, expect, test } from 'vitest'
import type { ContactFieldName } from '../../site/contact/contactContract.ts'
import { refusalErrors } from './refusalErrors.ts'

const texts = {
  server: 'Preencha todos os campos obrigatórios.',
  fieldRequired: 'Preencha este campo.',
  invalidEmail: 'Informe um endereço de e-mail válido.',
  captchaMissing: 'Responda à pergunta de verificação.',
  newQuestion: 'Sorteamos uma nova pergunta.',
}

describe('refusalErrors', () => {
  test('an empty required field is to fill in, a non-empty refused e-mail is malformed, other fields get the server’s text', () => {
    const typed: Partial<Record<ContactFieldName, string>> = {
      name: ' ',
      email: 'ana@',
      company: 'x'.repeat(101),
      captchaAnswer: '7',
    }
    const isEmpty = (field: ContactFieldName) => !(typed[field] ?? '').trim()
    expect(refusalErrors(['name', 'email', 'company', 'message', 'captchaAnswer'], isEmpty, texts)).toEqual({
      name: 'Preencha este campo.',
      email: 'Informe um endereço de e-mail válido.',
      company: 'Preencha todos os campos obrigatórios.',
      message: 'Preencha este campo.',
      captchaAnswer: 'Preencha todos os campos obrigatórios. Sorteamos uma nova pergunta.',
    })
  })

  test('the captcha always says a new question was drawn; a missing answer is asked for', () => {
    expect(
      refusalErrors(['captchaAnswer'], () => true, { ...texts, server: 'Resposta incorreta. Tente novamente.' }),
    ).toEqual({
      captchaAnswer: 'Responda à pergunta de verificação. Sorteamos uma nova pergunta.',
    })
    expect(
      refusalErrors(['captchaAnswer'], () => false, { ...texts, server: 'Resposta incorreta. Tente novamente.' }),
    ).toEqual({
      captchaAnswer: 'Resposta incorreta. Tente novamente. Sorteamos uma nova pergunta.',
    })
  })

  test('no refused field, no message', () => {
    expect(refusalErrors([], () => true, texts)).toEqual({})
  })
})
