import type { Locale } from '../locales.ts'
import { countryFacts, type CountryId } from './countryFacts.ts'
import { currencyFacts, type CurrencyId } from './currencyFacts.ts'
import type { FactRef } from './FactRef.ts'
import { figureFacts, type FigureId } from './figureFacts.ts'
import { installments, methodFacts, type MethodId } from './methodFacts.ts'
import { railFacts, type RailId } from './railFacts.ts'
import { solutionFacts, type SolutionId } from './solutionFacts.ts'

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key)

const installmentsLabel = {
  'pt-BR': `Em até ${installments.to}x`,
  'en-US': `Up to ${installments.to} installments`,
} as const satisfies Record<Locale, string>

/** What a badge, chip or fact line shows for a fact, in a language: a code as written, a name translated. */
export function factLabel(ref: FactRef, locale: Locale): string {
  if (ref === 'installments') return installmentsLabel[locale]
  if (ref === 'kycAml') return 'KYC/AML'
  const [, kind = '', id = ''] = /^(\w+):(.+)$/.exec(ref) ?? []
  if (kind === 'method' && has(methodFacts, id)) return methodFacts[id satisfies MethodId].label[locale]
  if (kind === 'country' && has(countryFacts, id)) return countryFacts[id satisfies CountryId].name[locale]
  if (kind === 'currency' && has(currencyFacts, id)) return id satisfies CurrencyId
  if (kind === 'rail' && has(railFacts, id)) return railFacts[id satisfies RailId].label[locale]
  if (kind === 'solution' && has(solutionFacts, id)) return solutionFacts[id satisfies SolutionId].name[locale]
  if (kind === 'figure' && has(figureFacts, id)) {
    const figure = figureFacts[id satisfies FigureId]
    return 'badge' in figure ? figure.badge[locale] : `${figure.value[locale]} ${figure.label[locale]}`
  }
  throw new Error(`no fact ${ref}`)
}
