import type { FactRef } from './facts/FactRef.ts'
import type { FigureId } from './facts/figureFacts.ts'
import type { HeroVisual } from './heroVisual.ts'

/**
 * What the home page draws from the facts (docs/pages-and-copy.md): the hero's badges, its visual (the four
 * countries flowing to the settlement currencies) and the figures of the strip under it.
 */
export const homeHero = {
  badges: [
    'method:pix',
    'method:spei',
    'rail:SEPA',
    'rail:SWIFT',
    'currency:USD',
    'currency:EUR',
    'currency:BRL',
  ] satisfies FactRef[],
  visual: { kind: 'network', settle: ['USD', 'EUR', 'CNY', 'BRL', 'MXN', 'USDT'] } satisfies HeroVisual,
  figures: ['payoutCountries', 'uptime', 'settlement', 'processing', 'monitoring'] satisfies FigureId[],
}
