import { factLabel } from '../../../site/facts/factLabel.ts'
import type { NamedFact } from './NamedFact.ts'

/** A fact as the problems name it (in English, the language of the build's messages): `Cards`, `Mexico`, `COP`. */
export function factName(fact: NamedFact): string {
  switch (fact.kind) {
    case 'method':
      return factLabel(`method:${fact.id}`, 'en-US')
    case 'country':
      return factLabel(`country:${fact.id}`, 'en-US')
    case 'currency':
      return factLabel(`currency:${fact.id}`, 'en-US')
  }
}
