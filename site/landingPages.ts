/**
 * The registry of every page rendered by the landing template (docs/pages-and-copy.md), and with the standalone pages
 * beside it every route of the site (sitePaths). A page is one entry here and one content record
 * (content/<family>/<slug>.ts). Each entry's slug is the id of the fact it is about
 * (site/facts/); its badges and hero visual name facts by id; `related` names the other facts its words may speak
 * of and its "see also" links go to. A method page also speaks of its countries, a country page of its local methods
 * (both derived from the facts, never typed here: pageFacts.ts).
 */
import type { CountryId } from './facts/countryFacts.ts'
import type { FactRef } from './facts/FactRef.ts'
import type { IndustryId } from './facts/industryFacts.ts'
import type { MethodId } from './facts/methodFacts.ts'
import type { SolutionId } from './facts/solutionFacts.ts'
import type { HeroVisual } from './heroVisual.ts'

export const families = ['solutions', 'methods', 'countries', 'industries'] as const
export type Family = (typeof families)[number]

/** The fact ids of each family: a page's slug is one of them. */
type FamilyIds = { solutions: SolutionId; methods: MethodId; countries: CountryId; industries: IndustryId }

type Related = {
  solutions?: readonly SolutionId[]
  methods?: readonly MethodId[]
  countries?: readonly CountryId[]
  industries?: readonly IndustryId[]
}

type Entry<F extends Family> = {
  family: F
  slug: FamilyIds[F]
  badges: readonly FactRef[]
  /** The hero's visual: a template of components/visuals/ and its parameters. */
  visual: HeroVisual
  related: Related
  /** Listed in the footer column of its family (4 per family). */
  inFooter?: boolean
}

export type LandingPage = { [F in Family]: Entry<F> }[Family]

export const landingPages = [
  {
    family: 'solutions',
    slug: 'cross-border',
    badges: ['rail:SWIFT', 'rail:SEPA', 'rail:CIPS', 'currency:USD', 'currency:EUR', 'currency:CNY'],
    visual: {
      kind: 'flow',
      stages: 'rails',
      from: ['currency:BRL', 'currency:MXN'],
      via: ['rail:SWIFT', 'rail:SEPA', 'rail:CIPS'],
      to: ['currency:USD', 'currency:EUR', 'currency:CNY'],
    },
    related: {
      methods: ['pix', 'spei', 'transfiya', 'usdt'],
      countries: ['brazil', 'mexico', 'argentina', 'colombia'],
      industries: ['ecommerce', 'travel', 'media-ads'],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'pay-in-payout',
    badges: ['method:pix', 'method:spei', 'method:transfiya', 'method:cards', 'currency:BRL', 'currency:MXN'],
    visual: {
      kind: 'flow',
      stages: 'payInPayout',
      from: ['method:pix', 'method:spei', 'method:transfiya', 'method:cards'],
      via: ['fx'],
      to: ['currency:BRL', 'currency:MXN', 'currency:USD'],
    },
    related: {
      methods: ['pix', 'spei', 'transfiya', 'cards', 'usdt'],
      countries: ['brazil', 'mexico', 'colombia', 'argentina'],
      industries: ['marketplaces', 'payroll', 'creators'],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'on-off-ramp',
    badges: ['currency:USDT', 'currency:USDC', 'currency:BTC', 'rail:crypto'],
    visual: {
      kind: 'flow',
      stages: 'ramp',
      from: ['currency:BRL', 'currency:MXN', 'currency:USD'],
      via: ['ramp'],
      to: ['currency:USDT', 'currency:USDC', 'currency:BTC'],
      twoWay: true,
    },
    related: {
      methods: ['usdt', 'pix', 'spei'],
      countries: ['argentina', 'brazil', 'mexico'],
      industries: ['crypto-exchanges', 'creators'],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'billing',
    badges: ['method:pix', 'method:spei', 'method:cards', 'installments'],
    visual: { kind: 'invoice', paidWith: ['method:pix', 'method:spei', 'method:cards'] },
    related: {
      methods: ['pix', 'spei', 'cards'],
      countries: ['brazil', 'mexico'],
      industries: ['subscriptions', 'education', 'media-ads'],
    },
  },
  {
    family: 'solutions',
    slug: 'fx-desk',
    badges: ['currency:USD', 'currency:EUR', 'currency:CNY', 'currency:BRL', 'currency:MXN', 'currency:USDT'],
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
    related: {
      solutions: ['cross-border', 'on-off-ramp'],
      methods: ['usdt'],
      countries: ['brazil', 'mexico'],
      industries: ['travel', 'media-ads'],
    },
    inFooter: true,
  },
  {
    family: 'solutions',
    slug: 'fraud-prevention',
    badges: ['kycAml', 'figure:monitoring'],
    visual: { kind: 'riskCheck' },
    related: {
      solutions: ['pay-in-payout'],
      methods: ['pix', 'cards'],
      industries: ['betting', 'gaming', 'ecommerce'],
    },
  },
  {
    family: 'methods',
    slug: 'pix',
    badges: ['method:pix', 'country:brazil', 'currency:BRL'],
    visual: { kind: 'pixQr' },
    related: { solutions: ['pay-in-payout', 'billing'], industries: ['ecommerce', 'gaming', 'betting'] },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'cards',
    badges: ['method:cards', 'installments', 'currency:BRL'],
    visual: { kind: 'installments' },
    related: { solutions: ['billing'], industries: ['travel', 'education', 'subscriptions'] },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'spei',
    badges: ['method:spei', 'country:mexico', 'currency:MXN'],
    visual: { kind: 'bankTransfer' },
    related: { solutions: ['pay-in-payout'], industries: ['ecommerce', 'gaming', 'betting'] },
    inFooter: true,
  },
  {
    family: 'methods',
    slug: 'transfiya',
    badges: ['method:transfiya', 'country:colombia', 'currency:COP'],
    visual: { kind: 'phoneTransfer' },
    related: { solutions: ['pay-in-payout'], industries: ['ecommerce', 'creators'] },
  },
  {
    family: 'methods',
    slug: 'usdt',
    badges: ['currency:USDT', 'currency:USDC', 'rail:crypto'],
    visual: { kind: 'wallet', coins: ['USDT'] },
    related: {
      solutions: ['on-off-ramp'],
      countries: ['argentina'],
      industries: ['crypto-exchanges', 'creators', 'payroll'],
    },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'brazil',
    badges: ['method:pix', 'method:cards', 'installments', 'currency:BRL'],
    visual: { kind: 'country', country: 'brazil' },
    related: { industries: ['ecommerce', 'education', 'subscriptions', 'gaming'] },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'mexico',
    badges: ['method:spei', 'currency:MXN'],
    visual: { kind: 'country', country: 'mexico' },
    related: { industries: ['ecommerce', 'gaming', 'betting'] },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'argentina',
    badges: ['method:usdt', 'rail:crypto', 'solution:on-off-ramp'],
    visual: { kind: 'country', country: 'argentina' },
    related: {
      solutions: ['on-off-ramp'],
      methods: ['usdt'],
      industries: ['crypto-exchanges', 'creators', 'payroll'],
    },
    inFooter: true,
  },
  {
    family: 'countries',
    slug: 'colombia',
    badges: ['method:transfiya', 'currency:COP'],
    visual: { kind: 'country', country: 'colombia' },
    related: { industries: ['ecommerce', 'creators', 'payroll'] },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'ecommerce',
    badges: ['method:pix', 'method:spei', 'method:cards'],
    visual: { kind: 'checkout', icon: 'ShoppingBag', methods: ['pix', 'spei', 'cards'] },
    related: { methods: ['pix', 'cards', 'spei'], countries: ['brazil', 'mexico'], solutions: ['pay-in-payout'] },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'marketplaces',
    badges: ['method:pix', 'method:cards', 'method:spei'],
    visual: {
      kind: 'flow',
      stages: 'marketplace',
      from: ['method:pix', 'method:spei', 'method:cards'],
      via: ['platform'],
      to: ['currency:BRL', 'currency:MXN', 'currency:USDT'],
    },
    related: {
      methods: ['pix', 'spei', 'usdt', 'cards'],
      countries: ['brazil', 'mexico'],
      solutions: ['pay-in-payout'],
    },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'travel',
    badges: ['method:cards', 'installments', 'method:pix'],
    visual: { kind: 'installments' },
    related: { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['fx-desk'] },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'education',
    badges: ['method:pix', 'method:cards', 'installments'],
    visual: { kind: 'installments' },
    related: { methods: ['pix', 'cards'], countries: ['brazil'], solutions: ['billing'] },
  },
  {
    family: 'industries',
    slug: 'streaming',
    badges: ['method:cards', 'method:pix', 'currency:USD'],
    visual: { kind: 'checkout', icon: 'Tv', methods: ['cards', 'pix'] },
    related: { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['billing'] },
  },
  {
    family: 'industries',
    slug: 'betting',
    badges: ['method:pix', 'method:spei', 'kycAml'],
    visual: { kind: 'checkout', icon: 'Trophy', methods: ['pix', 'spei'] },
    related: { methods: ['pix', 'spei'], countries: ['brazil', 'mexico'], solutions: ['fraud-prevention'] },
  },
  {
    family: 'industries',
    slug: 'subscriptions',
    badges: ['method:cards', 'method:pix', 'currency:BRL'],
    visual: { kind: 'checkout', icon: 'RefreshCw', methods: ['cards', 'pix'] },
    related: { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['billing'] },
  },
  {
    family: 'industries',
    slug: 'crypto-exchanges',
    badges: ['currency:USDT', 'currency:USDC', 'currency:BTC', 'method:pix', 'method:spei'],
    visual: {
      kind: 'flow',
      stages: 'ramp',
      from: ['currency:BRL', 'currency:MXN'],
      via: ['method:pix', 'method:spei'],
      to: ['currency:USDT', 'currency:USDC', 'currency:BTC'],
      twoWay: true,
    },
    related: {
      methods: ['usdt', 'pix', 'spei'],
      countries: ['brazil', 'mexico', 'argentina'],
      solutions: ['on-off-ramp'],
    },
  },
  {
    family: 'industries',
    slug: 'gaming',
    badges: ['method:pix', 'method:spei', 'method:cards'],
    visual: { kind: 'checkout', icon: 'Gamepad2', methods: ['pix', 'spei', 'cards'] },
    related: { methods: ['pix', 'spei', 'cards'], countries: ['brazil', 'mexico'], solutions: ['fraud-prevention'] },
    inFooter: true,
  },
  {
    family: 'industries',
    slug: 'payroll',
    badges: ['currency:BRL', 'currency:MXN', 'currency:USDT'],
    visual: { kind: 'payout', icon: 'Users', to: ['brazil', 'mexico', 'argentina'] },
    related: {
      methods: ['pix', 'spei', 'usdt'],
      countries: ['brazil', 'mexico', 'argentina'],
      solutions: ['pay-in-payout'],
    },
  },
  {
    family: 'industries',
    slug: 'creators',
    badges: ['currency:BRL', 'currency:USDT', 'currency:USD'],
    visual: { kind: 'payout', icon: 'Video', to: ['brazil', 'argentina'] },
    related: { methods: ['pix', 'usdt'], countries: ['brazil', 'argentina'], solutions: ['on-off-ramp'] },
  },
  {
    family: 'industries',
    slug: 'media-ads',
    badges: ['method:pix', 'method:spei', 'currency:USD', 'currency:EUR'],
    visual: { kind: 'invoice', paidWith: ['method:pix', 'method:spei'] },
    related: {
      methods: ['pix', 'spei'],
      countries: ['brazil', 'mexico'],
      solutions: ['billing', 'cross-border', 'fx-desk'],
    },
  },
] as const satisfies readonly LandingPage[]

export type LandingPageEntry = (typeof landingPages)[number]

/** A registry page's key, `family/slug`: content records and the menus are keyed by it. */
export type PageKey = LandingPageEntry extends infer E
  ? E extends { family: infer F extends string; slug: infer S extends string }
    ? `${F}/${S}`
    : never
  : never

export function landingPath(page: Pick<LandingPage, 'family' | 'slug'>): string {
  return `/${page.family}/${page.slug}`
}

export function findLandingPage(pathname: string): LandingPageEntry | undefined {
  return landingPages.find((page) => landingPath(page) === pathname)
}

/** The standalone pages beside the landing template. */
export const standalonePaths = ['/', '/terms', '/privacy', '/about-us'] as const

/** Every logical route of docs/pages-and-copy.md, in the order the sitemap lists them. */
export const sitePaths: readonly string[] = [...standalonePaths, ...landingPages.map(landingPath)]
