import type { Words } from './Localized.ts'

/**
 * Every currency the site may name (docs/pages-and-copy.md, "The facts"): the settlement currencies (fiat, the
 * stablecoins, and BTC, a crypto asset and never a stablecoin) and COP, which only Transfiya moves (collected,
 * never settled).
 */
export const currencyFacts = {
  USD: {
    kind: 'fiat',
    settles: true,
    words: { 'pt-BR': ['usd', 'us\\$', 'dolar', 'dolares'], 'en-US': ['usd', 'us\\$', 'dollars?'] },
  },
  EUR: { kind: 'fiat', settles: true, words: { 'pt-BR': ['eur', 'euros?'], 'en-US': ['eur', 'euros?'] } },
  CNY: {
    kind: 'fiat',
    settles: true,
    words: { 'pt-BR': ['cny', 'yuan', 'renminbi'], 'en-US': ['cny', 'yuan', 'renminbi'] },
  },
  BRL: {
    kind: 'fiat',
    settles: true,
    words: { 'pt-BR': ['brl', 'r\\$', 'reais'], 'en-US': ['brl', 'r\\$', 'brazilian reais', 'brazilian real'] },
  },
  MXN: {
    kind: 'fiat',
    settles: true,
    words: { 'pt-BR': ['mxn', 'pesos? mexicanos?'], 'en-US': ['mxn', 'mexican pesos?'] },
  },
  USDT: { kind: 'stablecoin', settles: true, words: { 'pt-BR': ['usdt', 'tether'], 'en-US': ['usdt', 'tether'] } },
  USDC: { kind: 'stablecoin', settles: true, words: { 'pt-BR': ['usdc'], 'en-US': ['usdc'] } },
  BTC: { kind: 'crypto', settles: true, words: { 'pt-BR': ['btc', 'bitcoins?'], 'en-US': ['btc', 'bitcoins?'] } },
  COP: {
    kind: 'fiat',
    settles: false,
    words: { 'pt-BR': ['cop', 'pesos? colombianos?'], 'en-US': ['cop', 'colombian pesos?'] },
  },
} as const satisfies Record<string, { kind: 'fiat' | 'stablecoin' | 'crypto'; settles: boolean; words: Words }>

export type CurrencyId = keyof typeof currencyFacts

const currencyIds = Object.keys(currencyFacts).filter((id): id is CurrencyId => Object.hasOwn(currencyFacts, id))

/** The currencies a company may settle in, in the registry's order: fiat, the stablecoins, then BTC. */
export const settlementCurrencies: readonly CurrencyId[] = currencyIds.filter((id) => currencyFacts[id].settles)
