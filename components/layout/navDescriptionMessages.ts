import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PageKey } from './navMessages.ts'

/**
 * The one line under each link of the desktop menus and the home page's solution cards: only facts of
 * docs/pages-and-copy.md. Declared here for the catalogue and `tsc` (every registry page has one); the header reads
 * them by id (landingDescriptionMessage), so these texts never travel in its JavaScript.
 */
export const navDescriptionMessages = {
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
