import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { IndustryId } from '../../site/facts/industryFacts.ts'

/** The few words inside the hero visuals, and their text alternatives. Codes (PIX, USD, D+1) stay as written. */
export const visualMessages = {
  settlement: msg({ id: 'visual.settlement', message: 'Liquidação' }),
  networkAlt: msg({
    id: 'visual.network.alt',
    message: 'Mapa da América Latina: Brasil, México, Argentina e Colômbia conectados à liquidação em',
  }),
  companyAlt: msg({
    id: 'visual.company.alt',
    message:
      'O que a Fluxa faz: pay-in e payout, com recebimento por PIX, cartões, SPEI, Transfiya e USDT; câmbio entre USD, EUR, CNY, BRL e MXN; pagamentos internacionais por SWIFT, SEPA e CIPS; on/off ramp com USDT e USDC; prevenção a fraudes com KYC/AML e monitoramento 24/7',
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
  convert: msg({ id: 'visual.convert', message: 'Converter' }),
  rail: msg({ id: 'visual.rail', message: 'Trilho' }),
  method: msg({ id: 'visual.method', message: 'Método' }),
  country: msg({ id: 'visual.country', message: 'País' }),
  currencyCaption: msg({ id: 'visual.currency', message: 'Moeda' }),
  installmentsCaption: msg({ id: 'visual.installmentsCaption', message: 'Parcelas' }),
  status: msg({ id: 'visual.status', message: 'Status' }),
  payIn12: msg({ id: 'visual.cards.payIn12', message: 'Pagar em 12x' }),
  riskSubtitle: msg({ id: 'visual.riskSubtitle', message: 'Cadastro de uma empresa' }),
  riskLow: msg({ id: 'visual.riskLow', message: 'Risco baixo' }),
  riskHigh: msg({ id: 'visual.riskHigh', message: 'Risco alto' }),
  buyers: msg({ id: 'visual.buyers', message: 'Compradores' }),
  platform: msg({ id: 'visual.platform', message: 'Plataforma' }),
  sellers: msg({ id: 'visual.sellers', message: 'Vendedores' }),
  rateCardAlt: msg({ id: 'visual.rateCard.alt', message: 'Painel de cotações com os pares de moedas' }),
  invoice: msg({ id: 'visual.invoice', message: 'Fatura' }),
  paid: msg({ id: 'visual.paid', message: 'Paga' }),
  payWith: msg({ id: 'visual.payWith', message: 'Pagar com' }),
  processing: msg({ id: 'visual.processing', message: 'Liquidação na sua moeda' }),
  invoiceAlt: msg({ id: 'visual.invoice.alt', message: 'Fatura paga, com opções de pagamento' }),
  riskCheck: msg({ id: 'visual.riskCheck', message: 'Análise de risco' }),
  kyc: msg({ id: 'visual.kyc', message: 'KYC da empresa concluído' }),
  aml: msg({ id: 'visual.aml', message: 'Análise AML concluída' }),
  monitoring: msg({ id: 'visual.monitoring', message: 'Monitoramento 24/7' }),
  approved: msg({ id: 'visual.approved', message: 'Aprovado' }),
  riskAlt: msg({
    id: 'visual.risk.alt',
    message:
      'Análise de risco de uma empresa no cadastro: KYC concluído, análise AML concluída, monitoramento 24/7, aprovada',
  }),
  payWithPix: msg({ id: 'visual.pix.title', message: 'Pagar com PIX' }),
  copyPaste: msg({ id: 'visual.pix.copyPaste', message: 'PIX Copia e Cola' }),
  copyCode: msg({ id: 'visual.pix.copyCode', message: 'Copiar código' }),
  inSeconds: msg({ id: 'visual.inSeconds', message: 'Pagamento confirmado' }),
  pixAlt: msg({ id: 'visual.pix.alt', message: 'Tela de pagamento PIX com QR code e código Copia e Cola' }),
  cardPayment: msg({ id: 'visual.cards.title', message: 'Pagamento com cartão' }),
  installments: msg({ id: 'visual.cards.installments', message: 'Em quantas parcelas?' }),
  cardsAlt: msg({ id: 'visual.cards.alt', message: 'Pagamento com cartão, parcelado de 1x a 12x' }),
  speiTitle: msg({ id: 'visual.spei.title', message: 'Transferência SPEI' }),
  transferConfirmed: msg({ id: 'visual.spei.confirmed', message: 'Transferência confirmada' }),
  speiAlt: msg({ id: 'visual.spei.alt', message: 'Transferência SPEI para uma conta com CLABE, confirmada' }),
  sendTo: msg({ id: 'visual.transfiya.sendTo', message: 'Enviar para o celular' }),
  received: msg({ id: 'visual.received', message: 'Recebido' }),
  transfiyaAlt: msg({
    id: 'visual.transfiya.alt',
    message: 'Transferência Transfiya para um número de celular, recebida',
  }),
  depositAddress: msg({ id: 'visual.wallet.address', message: 'Endereço de depósito' }),
  walletAlt: msg({ id: 'visual.wallet.alt', message: 'Carteira para receber stablecoins, com o endereço de depósito' }),
  localMethods: msg({ id: 'visual.country.methods', message: 'Métodos locais' }),
  collects: msg({ id: 'visual.country.collects', message: 'Recebe em' }),
  countryAlt: msg({
    id: 'visual.country.alt',
    message: 'Mapa da América Latina com o país em destaque, como se paga nele e em que moeda',
  }),
  // Confirmed, not approved: approval is a card's word, and most scenes' first method is PIX or SPEI.
  paymentConfirmed: msg({ id: 'visual.checkout.confirmed', message: 'Pagamento confirmado' }),
  payoutSent: msg({ id: 'visual.checkout.payoutSent', message: 'Pagamento enviado' }),
  checkoutAlt: msg({ id: 'visual.checkout.alt', message: 'pagamento confirmado; métodos oferecidos:' }),
  payoutAlt: msg({ id: 'visual.checkout.payoutAlt', message: 'pagamentos enviados por' }),
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
} satisfies Record<IndustryId, MessageDescriptor>

/** One line under each industry scene's title: what the business does with the methods (facts only). */
export const sceneNotes = {
  ecommerce: msg({ id: 'visual.note.ecommerce', message: 'Pedido pago no método local' }),
  marketplaces: msg({ id: 'visual.note.marketplaces', message: 'Recebe e repassa' }),
  travel: msg({ id: 'visual.note.travel', message: 'Cartão de 1x a 12x' }),
  education: msg({ id: 'visual.note.education', message: 'Cartão de 1x a 12x' }),
  streaming: msg({ id: 'visual.note.streaming', message: 'Cartão ou PIX' }),
  betting: msg({ id: 'visual.note.betting', message: 'Depósito pelo método local' }),
  subscriptions: msg({ id: 'visual.note.subscriptions', message: 'Renovação no cartão ou no PIX' }),
  'crypto-exchanges': msg({ id: 'visual.note.crypto-exchanges', message: 'Entrada e saída' }),
  gaming: msg({ id: 'visual.note.gaming', message: 'Recarga no método local' }),
  payroll: msg({ id: 'visual.note.payroll', message: 'Salário de cada colaborador' }),
  creators: msg({ id: 'visual.note.creators', message: 'Pago em moeda fiduciária ou stablecoin' }),
  'media-ads': msg({ id: 'visual.note.media-ads', message: 'Cobrança ao anunciante' }),
} satisfies Record<IndustryId, MessageDescriptor>
