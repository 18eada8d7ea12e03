import { countryFacts, type CountryId } from './countryFacts.ts'
import { currencyFacts, type CurrencyId } from './currencyFacts.ts'
import type { FactRef } from './FactRef.ts'
import { figureFacts, type FigureId } from './figureFacts.ts'
import { methodFacts, type MethodId } from './methodFacts.ts'
import { railFacts, type RailId } from './railFacts.ts'
import { solutionFacts, type SolutionId } from './solutionFacts.ts'

/** A fact reference taken apart: its kind and its id, typed by kind. */
export type ParsedFactRef =
  | { kind: 'method'; id: MethodId }
  | { kind: 'country'; id: CountryId }
  | { kind: 'currency'; id: CurrencyId }
  | { kind: 'rail'; id: RailId }
  | { kind: 'figure'; id: FigureId }
  | { kind: 'solution'; id: SolutionId }
  | { kind: 'installments' }
  | { kind: 'kycAml' }

const isKey = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key)

/** Takes a fact reference apart ('method:pix' → method pix), checking the id against its table. */
export function parseFactRef(ref: FactRef): ParsedFactRef {
  if (ref === 'installments' || ref === 'kycAml') return { kind: ref }
  const [, kind = '', id = ''] = /^(\w+):(.+)$/.exec(ref) ?? []
  if (kind === 'method' && isKey(methodFacts, id)) return { kind, id }
  if (kind === 'country' && isKey(countryFacts, id)) return { kind, id }
  if (kind === 'currency' && isKey(currencyFacts, id)) return { kind, id }
  if (kind === 'rail' && isKey(railFacts, id)) return { kind, id }
  if (kind === 'figure' && isKey(figureFacts, id)) return { kind, id }
  if (kind === 'solution' && isKey(solutionFacts, id)) return { kind, id }
  throw new Error(`no fact ${ref}`)
}
