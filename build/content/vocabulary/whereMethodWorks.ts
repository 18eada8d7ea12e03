import type { CountryId } from '../../../site/facts/countryFacts.ts'
import { countryMethods } from '../../../site/facts/countryMethods.ts'
import { methodFacts, type MethodId } from '../../../site/facts/methodFacts.ts'
import { factName } from './factName.ts'

/** `Cards: Brazil only; Mexico has SPEI`: why a method does not belong to a country, from the facts. */
export function whereMethodWorks(method: MethodId, country: CountryId): string {
  const countries = methodFacts[method].countries.map((id) => factName({ kind: 'country', id })).join(', ')
  const local = countryMethods(country).map((id) => factName({ kind: 'method', id }))
  const name = factName({ kind: 'country', id: country })
  const there = local.length === 0 ? `${name} has no local method, only USDT` : `${name} has ${local.join(', ')}`
  return `${factName({ kind: 'method', id: method })}: ${countries} only; ${there}`
}
