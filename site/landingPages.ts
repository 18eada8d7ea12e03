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

/**
 * The facts a page's family story is drawn from (docs/pages-and-copy.md): slugs of related pages per family (each
 * must be a registry page: site/landingPages.test.ts checks) and, for methods and countries, the currency collected.
 */
export type StoryData = { currency?: string } & { readonly [F in Family]?: readonly string[] }

export type LandingPage = {
  family: Family
  slug: string
  badges: readonly string[]
  /** The hero's visual: a template of components/visuals/ and its parameters. */
  visual: HeroVisual
  /** What the page's story draws: the related pages it links to, by family, and the currency it collects in. */
  story: StoryData
  /** Listed in the footer column of its family (4 per family). */
  inFooter?: boolean
}

export const landingPages = [
  {
    family: 'solutions',
    slug: 'cross-border',
    story: {
      methods: ['pix', 'spei', 'transfiya', 'usdt'],
      countries: ['brazil', 'mexico', 'argentina', 'colombia'],
      industries: ['ecommerce', 'travel', 'media-ads'],
    },
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
    story: {
      methods: ['pix', 'spei', 'transfiya', 'cards'],
      countries: ['brazil', 'mexico', 'colombia'],
      industries: ['marketplaces', 'payroll', 'creators'],
    },
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
    story: {
      methods: ['usdt', 'pix', 'spei'],
      countries: ['argentina', 'colombia', 'brazil'],
      industries: ['crypto-exchanges', 'creators'],
    },
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
    story: {
      methods: ['pix', 'spei', 'cards'],
      countries: ['brazil', 'mexico'],
      industries: ['subscriptions', 'education', 'media-ads'],
    },
    badges: ['PIX', 'SPEI', 'cards', 'installments', 'D+1'],
    visual: { kind: 'invoice', methods: ['PIX', 'SPEI', 'cards'] },
  },
  {
    family: 'solutions',
    slug: 'fx-desk',
    story: {
      solutions: ['cross-border', 'on-off-ramp'],
      methods: ['usdt'],
      countries: ['brazil', 'mexico'],
      industries: ['travel', 'media-ads'],
    },
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
    story: { solutions: ['pay-in-payout'], methods: ['pix', 'cards'], industries: ['betting', 'gaming', 'ecommerce'] },
    badges: ['KYC', 'AML', '24/7'],
    visual: { kind: 'riskCheck' },
  },
  {
    family: 'methods',
    slug: 'pix',
    story: {
      currency: 'BRL',
      countries: ['brazil'],
      solutions: ['pay-in-payout', 'billing'],
      industries: ['ecommerce', 'gaming', 'betting'],
    },
    badges: ['PIX', 'BRL', 'instant', 'D+1'],
    visual: { kind: 'pixQr' },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'cards',
    story: {
      currency: 'BRL',
      countries: ['brazil'],
      solutions: ['billing'],
      industries: ['travel', 'education', 'subscriptions'],
    },
    badges: ['BRL', 'installments', 'D+1'],
    visual: { kind: 'installments' },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'spei',
    story: {
      currency: 'MXN',
      countries: ['mexico'],
      solutions: ['pay-in-payout'],
      industries: ['ecommerce', 'gaming', 'betting'],
    },
    badges: ['SPEI', 'MXN', 'instant', 'D+1'],
    visual: { kind: 'bankTransfer' },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'transfiya',
    story: {
      currency: 'USD',
      countries: ['colombia'],
      solutions: ['pay-in-payout'],
      industries: ['ecommerce', 'creators'],
    },
    badges: ['Transfiya', 'instant', 'USD', 'D+1'],
    visual: { kind: 'phoneTransfer' },
  },
  {
    family: 'methods',
    slug: 'usdt',
    story: {
      currency: 'USDT',
      countries: ['argentina', 'colombia'],
      solutions: ['on-off-ramp'],
      industries: ['crypto-exchanges', 'creators', 'payroll'],
    },
    badges: ['USDT', 'USDC', '24/7'],
    visual: { kind: 'wallet', coins: ['USDT', 'USDC'], networks: ['TRON', 'Ethereum'] },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'brazil',
    story: {
      currency: 'BRL',
      methods: ['pix', 'cards'],
      industries: ['ecommerce', 'education', 'subscriptions', 'gaming'],
    },
    badges: ['PIX', 'BRL', 'cards', 'installments'],
    visual: { kind: 'country', country: 'brazil', methods: ['PIX', 'cards'], currency: 'BRL' },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'mexico',
    story: { currency: 'MXN', methods: ['spei', 'cards'], industries: ['ecommerce', 'gaming', 'betting'] },
    badges: ['SPEI', 'MXN', 'cards'],
    visual: { kind: 'country', country: 'mexico', methods: ['SPEI', 'cards'], currency: 'MXN' },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'argentina',
    story: { currency: 'USD', methods: ['usdt'], industries: ['crypto-exchanges', 'creators', 'payroll'] },
    badges: ['USDT', 'USDC', 'USD', 'crypto'],
    visual: { kind: 'country', country: 'argentina', methods: ['USDT', 'USDC'], currency: 'USD' },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'colombia',
    story: { currency: 'USD', methods: ['transfiya', 'usdt'], industries: ['ecommerce', 'creators', 'payroll'] },
    badges: ['Transfiya', 'instant', 'USDT', 'USD'],
    visual: { kind: 'country', country: 'colombia', methods: ['Transfiya', 'USDT'], currency: 'USD' },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'ecommerce',
    story: { methods: ['pix', 'cards', 'spei'], countries: ['brazil', 'mexico'], solutions: ['pay-in-payout'] },
    inFooter: true,
    badges: ['PIX', 'SPEI', 'cards'],
    visual: { kind: 'checkout', scene: 'ecommerce', methods: ['PIX', 'SPEI', 'cards'] },
  },
  {
    family: 'industries',
    slug: 'marketplaces',
    story: { methods: ['pix', 'spei', 'usdt'], countries: ['brazil', 'mexico'], solutions: ['pay-in-payout'] },
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
    story: { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['fx-desk'] },
    inFooter: true,
    badges: ['cards', 'installments', 'USD'],
    visual: { kind: 'installments', scene: 'travel' },
  },
  {
    family: 'industries',
    slug: 'education',
    story: { methods: ['pix', 'cards'], countries: ['brazil'], solutions: ['billing'] },
    badges: ['PIX', 'cards', 'installments'],
    visual: { kind: 'installments', scene: 'education' },
  },
  {
    family: 'industries',
    slug: 'streaming',
    story: { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['billing'] },
    badges: ['cards', 'PIX', 'USD'],
    visual: { kind: 'checkout', scene: 'streaming', methods: ['cards', 'PIX'] },
  },
  {
    family: 'industries',
    slug: 'betting',
    story: { methods: ['pix', 'spei'], countries: ['brazil', 'mexico'], solutions: ['fraud-prevention'] },
    badges: ['PIX', 'SPEI', 'KYC'],
    visual: { kind: 'checkout', scene: 'betting', methods: ['PIX', 'SPEI'] },
  },
  {
    family: 'industries',
    slug: 'subscriptions',
    story: { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['billing'] },
    badges: ['cards', 'PIX', 'BRL'],
    visual: { kind: 'checkout', scene: 'subscriptions', methods: ['cards', 'PIX'] },
  },
  {
    family: 'industries',
    slug: 'crypto-exchanges',
    story: {
      methods: ['usdt', 'pix', 'spei'],
      countries: ['brazil', 'mexico', 'argentina'],
      solutions: ['on-off-ramp'],
    },
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
    story: { methods: ['pix', 'spei', 'cards'], countries: ['brazil', 'mexico'], solutions: ['fraud-prevention'] },
    inFooter: true,
    badges: ['PIX', 'SPEI', 'cards'],
    visual: { kind: 'checkout', scene: 'gaming', methods: ['PIX', 'SPEI', 'cards'] },
  },
  {
    family: 'industries',
    slug: 'payroll',
    story: {
      methods: ['pix', 'spei', 'usdt'],
      countries: ['brazil', 'mexico', 'argentina'],
      solutions: ['pay-in-payout'],
    },
    badges: ['PIX', 'SPEI', 'USDT'],
    visual: { kind: 'checkout', scene: 'payroll', methods: ['PIX', 'SPEI', 'USDT'], payout: true },
  },
  {
    family: 'industries',
    slug: 'creators',
    story: { methods: ['pix', 'usdt'], countries: ['brazil', 'argentina'], solutions: ['on-off-ramp'] },
    badges: ['PIX', 'USDT', 'USD'],
    visual: { kind: 'checkout', scene: 'creators', methods: ['PIX', 'USDT'], payout: true },
  },
  {
    family: 'industries',
    slug: 'media-ads',
    story: { solutions: ['cross-border', 'fx-desk'] },
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
