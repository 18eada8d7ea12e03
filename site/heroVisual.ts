/**
 * What a page's hero shows, as data (docs/brand.md): the registry names a visual template and its parameters, and
 * components/visuals/ draws it as inline SVG on the server. Only codes the spec names appear here (methods,
 * currencies, rails, countries); the words around them are translated by the templates.
 */
export type CountrySlug = 'brazil' | 'mexico' | 'argentina' | 'colombia'

/** The industry scenes a checkout visual can show (one per industry page). */
export type Scene =
  | 'ecommerce'
  | 'marketplaces'
  | 'travel'
  | 'education'
  | 'streaming'
  | 'betting'
  | 'subscriptions'
  | 'crypto-exchanges'
  | 'gaming'
  | 'payroll'
  | 'creators'
  | 'media-ads'

export type HeroVisual =
  /** Home and About: the four countries and the flows to the settlement currencies. */
  | { kind: 'network'; settle: readonly string[] }
  /** A solution's flow: money in (from), through (via), out (to); `twoWay` for a ramp that runs both ways. */
  | {
      kind: 'flow'
      stages: 'payInPayout' | 'rails' | 'ramp' | 'marketplace'
      from: readonly string[]
      via: readonly string[]
      to: readonly string[]
      twoWay?: boolean
    }
  /** The FX desk: currency pairs, each with the rail it settles over (no rates: the spec states none). */
  | { kind: 'rateCard'; pairs: readonly (readonly [string, string, string])[] }
  /** An invoice collected by the methods listed; `scene` titles it for an industry (media and ads). */
  | { kind: 'invoice'; methods: readonly string[]; scene?: Scene }
  /** Fraud prevention: the checks a payment passes. */
  | { kind: 'riskCheck' }
  /** The payment methods as a payer sees them. */
  | { kind: 'pixQr' }
  /** The installment picker, 1x to 12x; `scene` titles it for an industry (travel, education). */
  | { kind: 'installments'; scene?: Scene }
  | { kind: 'bankTransfer' }
  | { kind: 'phoneTransfer' }
  | { kind: 'wallet'; coins: readonly string[]; networks: readonly string[] }
  /** A country with its local methods and currency. */
  | { kind: 'country'; country: CountrySlug; methods: readonly string[]; currency: string }
  /** An industry's business being paid (or paying out), with the methods offered. */
  | { kind: 'checkout'; scene: Scene; methods: readonly string[]; payout?: boolean }
