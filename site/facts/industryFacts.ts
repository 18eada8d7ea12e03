import type { Localized } from './Localized.ts'

/**
 * The twelve industries (docs/pages-and-copy.md), by the slug of their page, and which way their money goes:
 * `paid` by its customers, `paysOut` to people it pays (payroll pays its people, a creator platform pays its
 * creators), or `both` (marketplaces collect from buyers and pay sellers; exchanges take deposits and pay out).
 * The contact section's words follow it: a business that only pays out has no customers paying it.
 */
export const industryFacts = {
  ecommerce: { name: { 'pt-BR': 'E-commerce', 'en-US': 'E-commerce' }, flow: 'paid' },
  marketplaces: { name: { 'pt-BR': 'Marketplaces', 'en-US': 'Marketplaces' }, flow: 'both' },
  travel: { name: { 'pt-BR': 'Turismo', 'en-US': 'Travel' }, flow: 'paid' },
  education: { name: { 'pt-BR': 'Educação', 'en-US': 'Education' }, flow: 'paid' },
  streaming: { name: { 'pt-BR': 'Streaming', 'en-US': 'Streaming' }, flow: 'paid' },
  betting: { name: { 'pt-BR': 'Apostas', 'en-US': 'Betting' }, flow: 'paid' },
  subscriptions: { name: { 'pt-BR': 'Assinaturas', 'en-US': 'Subscriptions' }, flow: 'paid' },
  'crypto-exchanges': { name: { 'pt-BR': 'Exchanges de cripto', 'en-US': 'Crypto exchanges' }, flow: 'both' },
  gaming: { name: { 'pt-BR': 'Games', 'en-US': 'Gaming' }, flow: 'paid' },
  payroll: { name: { 'pt-BR': 'Folha de pagamento', 'en-US': 'Payroll' }, flow: 'paysOut' },
  creators: { name: { 'pt-BR': 'Criadores de conteúdo', 'en-US': 'Creators' }, flow: 'paysOut' },
  'media-ads': { name: { 'pt-BR': 'Mídia e publicidade', 'en-US': 'Media and ads' }, flow: 'paid' },
} as const satisfies Record<string, { name: Localized; flow: 'paid' | 'paysOut' | 'both' }>

export type IndustryId = keyof typeof industryFacts
