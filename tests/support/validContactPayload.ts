import type { ContactPayload } from '../../site/contact/contactSchema.ts'

/** A payload the contact schema accepts, for tests that change one field of it; the captcha is not checked here. */
export const validContactPayload = {
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  company: 'Empresa',
  whatsapp: '+55 11 91234-5678',
  message: 'Olá',
  captchaAnswer: 12,
  captchaToken: 'tok',
  captchaNum1: 7,
  captchaNum2: 5,
  captchaOperation: '+',
  captchaIssuedAt: 1_700_000_000_000,
  honeypot: '',
} as const satisfies ContactPayload
