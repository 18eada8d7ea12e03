import type { CountryId } from './countryFacts.ts'
import { countryMethods, methodFacts, type MethodId } from './methodFacts.ts'

const methodIds = Object.keys(methodFacts).filter((id): id is MethodId => Object.hasOwn(methodFacts, id))
const paidIn = (method: MethodId): readonly CountryId[] => {
  const fact = methodFacts[method]
  return 'payers' in fact ? fact.payers : []
}

/** How a country's customers pay: its local methods and, where it has none of fiat (Argentina), USDT. */
export function payerMethods(country: CountryId): MethodId[] {
  return [...countryMethods(country), ...methodIds.filter((method) => paidIn(method).includes(country))]
}

/** Where customers pay with a method: the countries it is local to, or, for USDT, Argentina. */
export function payerCountries(method: MethodId): CountryId[] {
  return [...methodFacts[method].countries, ...paidIn(method)]
}
