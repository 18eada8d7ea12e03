import type { Locale } from '../../../site/locales.ts'

/**
 * The figures a legal document (terms, privacy) may write besides the registry's, per language, as regex sources over
 * folded text: the law it cites (its number, its articles: "Lei nº 13.709/2018", "art. 7º", "art. 33, II"), the
 * periods counsel or the law set ("24 meses", "15 dias"), and, in `updated`, the year of the last update.
 */
export const legalFigures = {
  anywhere: {
    'pt-BR': ['lei n(?:º|o)\\s*\\d+(?:[.,]\\d+)*/\\d{4}', 'arts?\\.\\s*\\d+(?:º|o)?', '\\d+ (?:dias|meses|anos)'],
    'en-US': ['law no\\.\\s*\\d+(?:[.,]\\d+)*/\\d{4}', 'arts?\\.\\s*\\d+', '\\d+ (?:days|months|years)'],
  },
  updated: { 'pt-BR': ['(?:19|20)\\d{2}'], 'en-US': ['(?:19|20)\\d{2}'] },
} as const satisfies Record<string, Record<Locale, readonly string[]>>
