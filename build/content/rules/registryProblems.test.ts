import { describe, expect, it } from 'vitest'
import { landingPages, type LandingPage } from '../../../site/landingPages.ts'
import { formatProblem } from '../ContentProblem.ts'
import { registryEntry } from '../testing/fixtures.ts'
import { registryProblems } from './registryProblems.ts'

const lines = (pages: readonly LandingPage[]) => registryProblems(pages).map(formatProblem)

describe('rule 2: the registry against the facts', () => {
  it('finds nothing in the real registry (site/landingPages.ts)', () => {
    expect(lines(landingPages)).toEqual([])
  })

  it('refuses a Colombia badge of USD: a country is labelled only with what its customers pay in', () => {
    const colombia: LandingPage = {
      ...registryEntry('countries/colombia'),
      badges: ['method:transfiya', 'currency:USD'],
    }
    expect(lines([colombia])).toEqual([
      'site/landingPages.ts › countries/colombia.badges[1]: labels Colombia with USD, a currency its customers do not pay in (COP)',
    ])
  })

  it('refuses any fiat label on Argentina, and cards, installments or PIX on Mexico', () => {
    const argentina: LandingPage = { ...registryEntry('countries/argentina'), badges: ['method:usdt', 'currency:USD'] }
    const mexico: LandingPage = {
      ...registryEntry('countries/mexico'),
      badges: ['method:spei', 'method:cards', 'installments'],
      related: { methods: ['pix'] },
    }
    expect(lines([argentina, mexico])).toEqual([
      'site/landingPages.ts › countries/argentina.badges[1]: labels Argentina with USD, a currency its customers do not pay in (none: never label Argentina with a currency)',
      'site/landingPages.ts › countries/mexico.badges[1]: names Cards: Brazil only; Mexico has SPEI',
      'site/landingPages.ts › countries/mexico.badges[2]: names Cards: Brazil only; Mexico has SPEI',
      'site/landingPages.ts › countries/mexico.related.methods[0]: names PIX: Brazil only; Mexico has SPEI',
    ])
  })

  it('refuses a USDC toggle on the USDT deposit and a stablecoin badge on Argentina: payers there use USDT', () => {
    const usdt: LandingPage = { ...registryEntry('methods/usdt'), visual: { kind: 'wallet', coins: ['USDT', 'USDC'] } }
    const argentina: LandingPage = {
      ...registryEntry('countries/argentina'),
      badges: ['method:usdt', 'currency:USDC'],
      visual: { kind: 'country', country: 'argentina' },
    }
    expect(lines([usdt, argentina])).toEqual([
      "site/landingPages.ts › methods/usdt.visual.coins[1]: names USDC, a currency its page's methods do not collect (a visual offers the payer only that)",
      'site/landingPages.ts › countries/argentina.badges[1]: labels Argentina with USDC, a currency its customers do not pay in (none: never label Argentina with a currency)',
    ])
  })

  it('refuses a badge or a hero visual naming a method the page is not tied to, or COP without Transfiya', () => {
    const travel: LandingPage = {
      ...registryEntry('industries/travel'),
      badges: ['method:cards', 'currency:COP'],
      visual: { kind: 'checkout', icon: 'Gamepad2', methods: ['pix', 'spei'] },
    }
    expect(lines([travel])).toEqual([
      "site/landingPages.ts › industries/travel.badges[1]: names COP, a currency its page's methods do not collect",
      'site/landingPages.ts › industries/travel.visual.methods[1]: names SPEI, a method its page is not tied to',
    ])
  })

  it('refuses a payout to a country the page is not tied to or in COP, and payouts drawn for a business only paid', () => {
    const payroll: LandingPage = {
      ...registryEntry('industries/payroll'),
      visual: { kind: 'payout', icon: 'Users', to: ['brazil', 'colombia'] },
      related: { countries: ['brazil', 'colombia'] },
    }
    const creators: LandingPage = {
      ...registryEntry('industries/creators'),
      visual: { kind: 'payout', icon: 'Video', to: ['mexico'] },
    }
    const ecommerce: LandingPage = {
      ...registryEntry('industries/ecommerce'),
      visual: { kind: 'payout', icon: 'ShoppingBag', to: ['brazil'] },
    }
    expect(lines([payroll, creators, ecommerce])).toEqual([
      'site/landingPages.ts › industries/payroll.visual.to[1]: pays people in Colombia in COP, a currency Fluxa does not settle in',
      'site/landingPages.ts › industries/creators.visual.to[0]: names mexico, a country its page is not tied to',
      'site/landingPages.ts › industries/ecommerce.visual.to[0]: draws payouts on a page whose business only is paid',
    ])
  })

  it('refuses a ₿ as the icon of a scene that moves no BTC', () => {
    const payroll: LandingPage = {
      ...registryEntry('industries/payroll'),
      visual: { kind: 'payout', icon: 'Bitcoin', to: ['argentina'] },
    }
    const gaming: LandingPage = {
      ...registryEntry('industries/gaming'),
      visual: { kind: 'checkout', icon: 'Bitcoin', methods: ['pix'] },
    }
    expect(lines([payroll, gaming])).toEqual([
      'site/landingPages.ts › industries/payroll.visual.icon: draws a ₿ on a scene that moves no BTC',
      'site/landingPages.ts › industries/gaming.visual.icon: draws a ₿ on a scene that moves no BTC',
    ])
  })
})
