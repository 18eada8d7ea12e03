import type { Localized } from './Localized.ts'

/**
 * The four served countries (docs/pages-and-copy.md). Which methods work in each is said once, on the methods
 * (methodFacts.ts); a country's methods and collected currency are derived from them (countryMethods.ts).
 */
export const countryFacts = {
  brazil: { iso: 'BR', name: { 'pt-BR': 'Brasil', 'en-US': 'Brazil' } },
  mexico: { iso: 'MX', name: { 'pt-BR': 'México', 'en-US': 'Mexico' } },
  argentina: { iso: 'AR', name: { 'pt-BR': 'Argentina', 'en-US': 'Argentina' } },
  colombia: { iso: 'CO', name: { 'pt-BR': 'Colômbia', 'en-US': 'Colombia' } },
} as const satisfies Record<string, { iso: string; name: Localized }>

export type CountryId = keyof typeof countryFacts
