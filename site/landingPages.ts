/**
 * The registry of the 27 pages rendered by the landing template (SPEC §2).
 * A page is one entry here plus its copy in the catalogue under `<family>.<slug>.*`
 * (heroTitle, heroSubtitle, metaTitle, metaDescription, benefit{N}Title / benefit{N}Desc).
 * Badges are currency or rail codes shown as written, or keywords translated through `badge.<keyword>`.
 */
export const families = ['solutions', 'methods', 'countries', 'industries'] as const
export type Family = (typeof families)[number]

export type LandingPage = {
  family: Family
  slug: string
  badges: readonly string[]
  /** Listed in the footer column of its family (4 per family). */
  inFooter?: boolean
}

export const landingPages = [
  { family: 'solutions', slug: 'cross-border', badges: ['SWIFT', 'SEPA', 'CIPS', 'USD', 'EUR', 'CNY'], inFooter: true },
  { family: 'solutions', slug: 'pay-in-payout', badges: ['PIX', 'SPEI', 'Transfiya', 'cards', 'BRL', 'MXN'], inFooter: true },
  { family: 'solutions', slug: 'on-off-ramp', badges: ['USDT', 'USDC', 'BTC', 'USD', 'crypto'], inFooter: true },
  { family: 'solutions', slug: 'billing', badges: ['PIX', 'SPEI', 'cards', 'installments', 'D+1'] },
  { family: 'solutions', slug: 'fx-desk', badges: ['USD', 'EUR', 'CNY', 'BRL', 'MXN', 'USDT'], inFooter: true },
  { family: 'solutions', slug: 'fraud-prevention', badges: ['KYC', 'AML', '24/7'] },
  { family: 'methods', slug: 'pix', badges: ['PIX', 'BRL', 'instant', 'D+1'], inFooter: true },
  { family: 'methods', slug: 'cards', badges: ['BRL', 'installments', 'D+1'], inFooter: true },
  { family: 'methods', slug: 'spei', badges: ['SPEI', 'MXN', 'instant', 'D+1'], inFooter: true },
  { family: 'methods', slug: 'transfiya', badges: ['Transfiya', 'instant', 'USD', 'D+1'] },
  { family: 'methods', slug: 'usdt', badges: ['USDT', 'USDC', '24/7'], inFooter: true },
  { family: 'countries', slug: 'brazil', badges: ['PIX', 'BRL', 'cards', 'installments'], inFooter: true },
  { family: 'countries', slug: 'mexico', badges: ['SPEI', 'MXN', 'cards'], inFooter: true },
  { family: 'countries', slug: 'argentina', badges: ['USDT', 'USDC', 'USD', 'crypto'], inFooter: true },
  { family: 'countries', slug: 'colombia', badges: ['Transfiya', 'instant', 'USDT', 'USD'], inFooter: true },
  { family: 'industries', slug: 'ecommerce', badges: ['PIX', 'SPEI', 'cards'] },
  { family: 'industries', slug: 'marketplaces', badges: ['PIX', 'SPEI', 'USDT'] },
  { family: 'industries', slug: 'travel', badges: ['cards', 'installments', 'USD'] },
  { family: 'industries', slug: 'education', badges: ['PIX', 'cards', 'installments'] },
  { family: 'industries', slug: 'streaming', badges: ['cards', 'PIX', 'USD'] },
  { family: 'industries', slug: 'betting', badges: ['PIX', 'SPEI', 'KYC'] },
  { family: 'industries', slug: 'subscriptions', badges: ['cards', 'PIX', 'BRL'] },
  { family: 'industries', slug: 'crypto-exchanges', badges: ['USDT', 'USDC', 'BTC', 'PIX', 'SPEI'] },
  { family: 'industries', slug: 'gaming', badges: ['PIX', 'SPEI', 'cards'] },
  { family: 'industries', slug: 'payroll', badges: ['PIX', 'SPEI', 'USDT'] },
  { family: 'industries', slug: 'creators', badges: ['PIX', 'USDT', 'USD'] },
  { family: 'industries', slug: 'media-ads', badges: ['USD', 'EUR', 'SWIFT', 'SEPA'] },
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
