import type { FactRef } from '../../../site/facts/FactRef.ts'
import type { HeroVisual } from '../../../site/heroVisual.ts'
import { payerCurrency } from '../../../site/facts/collectedCurrency.ts'

const isFact = (step: FactRef | 'fx' | 'ramp' | 'platform'): step is FactRef =>
  step !== 'fx' && step !== 'ramp' && step !== 'platform'

/** The facts a hero visual draws (site/heroVisual.ts), each with its place in the visual (`from[1]`). */
export function visualFacts(visual: HeroVisual): { path: string; ref: FactRef }[] {
  const at = (name: string, refs: readonly FactRef[]) => refs.map((ref, index) => ({ path: `${name}[${index}]`, ref }))
  switch (visual.kind) {
    case 'flow':
      return [...at('from', visual.from), ...at('via', visual.via.filter(isFact)), ...at('to', visual.to)]
    case 'rateCard':
      return visual.pairs.flatMap(([from, to, rail], index) =>
        at(`pairs[${index}]`, [`currency:${from}`, `currency:${to}`, `rail:${rail}`]),
      )
    case 'invoice':
      return at('paidWith', visual.paidWith)
    case 'country':
      return [{ path: 'country', ref: `country:${visual.country}` }]
    case 'checkout':
      return at(
        'methods',
        visual.methods.map((method): FactRef => `method:${method}`),
      )
    case 'payout':
      // Each row names a country and the currency its people are paid in (derived: its payers' currency).
      return visual.to.flatMap((country, index): { path: string; ref: FactRef }[] => [
        { path: `to[${index}]`, ref: `country:${country}` },
        { path: `to[${index}].currency`, ref: `currency:${payerCurrency(country)}` },
      ])
    case 'wallet':
      return at(
        'coins',
        visual.coins.map((coin): FactRef => `currency:${coin}`),
      )
    case 'network':
      return at(
        'settle',
        visual.settle.map((coin): FactRef => `currency:${coin}`),
      )
    case 'company':
    case 'riskCheck':
    case 'pixQr':
    case 'installments':
    case 'bankTransfer':
    case 'phoneTransfer':
      return []
  }
}
