import type { CountryId } from './countryFacts.ts'
import type { CurrencyId } from './currencyFacts.ts'
import type { FigureId } from './figureFacts.ts'
import type { MethodId } from './methodFacts.ts'
import type { RailId } from './railFacts.ts'
import type { SolutionId } from './solutionFacts.ts'

/**
 * A fact named by id, as badges, hero visuals and fact lines name them (docs/pages-and-copy.md): what they show is
 * looked up in the facts registry (factLabel.ts), never typed again. `installments` is the cards' 1 to 12, `kycAml` the checks of fraud prevention.
 */
export type FactRef =
  | `method:${MethodId}`
  | `country:${CountryId}`
  | `currency:${CurrencyId}`
  | `rail:${RailId}`
  | `figure:${FigureId}`
  | `solution:${SolutionId}`
  | 'installments'
  | 'kycAml'
