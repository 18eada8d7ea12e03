import { currencyFacts, type CurrencyId } from './currencyFacts.ts'

const currencyIds = Object.keys(currencyFacts).filter((id): id is CurrencyId => Object.hasOwn(currencyFacts, id))

/** The currencies a company may settle in, in the registry's order: fiat, the stablecoins, then BTC. */
export const settlementCurrencies: readonly CurrencyId[] = currencyIds.filter((id) => currencyFacts[id].settles)
