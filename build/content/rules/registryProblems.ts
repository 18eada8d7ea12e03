import { collectedCurrency, payerCurrency } from '../../../site/facts/collectedCurrency.ts'
import type { CountryId } from '../../../site/facts/countryFacts.ts'
import { industryFacts } from '../../../site/facts/industryFacts.ts'
import { currencyFacts, type CurrencyId } from '../../../site/facts/currencyFacts.ts'
import type { FactRef } from '../../../site/facts/FactRef.ts'
import { methodFacts, type MethodId } from '../../../site/facts/methodFacts.ts'
import type { HeroVisual } from '../../../site/heroVisual.ts'
import type { LandingPage } from '../../../site/landingPages.ts'
import { pageFacts, type PageFacts } from '../../../site/pageFacts.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { factName, whereMethodWorks } from '../vocabulary/factMentions.ts'
import { visualFacts } from './visualFacts.ts'

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key)

/** Where a fact is drawn: a hero badge, or the hero visual (which shows a payer's screen on a method's page). */
type Place = 'badge' | 'visual'

/**
 * The currencies a page may put on a label: what its own methods collect and, unless the page is a country's or a
 * method's (whose labels say what the payer pays in), any settlement currency. A stablecoin goes anywhere but on a
 * country (Argentina's payers use USDT, a method, not a currency label) and a method's visual (the payer's screen
 * offers only what the method collects: no USDC toggle on the USDT deposit).
 */
function labelsCurrency(page: LandingPage, ties: PageFacts, currency: CurrencyId, place: Place): boolean {
  if (page.family === 'countries') return collectedCurrency(page.slug) === currency
  const payersScreen = page.family === 'methods' && place === 'visual'
  if (currencyFacts[currency].kind === 'stablecoin' && !payersScreen) return true
  const collected = ties.methods.some((method) => methodFacts[method].collects === currency)
  if (page.family === 'methods') return collected
  return collected || currencyFacts[currency].settles || ties.countries.includes('colombia')
}

function methodProblem(page: LandingPage, ties: PageFacts, method: MethodId): string | undefined {
  if (page.family === 'countries') {
    const where: readonly string[] = methodFacts[method].countries
    return method === 'usdt' || where.includes(page.slug) ? undefined : `names ${whereMethodWorks(method, page.slug)}`
  }
  return method === 'usdt' || ties.methods.includes(method)
    ? undefined
    : `names ${factName({ kind: 'method', id: method })}, a method its page is not tied to`
}

/**
 * Why a hero's payout row is wrong: only a business that pays people out draws payouts (payroll, creators, not a
 * shop), and it pays them in a currency Fluxa settles in (no payout in COP, which only Transfiya collects).
 */
function payoutProblem(page: LandingPage, country: CountryId): string | undefined {
  if (page.family !== 'industries' || industryFacts[page.slug].flow === 'paid')
    return 'draws payouts on a page whose business only is paid'
  const currency = payerCurrency(country)
  return currencyFacts[currency].settles
    ? undefined
    : `pays people in ${factName({ kind: 'country', id: country })} in ${currency}, a currency Fluxa does not settle in`
}

/** Why a scene's icon claims by picture: a ₿ on a scene that moves no BTC (its rows are methods' and payers' currencies). */
function sceneIconProblem(visual: HeroVisual): string | undefined {
  if (!('icon' in visual) || visual.icon !== 'Bitcoin') return undefined
  return visualFacts(visual).some(({ ref }) => ref === 'currency:BTC')
    ? undefined
    : 'draws a ₿ on a scene that moves no BTC'
}

/** Why a fact on a page's badge or visual contradicts the facts the registry ties to the page. */
function refProblem(page: LandingPage, ties: PageFacts, ref: FactRef, place: Place): string | undefined {
  if (ref === 'installments') return methodProblem(page, ties, 'cards')
  const [, kind = '', id = ''] = /^(\w+):(.+)$/u.exec(ref) ?? []
  if (kind === 'method' && has(methodFacts, id)) return methodProblem(page, ties, id)
  if (kind === 'country' && !ties.countries.some((country) => country === id))
    return `names ${id}, a country its page is not tied to`
  if (kind === 'solution' && page.family !== 'solutions' && !ties.solutions.some((solution) => solution === id))
    return `names the ${id} solution, which its page is not tied to`
  if (kind === 'currency' && has(currencyFacts, id) && !labelsCurrency(page, ties, id, place))
    return page.family === 'countries'
      ? `labels ${factName({ kind: 'country', id: page.slug })} with ${id}, a currency its customers do not pay in (${collectedCurrency(page.slug) ?? 'none: never label Argentina with a currency'})`
      : `names ${id}, a currency its page's methods do not collect${place === 'visual' ? ' (a visual offers the payer only that)' : ''}`
  return undefined
}

/**
 * Rule 2, the registry against the facts (site/landingPages.ts): a page's badges and hero visual name only facts
 * its entry ties to it, a country page's methods are that country's, and a label puts beside a country or a method
 * only the currency it collects (a Colombia badge of USD is refused; COP only with Transfiya or Colombia).
 */
export function registryProblems(pages: readonly LandingPage[]): ContentProblem[] {
  return pages.flatMap((page) => {
    const ties = pageFacts(page)
    const at = (path: string, message: string | undefined): ContentProblem[] =>
      message === undefined
        ? []
        : [{ rule: 'registry', file: 'site/landingPages.ts', path: `${page.family}/${page.slug}.${path}`, message }]
    return [
      ...page.badges.flatMap((ref, index) => at(`badges[${index}]`, refProblem(page, ties, ref, 'badge'))),
      ...visualFacts(page.visual).flatMap(({ path, ref }) =>
        at(`visual.${path}`, refProblem(page, ties, ref, 'visual')),
      ),
      ...at('visual.icon', sceneIconProblem(page.visual)),
      ...(page.visual.kind === 'payout'
        ? page.visual.to.flatMap((country, index) => at(`visual.to[${index}]`, payoutProblem(page, country)))
        : []),
      ...(page.family === 'countries'
        ? (page.related.methods ?? []).flatMap((method, index) =>
            at(`related.methods[${index}]`, methodProblem(page, ties, method)),
          )
        : []),
    ]
  })
}
