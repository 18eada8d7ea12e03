import type { CountryId } from '../../site/facts/countryFacts.ts'
import type { CurrencyId } from '../../site/facts/currencyFacts.ts'
import type { FactRef } from '../../site/facts/FactRef.ts'
import { methodFacts, type MethodId } from '../../site/facts/methodFacts.ts'
import { parseFactRef } from '../../site/facts/parseFactRef.ts'
import { railFacts } from '../../site/facts/railFacts.ts'

/**
 * What a visual shows beside a method or rail, from the facts registry: where a method works and the currency it
 * collects (PIX: Brazil, BRL; Transfiya: Colombia, COP), the currency a rail is shown with. Visuals name facts
 * instead of amounts (docs/brand.md).
 */
export function factDetail(ref: FactRef): { country?: CountryId; currency?: CurrencyId } {
  const fact = parseFactRef(ref)
  if (fact.kind === 'method') {
    const [country]: readonly CountryId[] = methodFacts[fact.id].countries
    return { country, currency: methodFacts[fact.id].collects }
  }
  if (fact.kind === 'rail') return { currency: railFacts[fact.id].shownWith }
  if (fact.kind === 'currency') return { currency: fact.id }
  return {}
}

/** A method of one country, as its visual labels it: the country it works in and the currency it collects. */
export function localMethod(method: MethodId): { country: CountryId; currency: CurrencyId } {
  const [country, ...others]: readonly CountryId[] = methodFacts[method].countries
  if (!country || others.length > 0) throw new Error(`${method} is not the method of one country`)
  return { country, currency: methodFacts[method].collects }
}
