import type { Family, LandingPageEntry } from './landingPages.ts'

/**
 * The facts a page's family story is drawn from (docs/pages-and-copy.md): slugs of related pages per family (each
 * must be a registry page: site/landingPages.test.ts checks) and, for methods and countries, the currency collected.
 */
export type StoryData = { currency?: string } & { readonly [F in Family]?: readonly string[] }

type PageKey = LandingPageEntry extends infer E
  ? E extends { family: infer F extends string; slug: infer S extends string }
    ? `${F}/${S}`
    : never
  : never

/**
 * Each registry page's story facts, by `family/slug` (tsc refuses a page without one). Kept beside the registry
 * rather than in it: the header's menus ship the registry to the browser, and only server-rendered page bodies
 * read these.
 */
const landingStories = {
  'solutions/cross-border': {
    methods: ['pix', 'spei', 'transfiya', 'usdt'],
    countries: ['brazil', 'mexico', 'argentina', 'colombia'],
    industries: ['ecommerce', 'travel', 'media-ads'],
  },
  'solutions/pay-in-payout': {
    methods: ['pix', 'spei', 'transfiya', 'cards'],
    countries: ['brazil', 'mexico', 'colombia'],
    industries: ['marketplaces', 'payroll', 'creators'],
  },
  'solutions/on-off-ramp': {
    methods: ['usdt', 'pix', 'spei'],
    countries: ['argentina', 'colombia', 'brazil'],
    industries: ['crypto-exchanges', 'creators'],
  },
  'solutions/billing': {
    methods: ['pix', 'spei', 'cards'],
    countries: ['brazil', 'mexico'],
    industries: ['subscriptions', 'education', 'media-ads'],
  },
  'solutions/fx-desk': {
    solutions: ['cross-border', 'on-off-ramp'],
    methods: ['usdt'],
    countries: ['brazil', 'mexico'],
    industries: ['travel', 'media-ads'],
  },
  'solutions/fraud-prevention': {
    solutions: ['pay-in-payout'],
    methods: ['pix', 'cards'],
    industries: ['betting', 'gaming', 'ecommerce'],
  },
  'methods/pix': {
    currency: 'BRL',
    countries: ['brazil'],
    solutions: ['pay-in-payout', 'billing'],
    industries: ['ecommerce', 'gaming', 'betting'],
  },
  'methods/cards': {
    currency: 'BRL',
    countries: ['brazil'],
    solutions: ['billing'],
    industries: ['travel', 'education', 'subscriptions'],
  },
  'methods/spei': {
    currency: 'MXN',
    countries: ['mexico'],
    solutions: ['pay-in-payout'],
    industries: ['ecommerce', 'gaming', 'betting'],
  },
  'methods/transfiya': {
    currency: 'USD',
    countries: ['colombia'],
    solutions: ['pay-in-payout'],
    industries: ['ecommerce', 'creators'],
  },
  'methods/usdt': {
    currency: 'USDT',
    countries: ['argentina', 'colombia'],
    solutions: ['on-off-ramp'],
    industries: ['crypto-exchanges', 'creators', 'payroll'],
  },
  'countries/brazil': {
    currency: 'BRL',
    methods: ['pix', 'cards'],
    industries: ['ecommerce', 'education', 'subscriptions', 'gaming'],
  },
  'countries/mexico': { currency: 'MXN', methods: ['spei'], industries: ['ecommerce', 'gaming', 'betting'] },
  'countries/argentina': {
    currency: 'USD',
    methods: ['usdt'],
    industries: ['crypto-exchanges', 'creators', 'payroll'],
  },
  'countries/colombia': {
    currency: 'USD',
    methods: ['transfiya', 'usdt'],
    industries: ['ecommerce', 'creators', 'payroll'],
  },
  'industries/ecommerce': {
    methods: ['pix', 'cards', 'spei'],
    countries: ['brazil', 'mexico'],
    solutions: ['pay-in-payout'],
  },
  'industries/marketplaces': {
    methods: ['pix', 'spei', 'usdt'],
    countries: ['brazil', 'mexico'],
    solutions: ['pay-in-payout'],
  },
  'industries/travel': { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['fx-desk'] },
  'industries/education': { methods: ['pix', 'cards'], countries: ['brazil'], solutions: ['billing'] },
  'industries/streaming': { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['billing'] },
  'industries/betting': { methods: ['pix', 'spei'], countries: ['brazil', 'mexico'], solutions: ['fraud-prevention'] },
  'industries/subscriptions': { methods: ['cards', 'pix'], countries: ['brazil'], solutions: ['billing'] },
  'industries/crypto-exchanges': {
    methods: ['usdt', 'pix', 'spei'],
    countries: ['brazil', 'mexico', 'argentina'],
    solutions: ['on-off-ramp'],
  },
  'industries/gaming': {
    methods: ['pix', 'spei', 'cards'],
    countries: ['brazil', 'mexico'],
    solutions: ['fraud-prevention'],
  },
  'industries/payroll': {
    methods: ['pix', 'spei', 'usdt'],
    countries: ['brazil', 'mexico', 'argentina'],
    solutions: ['pay-in-payout'],
  },
  'industries/creators': { methods: ['pix', 'usdt'], countries: ['brazil', 'argentina'], solutions: ['on-off-ramp'] },
  'industries/media-ads': { solutions: ['cross-border', 'fx-desk'] },
} as const satisfies Record<PageKey, StoryData>

/** The story facts of a registry page. */
export function landingStory(page: Pick<LandingPageEntry, 'family' | 'slug'>): StoryData {
  const key = `${page.family}/${page.slug}`
  const story: StoryData | undefined = new Map<string, StoryData>(Object.entries(landingStories)).get(key)
  if (!story) throw new Error(`no story for ${key}`)
  return story
}
