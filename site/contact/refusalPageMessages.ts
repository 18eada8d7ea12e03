import type { MessageDescriptor } from '@lingui/core'

/**
 * The short page that answers a refused form post sent without JavaScript (cross-site, too large, of another type,
 * rate-limited): plain descriptors, as the server runs this file as it is; the i18n marker comment is how
 * `lingui extract` finds each one.
 */
export const refusalPageMessages = {
  title: /*i18n*/ { id: 'contact.refusal.title', message: 'Mensagem não enviada' },
  back: /*i18n*/ { id: 'contact.refusal.back', message: 'Voltar ao formulário' },
} satisfies Record<string, MessageDescriptor>
