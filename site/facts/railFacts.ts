import type { CurrencyId } from './currencyFacts.ts'
import type { Localized } from './Localized.ts'

/**
 * The rails money moves on (docs/pages-and-copy.md), and the settlement currency a visual shows beside each: SEPA
 * is the euro's, CIPS the yuan's; SWIFT, which carries every currency, is shown with the dollar.
 */
export const railFacts = {
  SWIFT: { label: { 'pt-BR': 'SWIFT', 'en-US': 'SWIFT' }, shownWith: 'USD' },
  SEPA: { label: { 'pt-BR': 'SEPA', 'en-US': 'SEPA' }, shownWith: 'EUR' },
  CIPS: { label: { 'pt-BR': 'CIPS', 'en-US': 'CIPS' }, shownWith: 'CNY' },
  crypto: { label: { 'pt-BR': 'Cripto', 'en-US': 'Crypto' }, shownWith: 'USDT' },
} as const satisfies Record<string, { label: Localized; shownWith: CurrencyId }>

export type RailId = keyof typeof railFacts
