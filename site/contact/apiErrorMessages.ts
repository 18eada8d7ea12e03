import type { MessageDescriptor } from '@lingui/core'

/**
 * The error texts of /api/contact and /api/captcha/new, in the contact catalogue: one entry per code an API route
 * can send. Plain descriptors, not the `msg` macro: the server runs this file as it is (Node strips the types but
 * cannot expand macros); the i18n marker comment before each is how `lingui extract` still finds each one.
 */
export const apiErrorMessages = {
  required: /*i18n*/ { id: 'api.error.required', message: 'Preencha todos os campos obrigatórios.' },
  invalid_email: /*i18n*/ { id: 'api.error.invalid_email', message: 'Informe um endereço de e-mail válido.' },
  invalid: /*i18n*/ {
    id: 'api.error.invalid',
    message: 'Alguns campos estão inválidos ou longos demais. Revise o formulário e tente novamente.',
  },
  invalid_request: /*i18n*/ {
    id: 'api.error.invalid_request',
    message: 'Não foi possível ler o envio. Recarregue a página e tente novamente.',
  },
  honeypot: /*i18n*/ { id: 'api.error.honeypot', message: 'Spam detectado' },
  captcha_wrong: /*i18n*/ { id: 'api.error.captcha_wrong', message: 'Resposta incorreta. Tente novamente.' },
  captcha_expired: /*i18n*/ {
    id: 'api.error.captcha_expired',
    message: 'A pergunta de verificação expirou. Responda à nova pergunta e envie de novo.',
  },
  captcha_replayed: /*i18n*/ {
    id: 'api.error.captcha_replayed',
    message: 'Esta pergunta de verificação já foi usada. Responda à nova pergunta e envie de novo.',
  },
  captcha_forged: /*i18n*/ {
    id: 'api.error.captcha_forged',
    message: 'A pergunta de verificação não é válida. Responda à nova pergunta e envie de novo.',
  },
  captcha_unavailable: /*i18n*/ {
    id: 'api.error.captcha_unavailable',
    message:
      'Não conseguimos conferir a pergunta de verificação agora. Sua mensagem não foi enviada: responda à nova pergunta e envie de novo em alguns segundos.',
  },
  too_fast: /*i18n*/ {
    id: 'api.error.too_fast',
    message: 'Reserve um tempo para ler e preencher o formulário com atenção.',
  },
  rate_limited: /*i18n*/ {
    id: 'api.error.rate_limited',
    message: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  },
  too_large: /*i18n*/ {
    id: 'api.error.too_large',
    message: 'O envio é grande demais. Encurte a mensagem e tente novamente.',
  },
  bad_content_type: /*i18n*/ {
    id: 'api.error.bad_content_type',
    message: 'O formulário foi enviado em um formato não aceito. Recarregue a página e tente novamente.',
  },
  not_found: /*i18n*/ { id: 'api.error.not_found', message: 'Este endereço não existe.' },
  method_not_allowed: /*i18n*/ {
    id: 'api.error.method_not_allowed',
    message: 'Este endereço não aceita este tipo de requisição.',
  },
  storage_failed: /*i18n*/ {
    id: 'api.error.storage_failed',
    message: 'Não conseguimos registrar a sua mensagem agora. Tente novamente em alguns minutos.',
  },
} satisfies Record<string, MessageDescriptor>

export type ApiErrorCode = keyof typeof apiErrorMessages
