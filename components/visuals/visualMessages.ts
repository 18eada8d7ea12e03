import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CountrySlug, Scene } from '../../site/heroVisual.ts'

/** The few words inside the hero visuals, and their text alternatives. Codes (PIX, USD, D+1) stay as written. */
export const visualMessages = {
  settlement: msg({ id: 'visual.settlement', message: 'Liquidação' }),
  networkAlt: msg({
    id: 'visual.network.alt',
    message: 'Mapa da América Latina: Brasil, México, Argentina e Colômbia conectados à liquidação em',
  }),
  payIn: msg({ id: 'visual.payIn', message: 'Pay-in' }),
  fx: msg({ id: 'visual.fx', message: 'Câmbio' }),
  payout: msg({ id: 'visual.payout', message: 'Payout' }),
  localCollection: msg({ id: 'visual.localCollection', message: 'Recebimento' }),
  rails: msg({ id: 'visual.rails', message: 'Trilhos' }),
  fiat: msg({ id: 'visual.fiat', message: 'Moeda fiduciária' }),
  ramp: msg({ id: 'visual.ramp', message: 'On/off ramp' }),
  crypto: msg({ id: 'visual.crypto', message: 'Stablecoins e cripto' }),
  flowAlt: msg({ id: 'visual.flow.alt', message: 'Fluxo do pagamento' }),
  fxDesk: msg({ id: 'visual.fxDesk', message: 'Mesa de câmbio' }),
  rateLocked: msg({ id: 'visual.rateLocked', message: 'Cotação travada' }),
  lockRate: msg({ id: 'visual.lockRate', message: 'Travar cotação' }),
  rateCardAlt: msg({ id: 'visual.rateCard.alt', message: 'Painel de cotações com os pares de moedas' }),
  invoice: msg({ id: 'visual.invoice', message: 'Fatura' }),
  paid: msg({ id: 'visual.paid', message: 'Paga' }),
  payWith: msg({ id: 'visual.payWith', message: 'Pagar com' }),
  processing: msg({ id: 'visual.processing', message: 'Processamento D+1' }),
  invoiceAlt: msg({ id: 'visual.invoice.alt', message: 'Fatura paga, com opções de pagamento' }),
  riskCheck: msg({ id: 'visual.riskCheck', message: 'Análise de risco' }),
  kyc: msg({ id: 'visual.kyc', message: 'KYC verificado' }),
  aml: msg({ id: 'visual.aml', message: 'Triagem AML sem alertas' }),
  monitoring: msg({ id: 'visual.monitoring', message: 'Monitoramento 24/7' }),
  approved: msg({ id: 'visual.approved', message: 'Aprovado' }),
  riskAlt: msg({
    id: 'visual.risk.alt',
    message: 'Análise de risco de um pagamento: KYC verificado, triagem AML sem alertas, monitoramento 24/7, aprovado',
  }),
  payWithPix: msg({ id: 'visual.pix.title', message: 'Pagar com PIX' }),
  copyPaste: msg({ id: 'visual.pix.copyPaste', message: 'PIX Copia e Cola' }),
  copyCode: msg({ id: 'visual.pix.copyCode', message: 'Copiar código' }),
  inSeconds: msg({ id: 'visual.inSeconds', message: 'Confirmado em segundos' }),
  pixAlt: msg({ id: 'visual.pix.alt', message: 'Tela de pagamento PIX com QR code e código Copia e Cola' }),
  cardPayment: msg({ id: 'visual.cards.title', message: 'Pagamento com cartão' }),
  installments: msg({ id: 'visual.cards.installments', message: 'Em quantas parcelas?' }),
  cardsAlt: msg({ id: 'visual.cards.alt', message: 'Checkout de cartão com parcelamento de 1x a 12x' }),
  speiTitle: msg({ id: 'visual.spei.title', message: 'Transferência SPEI' }),
  transferConfirmed: msg({ id: 'visual.spei.confirmed', message: 'Transferência confirmada' }),
  speiAlt: msg({ id: 'visual.spei.alt', message: 'Transferência SPEI para uma conta CLABE, confirmada' }),
  sendTo: msg({ id: 'visual.transfiya.sendTo', message: 'Enviar para o celular' }),
  received: msg({ id: 'visual.received', message: 'Recebido' }),
  transfiyaAlt: msg({
    id: 'visual.transfiya.alt',
    message: 'Transferência Transfiya para um número de celular, recebida',
  }),
  depositAddress: msg({ id: 'visual.wallet.address', message: 'Endereço de depósito' }),
  network: msg({ id: 'visual.wallet.network', message: 'Rede' }),
  available: msg({ id: 'visual.wallet.available', message: 'Disponível 24/7' }),
  walletAlt: msg({ id: 'visual.wallet.alt', message: 'Carteira para receber USDT e USDC, com endereço e rede' }),
  localMethods: msg({ id: 'visual.country.methods', message: 'Métodos locais' }),
  currency: msg({ id: 'visual.country.currency', message: 'Liquidação' }),
  countryAlt: msg({
    id: 'visual.country.alt',
    message: 'Mapa da América Latina com o país em destaque e seus métodos de pagamento',
  }),
  paymentApproved: msg({ id: 'visual.checkout.approved', message: 'Pagamento aprovado' }),
  payoutSent: msg({ id: 'visual.checkout.payoutSent', message: 'Repasse enviado' }),
  checkoutAlt: msg({ id: 'visual.checkout.alt', message: 'pagamento aprovado; métodos oferecidos:' }),
  payoutAlt: msg({ id: 'visual.checkout.payoutAlt', message: 'repasses enviados por' }),
} satisfies Record<string, MessageDescriptor>

/** What is being paid in each industry's scene. */
export const sceneMessages = {
  ecommerce: msg({ id: 'visual.scene.ecommerce', message: 'Pedido da loja online' }),
  marketplaces: msg({ id: 'visual.scene.marketplaces', message: 'Repasse ao vendedor' }),
  travel: msg({ id: 'visual.scene.travel', message: 'Passagem e hospedagem' }),
  education: msg({ id: 'visual.scene.education', message: 'Mensalidade do curso' }),
  streaming: msg({ id: 'visual.scene.streaming', message: 'Plano de streaming' }),
  betting: msg({ id: 'visual.scene.betting', message: 'Depósito na conta' }),
  subscriptions: msg({ id: 'visual.scene.subscriptions', message: 'Renovação da assinatura' }),
  'crypto-exchanges': msg({ id: 'visual.scene.crypto-exchanges', message: 'Depósito para comprar USDT' }),
  gaming: msg({ id: 'visual.scene.gaming', message: 'Recarga de créditos no jogo' }),
  payroll: msg({ id: 'visual.scene.payroll', message: 'Pagamento da equipe' }),
  creators: msg({ id: 'visual.scene.creators', message: 'Repasse ao criador' }),
  'media-ads': msg({ id: 'visual.scene.media-ads', message: 'Fatura da campanha de mídia' }),
} satisfies Record<Scene, MessageDescriptor>

/** The countries' names as the country visual labels them. */
export const countryNames = {
  brazil: msg({ id: 'visual.country.brazil', message: 'Brasil' }),
  mexico: msg({ id: 'visual.country.mexico', message: 'México' }),
  argentina: msg({ id: 'visual.country.argentina', message: 'Argentina' }),
  colombia: msg({ id: 'visual.country.colombia', message: 'Colômbia' }),
} satisfies Record<CountrySlug, MessageDescriptor>
