import type { CountryId } from './countryFacts.ts'
import { methodFacts, type MethodId } from './methodFacts.ts'

const methodIds = Object.keys(methodFacts).filter((id): id is MethodId => Object.hasOwn(methodFacts, id))

/** The local methods of a country, derived from where each method works (methodFacts.ts): Argentina has none. */
export function countryMethods(country: CountryId): MethodId[] {
  return methodIds.filter((id) => (methodFacts[id].countries as readonly CountryId[]).includes(country))
}
