import type { CountrySlug } from '../../site/heroVisual.ts'

/**
 * Where each method or rail works and the currency it carries, as docs/pages-and-copy.md states them: the labels the
 * visuals draw instead of amounts. A code without an entry is drawn as written.
 */
export const methodFacts: Partial<Record<string, { country?: CountrySlug; currency: string }>> = {
  PIX: { country: 'brazil', currency: 'BRL' },
  cards: { country: 'brazil', currency: 'BRL' },
  SPEI: { country: 'mexico', currency: 'MXN' },
  Transfiya: { country: 'colombia', currency: 'USD' },
  USDT: { currency: 'USDT' },
  USDC: { currency: 'USDC' },
  SWIFT: { currency: 'USD' },
  SEPA: { currency: 'EUR' },
  CIPS: { currency: 'CNY' },
}
