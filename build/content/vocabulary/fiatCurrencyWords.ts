import { currencyFacts, type CurrencyId } from '../../../site/facts/currencyFacts.ts'
import type { Locale } from '../../../site/locales.ts'

const currencyIds = Object.keys(currencyFacts).filter((id): id is CurrencyId => Object.hasOwn(currencyFacts, id))

/** The words that name a fiat currency of the registry in a language (USD, dólares, MXN, pesos colombianos…). */
export function fiatCurrencyWords(locale: Locale): string[] {
  return currencyIds.filter((id) => currencyFacts[id].kind === 'fiat').flatMap((id) => currencyFacts[id].words[locale])
}
