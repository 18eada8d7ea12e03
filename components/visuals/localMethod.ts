import type { CountryId } from '../../site/facts/countryFacts.ts'
import type { CurrencyId } from '../../site/facts/currencyFacts.ts'
import { methodFacts, type MethodId } from '../../site/facts/methodFacts.ts'

/** A method of one country, as its visual labels it: the country it works in and the currency it collects. */
export function localMethod(method: MethodId): { country: CountryId; currency: CurrencyId } {
  const [country, ...others]: readonly CountryId[] = methodFacts[method].countries
  if (!country || others.length > 0) throw new Error(`${method} is not the method of one country`)
  return { country, currency: methodFacts[method].collects }
}
