import type { CountryId } from '../../../site/facts/countryFacts.ts'
import type { CurrencyId } from '../../../site/facts/currencyFacts.ts'
import type { MethodId } from '../../../site/facts/methodFacts.ts'

/** A method, country or currency of the facts registry: the facts a page's words are held to. */
export type NamedFact =
  { kind: 'method'; id: MethodId } | { kind: 'country'; id: CountryId } | { kind: 'currency'; id: CurrencyId }
