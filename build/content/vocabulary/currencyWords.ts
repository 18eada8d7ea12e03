import { currencyFacts, type CurrencyId } from '../../../site/facts/currencyFacts.ts'
import type { Locale } from '../../../site/locales.ts'

const currencyIds = Object.keys(currencyFacts).filter((id): id is CurrencyId => Object.hasOwn(currencyFacts, id))

/** The words that name a fiat currency of the registry in a language (USD, dólares, MXN, pesos colombianos…). */
export function fiatCurrencyWords(locale: Locale): string[] {
  return currencyIds.filter((id) => currencyFacts[id].kind === 'fiat').flatMap((id) => currencyFacts[id].words[locale])
}

const label = (locale: Locale, into: string) =>
  `argentin\\w*\\s*[(:·,—–-]?\\s*\\(?(?:${into}\\s+)?(?:${fiatCurrencyWords(locale).join('|')}|ars|pesos?)`

/**
 * How a text gives Argentina a currency it does not have on this site (docs/pages-and-copy.md: no local fiat method, never a
 * currency label), per language, as regex sources over folded lower-case text: `anywhere` names an Argentine
 * currency at all; `inSentence` is refused in a sentence that names Argentina ("local currency", "pesos" that are
 * not Mexico's or Colombia's); a label is Argentina followed by a fiat currency ("Argentina · USD", "na Argentina em
 * USD").
 */
export const argentinaCurrencyWords = {
  anywhere: {
    'pt-BR': ['ars', 'pesos? argentinos?', label('pt-BR', 'em')],
    'en-US': ['ars', 'argentine pesos?', 'argentinian pesos?', label('en-US', 'in')],
  },
  inSentence: {
    'pt-BR': [
      '(?<!mexicanos? |colombianos? )pesos?(?! mexicanos?| colombianos?)',
      'moedas? locais',
      'moeda local',
      'moeda do pais',
    ],
    'en-US': ['(?<!mexican |colombian )pesos?', 'local currenc(?:y|ies)', "the country's currency", 'home currency'],
  },
} as const

const and = '(?:\\s*,\\s*(?:(?:e|ou|and|or)\\s+)?|\\s+(?:e|ou|and|or)\\s+|\\s*/\\s*)'

/**
 * BTC listed with the stablecoins as one of them ("USDT, USDC ou BTC"), as a regex source over folded lower-case
 * text: refused under a heading about stablecoins (rules/currencyLabelProblems.ts), where the list reads as the
 * stablecoins.
 */
export const coinListWords = [`(?:usdt|usdc)(?:${and}(?:usdt|usdc))*${and}(?:btc|bitcoins?)`] as const

const coin = '(?:btc|bitcoins?)'
const code = '(?:usdt|usdc|usd|eur|cny|brl|mxn)'
const intro = '(?:(?:como|tais como|como o|incluindo|such as|like|including|e\\.g\\.,?)\\s+)?'

/**
 * BTC inside a stablecoin list (docs/pages-and-copy.md: BTC is a crypto asset, never a stablecoin), as regex sources over folded
 * lower-case text, the same in both languages: "stablecoins (USDT, USDC, BTC)", "stablecoins como USDT, USDC e BTC",
 * "BTC e outras stablecoins", "BTC (stablecoin)". The right form closes the list first: "stablecoins (USDT, USDC) ou
 * BTC"; "stablecoins ou BTC" is a choice, not a list.
 */
export const stablecoinListWords = [
  `stablecoins?\\s*[(:—–]?\\s*${intro}(?:${code}${and})*${coin}`,
  `${coin}\\s*\\)?\\s*\\(?\\s*stablecoins?`,
  `${coin}(?:\\s*,\\s*|\\s+)(?:(?:e|ou|and|or)\\s+)?(?:outras?|other)\\s+stablecoins?`,
] as const
