import type { Localized, Words } from './Localized.ts'

/**
 * The served countries (docs/pages-and-copy.md). Which methods work in each is said once, on the methods
 * (methodFacts.ts); a country's methods and collected currency are derived from them (countryMethods in
 * methodFacts.ts, collectedCurrency.ts).
 */
export const countryFacts = {
  brazil: {
    iso: 'BR',
    name: { 'pt-BR': 'Brasil', 'en-US': 'Brazil' },
    map: { col: 15.5, row: 14 },
    words: { 'pt-BR': ['brasil', 'brasileir[oa]s?'], 'en-US': ['brazil', 'brazilians?'] },
  },
  mexico: {
    iso: 'MX',
    name: { 'pt-BR': 'México', 'en-US': 'Mexico' },
    map: { col: 3, row: 2.5 },
    words: { 'pt-BR': ['mexico', 'mexican[oa]s?'], 'en-US': ['mexico', 'mexicans?'] },
  },
  argentina: {
    iso: 'AR',
    name: { 'pt-BR': 'Argentina', 'en-US': 'Argentina' },
    map: { col: 12, row: 21 },
    words: {
      'pt-BR': ['argentina', 'argentin[oa]s?'],
      'en-US': ['argentina', 'argentines?', 'argentinians?', 'argentineans?'],
    },
  },
  colombia: {
    iso: 'CO',
    name: { 'pt-BR': 'Colômbia', 'en-US': 'Colombia' },
    map: { col: 10, row: 10.5 },
    words: { 'pt-BR': ['colombia', 'colombian[oa]s?'], 'en-US': ['colombia', 'colombians?'] },
  },
} as const satisfies Record<
  string,
  {
    iso: string
    name: Localized
    /** Its marker on the region's dot map, in the grid's columns and rows (components/visuals/latinAmericaDots.ts). */
    map: { col: number; row: number }
    words: Words
  }
>

export type CountryId = keyof typeof countryFacts

export const countryIds = Object.keys(countryFacts).filter((id): id is CountryId => Object.hasOwn(countryFacts, id))
