import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Family, LandingPageEntry } from '../../site/landingPages.ts'

type PageKey = LandingPageEntry extends infer E
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

/** The one line under each link of the desktop menus: only facts of docs/pages-and-copy.md. */
const landingDescriptionMessages = {
  'solutions/cross-border': msg({
    id: 'nav.desc.solutions.cross-border',
    message: 'Pagamentos para mais de 50 países por SWIFT, SEPA e CIPS',
  }),
  'solutions/pay-in-payout': msg({
    id: 'nav.desc.solutions.pay-in-payout',
    message: 'Receba e pague com PIX, SPEI, Transfiya e cartões',
  }),
  'solutions/on-off-ramp': msg({
    id: 'nav.desc.solutions.on-off-ramp',
    message: 'De moeda local para USDT, USDC ou BTC, e de volta',
  }),
  'solutions/billing': msg({
    id: 'nav.desc.solutions.billing',
    message: 'Faturas pagas com PIX, SPEI ou cartão em até 12x',
  }),
  'solutions/fx-desk': msg({
    id: 'nav.desc.solutions.fx-desk',
    message: 'Câmbio entre USD, EUR, CNY, BRL, MXN e USDT',
  }),
  'solutions/fraud-prevention': msg({
    id: 'nav.desc.solutions.fraud-prevention',
    message: 'KYC/AML e monitoramento 24/7 de cada pagamento',
  }),
  'methods/pix': msg({ id: 'nav.desc.methods.pix', message: 'O pagamento instantâneo do Brasil, em BRL' }),
  'methods/cards': msg({ id: 'nav.desc.methods.cards', message: 'Cartões no Brasil, de 1x a 12x' }),
  'methods/spei': msg({ id: 'nav.desc.methods.spei', message: 'Transferências bancárias no México, em MXN' }),
  'methods/transfiya': msg({ id: 'nav.desc.methods.transfiya', message: 'Transferências pelo celular na Colômbia' }),
  'methods/usdt': msg({ id: 'nav.desc.methods.usdt', message: 'Stablecoin dólar, recebida 24/7' }),
  'countries/brazil': msg({ id: 'nav.desc.countries.brazil', message: 'PIX e cartões parcelados, em BRL' }),
  'countries/mexico': msg({ id: 'nav.desc.countries.mexico', message: 'SPEI e cartões, em MXN' }),
  'countries/argentina': msg({ id: 'nav.desc.countries.argentina', message: 'USDT e USDC, com liquidação em USD' }),
  'countries/colombia': msg({ id: 'nav.desc.countries.colombia', message: 'Transfiya e USDT, com liquidação em USD' }),
  'industries/ecommerce': msg({ id: 'nav.desc.industries.ecommerce', message: 'Checkout com os métodos locais' }),
  'industries/marketplaces': msg({
    id: 'nav.desc.industries.marketplaces',
    message: 'Recebimento dos compradores, repasse aos vendedores',
  }),
  'industries/travel': msg({ id: 'nav.desc.industries.travel', message: 'Passagens e hospedagem em até 12x' }),
  'industries/education': msg({ id: 'nav.desc.industries.education', message: 'Mensalidades com PIX e cartão' }),
  'industries/streaming': msg({ id: 'nav.desc.industries.streaming', message: 'Planos pagos com cartão ou PIX' }),
  'industries/betting': msg({ id: 'nav.desc.industries.betting', message: 'Depósitos com PIX e SPEI, com KYC' }),
  'industries/subscriptions': msg({ id: 'nav.desc.industries.subscriptions', message: 'Renovações com cartão ou PIX' }),
  'industries/crypto-exchanges': msg({
    id: 'nav.desc.industries.crypto-exchanges',
    message: 'Entrada e saída entre moeda local e cripto',
  }),
  'industries/gaming': msg({ id: 'nav.desc.industries.gaming', message: 'Recargas com PIX, SPEI e cartões' }),
  'industries/payroll': msg({ id: 'nav.desc.industries.payroll', message: 'Lotes de pagamento por PIX, SPEI e USDT' }),
  'industries/creators': msg({ id: 'nav.desc.industries.creators', message: 'Repasses aos criadores por PIX ou USDT' }),
  'industries/media-ads': msg({ id: 'nav.desc.industries.media-ads', message: 'Campanhas pagas por SWIFT e SEPA' }),
} satisfies Record<PageKey, MessageDescriptor>

const byKey = new Map<string, MessageDescriptor>(Object.entries(landingLinkMessages))
const descriptionByKey = new Map<string, MessageDescriptor>(Object.entries(landingDescriptionMessages))

/** The link text of a registry page (the table above has one for each: `satisfies` checks it). */
export function landingLinkMessage(page: Pick<LandingPageEntry, 'family' | 'slug'>): MessageDescriptor {
  const message = byKey.get(`${page.family}/${page.slug}`)
  if (!message) throw new Error(`no link text for ${page.family}/${page.slug}`)
  return message
}

/** The one-line description of a registry page under its link in the desktop menus. */
export function landingDescriptionMessage(page: Pick<LandingPageEntry, 'family' | 'slug'>): MessageDescriptor {
  const message = descriptionByKey.get(`${page.family}/${page.slug}`)
  if (!message) throw new Error(`no description for ${page.family}/${page.slug}`)
  return message
}
