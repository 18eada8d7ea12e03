import type { CountryId } from './countryFacts.ts'
import type { CurrencyId } from './currencyFacts.ts'
import type { Localized, Words } from './Localized.ts'

/**
 * The payment methods (docs/pages-and-copy.md): where each works and the currency it collects. Cards and their
 * 1 to 12 installments are Brazil's; USDT has no country of its own (any page may offer it).
 * `name` is the menu's and the page's name; `label` the short form on badges, chips and visuals.
 */
export const methodFacts = {
  pix: {
    name: { 'pt-BR': 'PIX', 'en-US': 'PIX' },
    label: { 'pt-BR': 'PIX', 'en-US': 'PIX' },
    words: { 'pt-BR': ['pix'], 'en-US': ['pix'] },
    countries: ['brazil'],
    collects: 'BRL',
  },
  cards: {
    name: { 'pt-BR': 'Cartões parcelados', 'en-US': 'Cards in installments' },
    label: { 'pt-BR': 'Cartões', 'en-US': 'Cards' },
    words: {
      'pt-BR': ['cartao', 'cartoes', 'parcel\\w*', '\\d{1,2} ?x'],
      'en-US': ['cards?', 'installments?', '\\d{1,2} ?x'],
    },
    countries: ['brazil'],
    collects: 'BRL',
  },
  spei: {
    name: { 'pt-BR': 'SPEI', 'en-US': 'SPEI' },
    label: { 'pt-BR': 'SPEI', 'en-US': 'SPEI' },
    words: { 'pt-BR': ['spei'], 'en-US': ['spei'] },
    countries: ['mexico'],
    collects: 'MXN',
  },
  transfiya: {
    name: { 'pt-BR': 'Transfiya', 'en-US': 'Transfiya' },
    label: { 'pt-BR': 'Transfiya', 'en-US': 'Transfiya' },
    words: { 'pt-BR': ['transfiya'], 'en-US': ['transfiya'] },
    countries: ['colombia'],
    collects: 'COP',
  },
  usdt: {
    name: { 'pt-BR': 'USDT', 'en-US': 'USDT' },
    label: { 'pt-BR': 'USDT', 'en-US': 'USDT' },
    words: { 'pt-BR': ['usdt'], 'en-US': ['usdt'] },
    countries: [],
    collects: 'USDT',
    // Argentina has no local fiat method: its customers pay in USDT (elsewhere USDT is settled in, never paid with).
    payers: ['argentina'],
  },
} as const satisfies Record<
  string,
  {
    name: Localized
    label: Localized
    /** How a text names it; cards are named by their installments too ("parcelado", "em até 12x"): both Brazil's. */
    words: Words
    countries: readonly CountryId[]
    collects: CurrencyId
    /** Countries whose customers pay with it though it is not local there (USDT: Argentina). */
    payers?: readonly CountryId[]
  }
>

export type MethodId = keyof typeof methodFacts

/** Cards are paid in 1 to 12 installments (docs/states-and-limits.md). */
export const installments = { from: 1, to: 12 } as const

const methodIds = Object.keys(methodFacts).filter((id): id is MethodId => Object.hasOwn(methodFacts, id))

/** The local methods of a country, derived from where each method works (methodFacts.ts): Argentina has none. */
export function countryMethods(country: CountryId): MethodId[] {
  return methodIds.filter((id) => (methodFacts[id].countries as readonly CountryId[]).includes(country))
}
