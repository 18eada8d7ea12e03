import type { Locale } from '../locales.ts'
import { countryFacts } from './countryFacts.ts'
import type { FactRef } from './FactRef.ts'
import { figureFacts } from './figureFacts.ts'
import { installments, methodFacts } from './methodFacts.ts'
import { parseFactRef } from './parseFactRef.ts'
import { railFacts } from './railFacts.ts'
import { solutionFacts } from './solutionFacts.ts'

const installmentsLabel = {
  'pt-BR': `Em até ${installments.to}x`,
  'en-US': `Up to ${installments.to} installments`,
} as const satisfies Record<Locale, string>

/**
 * What a badge, chip or fact line shows for a fact, in a language: a code as written, a name translated; `short`
 * gives a figure as its value alone (99,9%, 24/7), for chips.
 */
export function factLabel(ref: FactRef, locale: Locale, { short = false } = {}): string {
  const fact = parseFactRef(ref)
  switch (fact.kind) {
    case 'installments':
      return installmentsLabel[locale]
    case 'kycAml':
      return 'KYC/AML'
    case 'method':
      return methodFacts[fact.id].label[locale]
    case 'country':
      return countryFacts[fact.id].name[locale]
    case 'currency':
      return fact.id
    case 'rail':
      return railFacts[fact.id].label[locale]
    case 'solution':
      return solutionFacts[fact.id].name[locale]
    case 'figure': {
      const figure = figureFacts[fact.id]
      if (short) return figure.value[locale]
      return 'badge' in figure ? figure.badge[locale] : `${figure.value[locale]} ${figure.label[locale]}`
    }
  }
}
