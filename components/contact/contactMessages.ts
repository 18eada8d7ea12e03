import { msg } from '@lingui/core/macro'

/** Every text of the contact form, its toasts and its errors (SPEC §8), in the contact catalogue. */
export const contactMessages = {
  name: msg({ id: 'contact.name', message: 'Nome' }),
  email: msg({ id: 'contact.email', message: 'E-mail' }),
  company: msg({ id: 'contact.company', message: 'Empresa' }),
  whatsapp: msg({ id: 'contact.whatsapp', message: 'WhatsApp' }),
  message: msg({ id: 'contact.message', message: 'Mensagem' }),
  requiredNote: msg({ id: 'contact.requiredNote', message: 'Campos marcados com * são obrigatórios.' }),
  honeypot: msg({ id: 'contact.honeypot', message: 'Site' }),
  captchaQuestion: msg({ id: 'contact.captchaQuestion', message: 'Quanto é {question}?' }),
  captchaLoading: msg({ id: 'contact.captchaLoading', message: 'Carregando a pergunta de verificação...' }),
  captchaHint: msg({
    id: 'contact.captchaHint',
    message: 'Resolva esta conta simples para confirmarmos que você não é um robô.',
  }),
  captchaRefresh: msg({ id: 'contact.captchaRefresh', message: 'Gerar outra pergunta' }),
  submit: msg({ id: 'contact.submit', message: 'Enviar mensagem' }),
  sending: msg({ id: 'contact.sending', message: 'Enviando...' }),
  successTitle: msg({ id: 'contact.successTitle', message: 'Mensagem enviada!' }),
  successDesc: msg({ id: 'contact.successDesc', message: 'Em breve entraremos em contato.' }),
  errorTitle: msg({ id: 'contact.errorTitle', message: 'Erro' }),
  errorDesc: msg({
    id: 'contact.errorDesc',
    message: 'Ocorreu um erro ao enviar a mensagem. Tente novamente.',
  }),
  errorValidation: msg({ id: 'contact.errorValidation', message: 'Preencha todos os campos obrigatórios.' }),
  captchaError: msg({ id: 'contact.captchaError', message: 'Resposta incorreta. Tente novamente.' }),
  spamDetected: msg({ id: 'contact.spamDetected', message: 'Spam detectado' }),
  captchaLoadFailed: msg({ id: 'contact.captchaLoadFailed', message: 'Não foi possível carregar a verificação' }),
  sendFailed: msg({ id: 'contact.sendFailed', message: 'Não foi possível enviar o e-mail' }),
  toastRegion: msg({ id: 'contact.toastRegion', message: 'Notificações ({hotkey})' }),
  toastLabel: msg({ id: 'contact.toastLabel', message: 'Notificação' }),
  toastClose: msg({ id: 'contact.toastClose', message: 'Fechar notificação' }),
}
