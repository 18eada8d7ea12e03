/**
 * What a visitor reads on the contact form, per language, written out here on purpose (not read from the catalogue)
 * so a changed or missing translation fails the tests. English follows docs/contact-and-captcha.md and docs/errors.md where it gives the text.
 * The server's own error texts (wrong answer, too fast, bad e-mail) come from the API's expectations.
 */
export const contactTexts = {
  'pt-BR': {
    path: '/',
    name: 'Nome',
    email: 'E-mail',
    company: 'Empresa',
    whatsapp: 'WhatsApp',
    message: 'Mensagem',
    questionPrefix: 'Quanto é',
    refresh: 'Gerar outra pergunta',
    submit: 'Enviar mensagem',
    sending: 'Enviando...',
    region: 'Notificações (F8)',
    errorTitle: 'Erro',
    errorValidation: 'Preencha todos os campos obrigatórios.',
    spamDetected: 'Spam detectado',
    captchaError: 'Resposta incorreta. Tente novamente.',
    captchaLoadFailed: 'Não foi possível carregar a verificação',
    sendFailed: 'Não foi possível enviar o e-mail',
    errorDesc: 'Ocorreu um erro ao enviar a mensagem. Tente novamente.',
    successTitle: 'Mensagem enviada!',
    successDesc: 'Em breve entraremos em contato.',
    fieldRequired: 'Preencha este campo.',
    captchaMissing: 'Responda à pergunta de verificação.',
    newQuestion: 'Sorteamos uma nova pergunta.',
  },
  'en-US': {
    path: '/en',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    whatsapp: 'WhatsApp',
    message: 'Message',
    questionPrefix: 'What is',
    refresh: 'Get another question',
    submit: 'Send message',
    sending: 'Sending...',
    region: 'Notifications (F8)',
    errorTitle: 'Error',
    errorValidation: 'Please fill in all required fields.',
    spamDetected: 'Spam detected',
    captchaError: 'Incorrect answer. Please try again.',
    captchaLoadFailed: 'Failed to load captcha',
    sendFailed: 'Failed to send email',
    errorDesc: 'An error occurred while sending the message. Please try again.',
    successTitle: 'Message sent!',
    successDesc: 'We will get back to you soon.',
    fieldRequired: 'Please fill in this field.',
    captchaMissing: 'Please answer the verification question.',
    newQuestion: 'A new question was drawn.',
  },
} as const

export type ContactLocale = keyof typeof contactTexts
export const contactLocales = Object.keys(contactTexts) as ContactLocale[]
