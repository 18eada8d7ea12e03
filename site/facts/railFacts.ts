import type { Localized } from './Localized.ts'

/** The rails money moves on (docs/pages-and-copy.md). */
export const railFacts = {
  SWIFT: { label: { 'pt-BR': 'SWIFT', 'en-US': 'SWIFT' } },
  SEPA: { label: { 'pt-BR': 'SEPA', 'en-US': 'SEPA' } },
  CIPS: { label: { 'pt-BR': 'CIPS', 'en-US': 'CIPS' } },
  crypto: { label: { 'pt-BR': 'Cripto', 'en-US': 'Crypto' } },
} as const satisfies Record<string, { label: Localized }>

export type RailId = keyof typeof railFacts
