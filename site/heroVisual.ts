import type { CardIconName } from './cardIconNames.ts'
import type { CountryId } from './facts/countryFacts.ts'
import type { CurrencyId } from './facts/currencyFacts.ts'
import type { FactRef } from './facts/FactRef.ts'
import type { MethodId } from './facts/methodFacts.ts'
import type { RailId } from './facts/railFacts.ts'

/**
 * What a page's hero shows, as data (docs/brand.md): the registry names a visual template and its parameters, and
 * components/visuals/ draws it as inline SVG on the server. Every label is a fact named by id (site/facts/), so a
 * visual can only show what the facts say; the words around them are the templates'.
 */
export type HeroVisual =
  /** Home: the served countries and the flows to the settlement currencies. */
  | { kind: 'network'; settle: readonly CurrencyId[] }
  /** About: what the company is, as the facts registry counts it (countries, methods, currencies, rails). */
  | { kind: 'company' }
  /**
   * A solution's flow: money in (from), through (via: a rail or method, or the step's name), out (to); `twoWay` for a
   * ramp that runs both ways.
   */
  | {
      kind: 'flow'
      stages: 'payInPayout' | 'rails' | 'ramp' | 'marketplace'
      from: readonly FactRef[]
      via: readonly (FactRef | 'fx' | 'ramp' | 'platform')[]
      to: readonly FactRef[]
      twoWay?: boolean
    }
  /** The FX desk: currency pairs, each with the rail it settles over (no rates: the facts state none). */
  | { kind: 'rateCard'; pairs: readonly (readonly [CurrencyId, CurrencyId, RailId])[] }
  /** An invoice paid by the methods or rails listed; on an industry page its record's scene title names it. */
  | { kind: 'invoice'; paidWith: readonly FactRef[] }
  /** Fraud prevention: the checks a payment passes. */
  | { kind: 'riskCheck' }
  /** A method as its payer sees it. */
  | { kind: 'pixQr' }
  /** The installment picker, 1x to 12x; on an industry page its record's scene title heads it. */
  | { kind: 'installments' }
  | { kind: 'bankTransfer' }
  | { kind: 'phoneTransfer' }
  | { kind: 'wallet'; coins: readonly CurrencyId[] }
  /** A country with its local methods and the currency they collect, both from the facts. */
  | { kind: 'country'; country: CountryId }
  /**
   * An industry's business being paid, with the methods it offers: `icon` is the scene's (a card icon's name), its
   * title and note are the industry record's `scene`.
   */
  | { kind: 'checkout'; icon: CardIconName; methods: readonly MethodId[] }
  /**
   * An industry's business paying its people (payroll, creators): one row per country paid, in the currency its
   * payers pay in (site/facts/collectedCurrency.ts: Brazil BRL, Argentina USDT), never a method (the methods collect).
   */
  | { kind: 'payout'; icon: CardIconName; to: readonly CountryId[] }
