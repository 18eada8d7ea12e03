import type { CountryId } from './countryFacts.ts'
import { countryMethods, methodFacts } from './methodFacts.ts'
import type { CurrencyId } from './currencyFacts.ts'
import { payerMethods } from './payerMethods.ts'

/**
 * The currency a country's customers pay in through its local methods (Brazil BRL, Mexico MXN, Colombia COP), or
 * undefined where the site has no local fiat method (Argentina: never label it with a currency).
 */
export function collectedCurrency(country: CountryId): CurrencyId | undefined {
  const currencies = new Set(countryMethods(country).map((method) => methodFacts[method].collects))
  const [only, ...others] = currencies
  if (others.length > 0) throw new Error(`${country} collects in several currencies`)
  return only
}

/**
 * The currency a country's payers pay in, with or without a local method (Brazil BRL, Mexico MXN, Colombia COP,
 * Argentina USDT): what a business pays its people there in, where Fluxa settles in it.
 */
export function payerCurrency(country: CountryId): CurrencyId {
  const [only, ...others] = new Set(payerMethods(country).map((method) => methodFacts[method].collects))
  if (!only || others.length > 0) throw new Error(`${country} has no single currency its payers pay in`)
  return only
}
