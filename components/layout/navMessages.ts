import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Family, LandingPageEntry } from '../../site/landingPages.ts'

export type PageKey = LandingPageEntry extends infer E
  ? E extends { family: infer F extends string; slug: infer S extends string }
    ? `${F}/${S}`
    : never
  : never

/** Menu titles of the four page families. */
export const familyMessages = {
  solutions: msg({ id: 'nav.solutions', message: 'Soluções' }),
  methods: msg({ id: 'nav.methods', message: 'Métodos' }),
  countries: msg({ id: 'nav.countries', message: 'Países' }),
  industries: msg({ id: 'nav.industries', message: 'Setores' }),
} satisfies Record<Family, MessageDescriptor>

/** The link text of each landing page, in menus and footer alike. */
const landingLinkMessages = {
  'solutions/cross-border': msg({ id: 'nav.solutions.cross-border', message: 'Pagamentos internacionais' }),
  'solutions/pay-in-payout': msg({ id: 'nav.solutions.pay-in-payout', message: 'Pay-in e payout' }),
  'solutions/on-off-ramp': msg({ id: 'nav.solutions.on-off-ramp', message: 'On/off ramp cripto' }),
  'solutions/billing': msg({ id: 'nav.solutions.billing', message: 'Cobrança de faturas' }),
  'solutions/fx-desk': msg({ id: 'nav.solutions.fx-desk', message: 'Mesa de câmbio' }),
  'solutions/fraud-prevention': msg({ id: 'nav.solutions.fraud-prevention', message: 'Prevenção a fraudes' }),
  'methods/pix': msg({ id: 'nav.methods.pix', message: 'PIX' }),
  'methods/cards': msg({ id: 'nav.methods.cards', message: 'Cartões parcelados' }),
  'methods/spei': msg({ id: 'nav.methods.spei', message: 'SPEI' }),
  'methods/transfiya': msg({ id: 'nav.methods.transfiya', message: 'Transfiya' }),
  'methods/usdt': msg({ id: 'nav.methods.usdt', message: 'USDT' }),
  'countries/brazil': msg({ id: 'nav.countries.brazil', message: 'Brasil' }),
  'countries/mexico': msg({ id: 'nav.countries.mexico', message: 'México' }),
  'countries/argentina': msg({ id: 'nav.countries.argentina', message: 'Argentina' }),
  'countries/colombia': msg({ id: 'nav.countries.colombia', message: 'Colômbia' }),
  'industries/ecommerce': msg({ id: 'nav.industries.ecommerce', message: 'E-commerce' }),
  'industries/marketplaces': msg({ id: 'nav.industries.marketplaces', message: 'Marketplaces' }),
  'industries/travel': msg({ id: 'nav.industries.travel', message: 'Turismo' }),
  'industries/education': msg({ id: 'nav.industries.education', message: 'Educação' }),
  'industries/streaming': msg({ id: 'nav.industries.streaming', message: 'Streaming' }),
  'industries/betting': msg({ id: 'nav.industries.betting', message: 'Apostas' }),
  'industries/subscriptions': msg({ id: 'nav.industries.subscriptions', message: 'Assinaturas' }),
  'industries/crypto-exchanges': msg({ id: 'nav.industries.crypto-exchanges', message: 'Exchanges cripto' }),
  'industries/gaming': msg({ id: 'nav.industries.gaming', message: 'Games' }),
  'industries/payroll': msg({ id: 'nav.industries.payroll', message: 'Folha de pagamento' }),
  'industries/creators': msg({ id: 'nav.industries.creators', message: 'Criadores de conteúdo' }),
  'industries/media-ads': msg({ id: 'nav.industries.media-ads', message: 'Mídia e publicidade' }),
} satisfies Record<PageKey, MessageDescriptor>

const byKey = new Map<string, MessageDescriptor>(Object.entries(landingLinkMessages))

/** The link text of a registry page (the table above has one for each: `satisfies` checks it). */
export function landingLinkMessage(page: Pick<LandingPageEntry, 'family' | 'slug'>): MessageDescriptor {
  const message = byKey.get(`${page.family}/${page.slug}`)
  if (!message) throw new Error(`no link text for ${page.family}/${page.slug}`)
  return message
}
