import type { ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'

/**
 * What a visitor reads for each API error, written out here on purpose (not read from the catalogue), so a
 * changed or missing translation fails the tests. English follows docs/contact-and-captcha.md and docs/errors.md where it gives the text.
 */
export const expectedApiErrors = {
  required: { 'en-US': 'Please fill in all required fields.', 'pt-BR': 'Preencha todos os campos obrigatórios.' },
  invalid_email: { 'en-US': 'Please enter a valid email address.', 'pt-BR': 'Informe um endereço de e-mail válido.' },
  invalid: {
    'en-US': 'Some fields are invalid or too long. Please review the form and try again.',
    'pt-BR': 'Alguns campos estão inválidos ou longos demais. Revise o formulário e tente novamente.',
  },
  invalid_request: {
    'en-US': 'Your submission could not be read. Please reload the page and try again.',
    'pt-BR': 'Não foi possível ler o envio. Recarregue a página e tente novamente.',
  },
  honeypot: { 'en-US': 'Spam detected', 'pt-BR': 'Spam detectado' },
  captcha_wrong: { 'en-US': 'Incorrect answer. Please try again.', 'pt-BR': 'Resposta incorreta. Tente novamente.' },
  captcha_expired: {
    'en-US': 'The verification question has expired. Please answer the new question and send again.',
    'pt-BR': 'A pergunta de verificação expirou. Responda à nova pergunta e envie de novo.',
  },
  captcha_replayed: {
    'en-US': 'This verification question has already been used. Please answer the new question and send again.',
    'pt-BR': 'Esta pergunta de verificação já foi usada. Responda à nova pergunta e envie de novo.',
  },
  captcha_unavailable: {
    'en-US':
      'We could not check the verification question just now. Your message was not sent: please answer the new question and send it again in a few seconds.',
    'pt-BR':
      'Não conseguimos conferir a pergunta de verificação agora. Sua mensagem não foi enviada: responda à nova pergunta e envie de novo em alguns segundos.',
  },
  captcha_forged: {
    'en-US': 'The verification question is not valid. Please answer the new question and send again.',
    'pt-BR': 'A pergunta de verificação não é válida. Responda à nova pergunta e envie de novo.',
  },
  too_fast: {
    'en-US': 'Please take time to read and fill out the form carefully.',
    'pt-BR': 'Reserve um tempo para ler e preencher o formulário com atenção.',
  },
  rate_limited: {
    'en-US': 'Too many attempts in a short time. Please wait a few minutes and try again.',
    'pt-BR': 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.',
  },
  too_large: {
    'en-US': 'Your submission is too large. Please shorten the message and try again.',
    'pt-BR': 'O envio é grande demais. Encurte a mensagem e tente novamente.',
  },
  bad_content_type: {
    'en-US': 'The form was sent in a format we do not accept. Please reload the page and try again.',
    'pt-BR': 'O formulário foi enviado em um formato não aceito. Recarregue a página e tente novamente.',
  },
  not_found: { 'en-US': 'This address does not exist.', 'pt-BR': 'Este endereço não existe.' },
  method_not_allowed: {
    'en-US': 'This address does not accept this kind of request.',
    'pt-BR': 'Este endereço não aceita este tipo de requisição.',
  },
  storage_failed: {
    'en-US': 'We could not record your message right now. Please try again in a few minutes.',
    'pt-BR': 'Não conseguimos registrar a sua mensagem agora. Tente novamente em alguns minutos.',
  },
} satisfies Record<ApiErrorCode, Record<'en-US' | 'pt-BR', string>>
