/**
 * The registry of the 27 pages rendered by the landing template (docs/pages-and-copy.md).
 * A page is one entry here plus its copy in the catalogue under `<family>.<slug>.*`
 * (heroTitle, heroSubtitle, metaTitle, metaDescription, benefit{N}Title / benefit{N}Desc).
 * Each entry names its hero visual (site/heroVisual.ts), so a page's look is data too.
 * Badges are currency or rail codes shown as written, or keywords translated through `badge.<keyword>`.
 */
import type { HeroVisual } from './heroVisual.ts'

export const families = ['solutions', 'methods', 'countries', 'industries'] as const
export type Family = (typeof families)[number]

export type LandingPage = {
  family: Family
  slug: string
  badges: readonly string[]
  /** The hero's visual: a template of components/visuals/ and its parameters. */
  visual: HeroVisual
  /** Listed in the footer column of its family (4 per family). */
  inFooter?: boolean
}

export const landingPages = [
  {
    family: 'solutions',
    slug: 'cross-border',
    badges: ['SWIFT', 'SEPA', 'CIPS', 'USD', 'EUR', 'CNY'],
    visual: {
      kind: 'flow',
      stages: 'rails',
      from: ['BRL', 'MXN'],
      via: ['SWIFT', 'SEPA', 'CIPS'],
      to: ['USD', 'EUR', 'CNY'],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'pay-in-payout',
    badges: ['PIX', 'SPEI', 'Transfiya', 'cards', 'BRL', 'MXN'],
    visual: {
      kind: 'flow',
      stages: 'payInPayout',
      from: ['PIX', 'SPEI', 'Transfiya', 'cards'],
      via: ['FX'],
      to: ['BRL', 'MXN', 'USD'],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'on-off-ramp',
    badges: ['USDT', 'USDC', 'BTC', 'USD', 'crypto'],
    visual: {
      kind: 'flow',
      stages: 'ramp',
      from: ['BRL', 'MXN', 'USD'],
      via: ['on/off'],
      to: ['USDT', 'USDC', 'BTC'],
      twoWay: true,
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'billing',
    badges: ['PIX', 'SPEI', 'cards', 'installments', 'D+1'],
    visual: { kind: 'invoice', methods: ['PIX', 'SPEI', 'cards'] },
  },
  {
    family: 'solutions',
    slug: 'fx-desk',
    badges: ['USD', 'EUR', 'CNY', 'BRL', 'MXN', 'USDT'],
    visual: {
      kind: 'rateCard',
      pairs: [
        ['USD', 'BRL', 'SWIFT'],
        ['EUR', 'BRL', 'SEPA'],
        ['USD', 'MXN', 'SWIFT'],
        ['CNY', 'BRL', 'CIPS'],
        ['USDT', 'BRL', 'crypto'],
      ],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'fraud-prevention',
    badges: ['KYC', 'AML', '24/7'],
    visual: { kind: 'riskCheck' },
  },
  {
    family: 'methods',
    slug: 'pix',
    badges: ['PIX', 'BRL', 'instant', 'D+1'],
    visual: { kind: 'pixQr' },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'cards',
    badges: ['BRL', 'installments', 'D+1'],
    visual: { kind: 'installments' },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'spei',
    badges: ['SPEI', 'MXN', 'instant', 'D+1'],
    visual: { kind: 'bankTransfer' },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'transfiya',
    badges: ['Transfiya', 'instant', 'USD', 'D+1'],
    visual: { kind: 'phoneTransfer' },
  },
  {
    family: 'methods',
    slug: 'usdt',
    badges: ['USDT', 'USDC', '24/7'],
    visual: { kind: 'wallet', coins: ['USDT', 'USDC'], networks: ['TRON', 'Ethereum'] },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'brazil',
    badges: ['PIX', 'BRL', 'cards', 'installments'],
    visual: { kind: 'country', country: 'brazil', methods: ['PIX', 'cards'], currency: 'BRL' },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'mexico',
    badges: ['SPEI', 'MXN', 'cards'],
    visual: { kind: 'country', country: 'mexico', methods: ['SPEI', 'cards'], currency: 'MXN' },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'argentina',
    badges: ['USDT', 'USDC', 'USD', 'crypto'],
    visual: { kind: 'country', country: 'argentina', methods: ['USDT', 'USDC'], currency: 'USD' },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'colombia',
    badges: ['Transfiya', 'instant', 'USDT', 'USD'],
    visual: { kind: 'country', country: 'colombia', methods: ['Transfiya', 'USDT'], currency: 'USD' },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'ecommerce',
    inFooter: true,
    badges: ['PIX', 'SPEI', 'cards'],
    visual: { kind: 'checkout', scene: 'ecommerce', methods: ['PIX', 'SPEI', 'cards'] },
  },
  {
    family: 'industries',
    slug: 'marketplaces',
    inFooter: true,
    badges: ['PIX', 'SPEI', 'USDT'],
    visual: {
      kind: 'flow',
      stages: 'marketplace',
      from: ['PIX', 'SPEI', 'cards'],
      via: ['Marketplace'],
      to: ['PIX', 'SPEI', 'USDT'],
    },
  },
  {
    family: 'industries',
    slug: 'travel',
    inFooter: true,
    badges: ['cards', 'installments', 'USD'],
    visual: { kind: 'installments', scene: 'travel' },
  },
  {
    family: 'industries',
    slug: 'education',
    badges: ['PIX', 'cards', 'installments'],
    visual: { kind: 'installments', scene: 'education' },
  },
  {
    family: 'industries',
    slug: 'streaming',
    badges: ['cards', 'PIX', 'USD'],
    visual: { kind: 'checkout', scene: 'streaming', methods: ['cards', 'PIX'] },
  },
  {
    family: 'industries',
    slug: 'betting',
    badges: ['PIX', 'SPEI', 'KYC'],
    visual: { kind: 'checkout', scene: 'betting', methods: ['PIX', 'SPEI'] },
  },
  {
    family: 'industries',
    slug: 'subscriptions',
    badges: ['cards', 'PIX', 'BRL'],
    visual: { kind: 'checkout', scene: 'subscriptions', methods: ['cards', 'PIX'] },
  },
  {
    family: 'industries',
    slug: 'crypto-exchanges',
    badges: ['USDT', 'USDC', 'BTC', 'PIX', 'SPEI'],
    visual: {
      kind: 'flow',
      stages: 'ramp',
      from: ['BRL', 'MXN'],
      via: ['PIX', 'SPEI'],
      to: ['USDT', 'USDC', 'BTC'],
      twoWay: true,
    },
  },
  {
    family: 'industries',
    slug: 'gaming',
    inFooter: true,
    badges: ['PIX', 'SPEI', 'cards'],
    visual: { kind: 'checkout', scene: 'gaming', methods: ['PIX', 'SPEI', 'cards'] },
  },
  {
    family: 'industries',
    slug: 'payroll',
    badges: ['PIX', 'SPEI', 'USDT'],
    visual: { kind: 'checkout', scene: 'payroll', methods: ['PIX', 'SPEI', 'USDT'], payout: true },
  },
  {
    family: 'industries',
    slug: 'creators',
    badges: ['PIX', 'USDT', 'USD'],
    visual: { kind: 'checkout', scene: 'creators', methods: ['PIX', 'USDT'], payout: true },
  },
  {
    family: 'industries',
    slug: 'media-ads',
    badges: ['USD', 'EUR', 'SWIFT', 'SEPA'],
    visual: { kind: 'invoice', scene: 'media-ads', methods: ['SWIFT', 'SEPA'] },
  },
] as const satisfies readonly LandingPage[]

export type LandingPageEntry = (typeof landingPages)[number]

export function landingPath(page: Pick<LandingPage, 'family' | 'slug'>): string {
  return `/${page.family}/${page.slug}`
}

export function findLandingPage(pathname: string): LandingPageEntry | undefined {
  return landingPages.find((page) => landingPath(page) === pathname)
}

/** The slugs of one family's pages, as the registry lists them. */
export type LandingSlug<F extends Family> = Extract<LandingPageEntry, { family: F }>['slug']
