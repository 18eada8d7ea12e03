import type { Locale } from '../../../site/locales.ts'
import { fiatCurrencyWords } from './fiatCurrencyWords.ts'

const label = (locale: Locale, into: string) =>
  `argentin\\w*\\s*[(:·,—–-]?\\s*\\(?(?:${into}\\s+)?(?:${fiatCurrencyWords(locale).join('|')}|ars|pesos?)`

/**
 * How a text gives Argentina a currency it does not have on this site (docs/pages-and-copy.md: no local fiat method, never a
 * currency label), per language, as regex sources over folded lower-case text: `anywhere` names an Argentine
 * currency at all; `inSentence` is refused in a sentence that names Argentina ("local currency", "pesos" that are
 * not Mexico's or Colombia's); a label is Argentina followed by a fiat currency ("Argentina · USD", "na Argentina em
 * USD").
 */
export const argentinaCurrencyWords = {
  anywhere: {
    'pt-BR': ['ars', 'pesos? argentinos?', label('pt-BR', 'em')],
    'en-US': ['ars', 'argentine pesos?', 'argentinian pesos?', label('en-US', 'in')],
  },
  inSentence: {
    'pt-BR': [
      '(?<!mexicanos? |colombianos? )pesos?(?! mexicanos?| colombianos?)',
      'moedas? locais',
      'moeda local',
      'moeda do pais',
    ],
    'en-US': ['(?<!mexican |colombian )pesos?', 'local currenc(?:y|ies)', "the country's currency", 'home currency'],
  },
} as const
