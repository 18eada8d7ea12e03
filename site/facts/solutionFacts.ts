import type { Localized } from './Localized.ts'

/** The solutions (docs/pages-and-copy.md), by the slug of their page. The FX desk is a product, not a team. */
export const solutionFacts = {
  'cross-border': { name: { 'pt-BR': 'Pagamentos internacionais', 'en-US': 'Cross-border payments' } },
  'pay-in-payout': { name: { 'pt-BR': 'Pay-in e payout', 'en-US': 'Pay-in and payout' } },
  'on-off-ramp': { name: { 'pt-BR': 'On/off ramp com stablecoins', 'en-US': 'Stablecoin on/off ramp' } },
  billing: { name: { 'pt-BR': 'Cobrança de faturas', 'en-US': 'Invoice collection' } },
  'fx-desk': { name: { 'pt-BR': 'Mesa de câmbio', 'en-US': 'FX desk' } },
  'fraud-prevention': { name: { 'pt-BR': 'Prevenção a fraudes', 'en-US': 'Fraud prevention' } },
} as const satisfies Record<string, { name: Localized }>

export type SolutionId = keyof typeof solutionFacts
