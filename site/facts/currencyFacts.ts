/**
 * Every currency the site may name (docs/pages-and-copy.md, "The facts"): the settlement currencies (fiat, the
 * stablecoins, and BTC, a crypto asset and never a stablecoin) and COP, which only Transfiya moves (collected,
 * never settled).
 */
export const currencyFacts = {
  USD: { kind: 'fiat', settles: true },
  EUR: { kind: 'fiat', settles: true },
  CNY: { kind: 'fiat', settles: true },
  BRL: { kind: 'fiat', settles: true },
  MXN: { kind: 'fiat', settles: true },
  USDT: { kind: 'stablecoin', settles: true },
  USDC: { kind: 'stablecoin', settles: true },
  BTC: { kind: 'crypto', settles: true },
  COP: { kind: 'fiat', settles: false },
} as const satisfies Record<string, { kind: 'fiat' | 'stablecoin' | 'crypto'; settles: boolean }>

export type CurrencyId = keyof typeof currencyFacts
