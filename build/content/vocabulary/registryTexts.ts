import { countryFacts } from '../../../site/facts/countryFacts.ts'
import { currencyFacts } from '../../../site/facts/currencyFacts.ts'
import { factLabel } from '../../../site/facts/factLabel.ts'
import { figureFacts } from '../../../site/facts/figureFacts.ts'
import { industryFacts } from '../../../site/facts/industryFacts.ts'
import type { Localized } from '../../../site/facts/Localized.ts'
import { methodFacts } from '../../../site/facts/methodFacts.ts'
import { railFacts } from '../../../site/facts/railFacts.ts'
import { solutionFacts } from '../../../site/facts/solutionFacts.ts'
import { trustFacts } from '../../../site/facts/trustFacts.ts'

const alike = (text: string): Localized => ({ 'pt-BR': text, 'en-US': text })

/**
 * Every text of the facts registry (site/facts/), each in both languages: the names and labels of the methods,
 * countries, currencies, rails, solutions and industries, the figures and the terms' statements. What the registry
 * says is what the rules take for a known code (vocabulary/knownCodes.ts) and, where both languages write it alike,
 * a name that needs no translation (rules/untranslatedProblems.ts).
 */
export const registryTexts: readonly Localized[] = [
  ...Object.values(methodFacts).flatMap(({ name, label }) => [name, label]),
  ...Object.values(countryFacts).map(({ name }) => name),
  ...Object.keys(currencyFacts).map(alike),
  ...Object.values(railFacts).map(({ label }) => label),
  ...Object.values(solutionFacts).map(({ name }) => name),
  ...Object.values(industryFacts).map(({ name }) => name),
  ...Object.values(figureFacts).flatMap((fact) => [fact.value, fact.label, ...('badge' in fact ? [fact.badge] : [])]),
  ...Object.values(trustFacts),
  { 'pt-BR': factLabel('installments', 'pt-BR'), 'en-US': factLabel('installments', 'en-US') },
  alike(factLabel('kycAml', 'en-US')),
]
