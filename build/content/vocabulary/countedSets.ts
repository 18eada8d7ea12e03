import { countryFacts } from '../../../site/facts/countryFacts.ts'
import { currencyFacts } from '../../../site/facts/currencyFacts.ts'
import { methodFacts } from '../../../site/facts/methodFacts.ts'
import { railFacts } from '../../../site/facts/railFacts.ts'
import { solutionFacts } from '../../../site/facts/solutionFacts.ts'
import type { Locale } from '../../../site/locales.ts'

/**
 * The sets of the facts registry a text may count in words ("quatro países", "cinco moedas", "two methods"), each
 * with its size in the registry (a count above it is invented: "dez países") and the words that name it, per
 * language, as regex sources over folded text. "Jeitos de pagar" / "ways to pay" are the methods told plainly.
 * `between`: how many words may stand between the number and the set (English puts adjectives first: "four Latin
 * American countries"; Portuguese after: "quatro países da América Latina").
 */
export const countedSets = {
  sets: [
    {
      name: 'countries',
      size: Object.keys(countryFacts).length,
      'pt-BR': ['pais', 'paises'],
      'en-US': ['countr(?:y|ies)'],
    },
    {
      name: 'methods',
      size: Object.keys(methodFacts).length,
      'pt-BR': [
        'metodos?',
        'meios de pagamento',
        'jeitos de (?:pagar|receber)',
        'formas de (?:pagar|pagamento|receber)',
      ],
      'en-US': ['(?:payment )?methods?', 'ways to (?:pay|get paid|collect)'],
    },
    {
      name: 'currencies',
      size: Object.keys(currencyFacts).length,
      'pt-BR': ['moedas?'],
      'en-US': ['currenc(?:y|ies)'],
    },
    { name: 'rails', size: Object.keys(railFacts).length, 'pt-BR': ['trilhos?'], 'en-US': ['rails?'] },
    {
      name: 'solutions',
      size: Object.keys(solutionFacts).length,
      'pt-BR': ['solucao', 'solucoes'],
      'en-US': ['solutions?'],
    },
  ],
  between: { 'pt-BR': 1, 'en-US': 2 },
  /**
   * "Os dois", "nos dois sentidos": Portuguese says "both" with the article and "dois", pointing back at what the
   * text has just named; no figure. English says "both", or "the two".
   */
  both: {
    'pt-BR': { words: ['dois', 'duas'], after: ['os', 'as', 'nos', 'nas', 'dos', 'das', 'aos', 'pelos', 'pelas'] },
    'en-US': { words: ['two'], after: ['the'] },
  },
} as const satisfies {
  sets: readonly ({ name: string; size: number } & Record<Locale, readonly string[]>)[]
  between: Record<Locale, number>
  both: Record<Locale, { words: readonly string[]; after: readonly string[] }>
}
