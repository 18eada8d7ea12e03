import { msg } from '@lingui/core/macro'

/**
 * The error texts of /api/contact and /api/captcha/new, in the contact catalogue. This file exists for extraction
 * only: the server (which cannot run Lingui macros) looks them up by id in the compiled catalogues, and imports
 * this object as a type so that every code it sends has a text here.
 */
export const apiErrorMessages = {
  required: msg({ id: 'api.error.required', message: 'Preencha todos os campos obrigatórios.' }),
  invalid_email: msg({ id: 'api.error.invalid_email', message: 'Informe um endereço de e-mail válido.' }),
  invalid: msg({
    id: 'api.error.invalid',
    message: 'Alguns campos estão inválidos ou longos demais. Revise o formulário e tente novamente.',
  }),
  invalid_request: msg({
    id: 'api.error.invalid_request',
    message: 'Não foi possível ler o envio. Recarregue a página e tente novamente.',
  }),
  honeypot: msg({ id: 'api.error.honeypot', message: 'Spam detectado' }),
  captcha_wrong: msg({ id: 'api.error.captcha_wrong', message: 'Resposta incorreta. Tente novamente.' }),
  captcha_expired: msg({
    id: 'api.error.captcha_expired',
    message: 'A pergunta de verificação expirou. Responda à nova pergunta e envie de novo.',
  }),
  captcha_replayed: msg({
    id: 'api.error.captcha_replayed',
    message: 'Esta pergunta de verificação já foi usada. Responda à nova pergunta e envie de novo.',
  }),
  captcha_forged: msg({
    id: 'api.error.captcha_forged',
    message: 'A pergunta de verificação não é válida. Responda à nova pergunta e envie de novo.',
  }),
  too_fast: msg({
    id: 'api.error.too_fast',
    message: 'Reserve um tempo para ler e preencher o formulário com atenção.',
  }),
  rate_limited: msg({
    id: 'api.error.rate_limited',
    message: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  }),
  too_large: msg({
    id: 'api.error.too_large',
    message: 'O envio é grande demais. Encurte a mensagem e tente novamente.',
  }),
  bad_content_type: msg({
    id: 'api.error.bad_content_type',
    message: 'O formulário foi enviado em um formato não aceito. Recarregue a página e tente novamente.',
  }),
  not_found: msg({ id: 'api.error.not_found', message: 'Este endereço não existe.' }),
  method_not_allowed: msg({ id: 'api.error.method_not_allowed', message: 'Este endereço não aceita este tipo de requisição.' }),
  storage_failed: msg({
    id: 'api.error.storage_failed',
    message: 'Não conseguimos registrar a sua mensagem agora. Tente novamente em alguns minutos.',
  }),
}
