import type { FactRef } from './facts/FactRef.ts'
import { methodFacts, type MethodId } from './facts/methodFacts.ts'
import { payerCountries, payerMethods } from './facts/payerMethods.ts'
import { railFacts, type RailId } from './facts/railFacts.ts'
import { settlementCurrencies } from './facts/currencyFacts.ts'
import type { TrustId } from './facts/trustFacts.ts'
import type { LandingPage } from './landingPages.ts'
import { pageFacts } from './pageFacts.ts'

/** A row of a page's facts at a glance: what it tells (its label is a UI string) and the facts it lists, by id. */
export type GlanceRow =
  | { row: 'where' | 'paysWith' | 'paysIn' | 'installments' | 'settles' | 'rails'; facts: readonly FactRef[] }
  | { row: 'methods'; methods: readonly { method: MethodId; facts: readonly FactRef[] }[] }
  | { row: 'who'; rules: readonly TrustId[] }

const railIds = Object.keys(railFacts).filter((id): id is RailId => Object.hasOwn(railFacts, id))
const hasInstallments = (methods: readonly MethodId[]) =>
  methods.includes('cards') ? [{ row: 'installments', facts: ['installments'] } as const] : []
/** Where a method is paid and in what: its country and the currency it collects (PIX: Brasil, BRL; USDT: Argentina, USDT). */
const methodLine = (method: MethodId) => ({
  method,
  facts: [
    ...payerCountries(method).map((country) => `country:${country}` as const),
    `currency:${methodFacts[method].collects}` as const,
  ],
})

/**
 * What a template page's reference table lists, all read from the facts registry (docs/pages-and-copy.md): how the
 * payer pays and in which currency (a method: where it works; a country: its methods; an industry or a solution: the
 * methods it relates to, each with its country and currency), then what every page shares: the settlement
 * currencies, the rails, and who may use the company (businesses only, verified).
 */
export function factsAtAGlance(page: LandingPage): GlanceRow[] {
  const shared: GlanceRow[] = [
    { row: 'settles', facts: settlementCurrencies.map((id) => `currency:${id}` as const) },
    { row: 'rails', facts: railIds.map((id) => `rail:${id}` as const) },
    { row: 'who', rules: ['merchantsOnly', 'verifiedOnly'] },
  ]
  switch (page.family) {
    case 'methods':
      return [
        { row: 'where', facts: payerCountries(page.slug).map((country) => `country:${country}` as const) },
        { row: 'paysIn', facts: [`currency:${methodFacts[page.slug].collects}`] },
        ...hasInstallments([page.slug]),
        ...shared,
      ]
    case 'countries': {
      const methods = payerMethods(page.slug)
      const currencies = [...new Set(methods.map((method) => methodFacts[method].collects))]
      return [
        { row: 'paysWith', facts: methods.map((method) => `method:${method}` as const) },
        { row: 'paysIn', facts: currencies.map((currency) => `currency:${currency}` as const) },
        ...hasInstallments(methods),
        ...shared,
      ]
    }
    case 'solutions':
    case 'industries': {
      const methods = pageFacts(page).methods
      return [...(methods.length > 0 ? [{ row: 'methods', methods: methods.map(methodLine) } as const] : []), ...shared]
    }
  }
}
