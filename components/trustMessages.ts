import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The terms' statements, and nothing else (docs/pages-and-copy.md): the trust band, the About visual. */
export const trustMessages = {
  heading: msg({ id: 'trust.heading', message: 'O que os nossos Termos garantem' }),
  merchantsOnly: msg({ id: 'trust.merchantsOnly', message: 'Atendemos apenas empresas' }),
  neverLends: msg({ id: 'trust.neverLends', message: 'Nunca emprestamos dinheiro' }),
  neverContacts: msg({ id: 'trust.neverContacts', message: 'Nunca contatamos os seus clientes' }),
  noPeerToPeer: msg({ id: 'trust.noPeerToPeer', message: 'Sem transferências entre pessoas físicas' }),
  verifiedOnly: msg({ id: 'trust.verifiedOnly', message: 'Só usuários verificados, com documentos válidos' }),
  terms: msg({ id: 'trust.terms', message: 'Leia os Termos de Uso' }),
} satisfies Record<string, MessageDescriptor>

/** The five statements, in the terms' order. */
export const trustStatements = [
  trustMessages.merchantsOnly,
  trustMessages.neverLends,
  trustMessages.neverContacts,
  trustMessages.noPeerToPeer,
  trustMessages.verifiedOnly,
] as const
