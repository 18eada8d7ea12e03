import type { Localized } from './Localized.ts'

/**
 * The rules the company follows, as the terms state them, and the checks it runs (KYC/AML, 24/7 monitoring): the
 * reasons to trust it (docs/pages-and-copy.md). Rules it follows, said as such: never a guarantee.
 */
export const trustFacts = {
  merchantsOnly: {
    'pt-BR': 'Atendemos apenas empresas, nossas únicas contrapartes',
    'en-US': 'We serve businesses only, our only counterparties',
  },
  kycAml: {
    'pt-BR': 'Verificação KYC/AML de cada empresa atendida',
    'en-US': 'KYC/AML checks on every business we serve',
  },
  verifiedOnly: {
    'pt-BR': 'Só usuários verificados, com documentação válida',
    'en-US': 'Only verified users with valid documentation',
  },
  monitoring: {
    'pt-BR': 'Monitoramento antifraude 24/7',
    'en-US': '24/7 fraud monitoring',
  },
  neverLends: {
    'pt-BR': 'Não concedemos empréstimos',
    'en-US': 'We never lend',
  },
  noPeerToPeer: {
    'pt-BR': 'Sem transferências entre pessoas físicas',
    'en-US': 'No transfers between individuals',
  },
  neverContactsEndUsers: {
    'pt-BR': 'Nunca entramos em contato com os seus clientes',
    'en-US': 'We never contact your customers',
  },
} as const satisfies Record<string, Localized>

export type TrustId = keyof typeof trustFacts

/**
 * The statements of the security and compliance band on home and About (docs/pages-and-copy.md), in their order:
 * merchants only, KYC/AML of every merchant, verified users only, 24/7 monitoring, no lending, no transfers between
 * individuals.
 */
export const trustBandStatements = [
  'merchantsOnly',
  'kycAml',
  'verifiedOnly',
  'monitoring',
  'neverLends',
  'noPeerToPeer',
] as const satisfies readonly TrustId[]
