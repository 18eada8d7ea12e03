import { msg } from '@lingui/core/macro'

/** Copy of the home page (source language pt-BR; English in locales/en-US/copy.po). */
export const home = [
  msg({ id: 'home.metaTitle', message: 'Fluxa | Pagamentos internacionais e câmbio para a América Latina' }),
  msg({
    id: 'home.metaDescription',
    message: 'Receba com PIX, SPEI, Transfiya, cartões parcelados e USDT no Brasil, México, Argentina e Colômbia, e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins em segundos.',
  }),
  msg({ id: 'home.heroTitle', message: 'Venda na América Latina. Receba como uma empresa global.' }),
  msg({
    id: 'home.heroSubtitle',
    message: 'Pay-in, payout e câmbio com os métodos locais que seus clientes já usam, PIX, SPEI, Transfiya, cartões em até 12x e USDT, e liquidação em segundos na moeda que a sua empresa escolher.',
  }),
  msg({ id: 'home.benefitsHeading', message: 'Por que empresas escolhem a Fluxa' }),
  msg({ id: 'home.benefit1Title', message: 'Cobertura global' }),
  msg({
    id: 'home.benefit1Desc',
    message: 'Pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS, com liquidação em USD, EUR, CNY, BRL ou MXN.',
  }),
  msg({ id: 'home.benefit2Title', message: 'Segurança' }),
  msg({
    id: 'home.benefit2Desc',
    message: 'Verificação KYC/AML de cada merchant, monitoramento antifraude 24/7 e 99,9% de disponibilidade da plataforma.',
  }),
  msg({ id: 'home.benefit3Title', message: 'Velocidade' }),
  msg({
    id: 'home.benefit3Desc',
    message: 'Liquidação em segundos e processamento D+1, para que o caixa da sua operação não fique parado na fronteira.',
  }),
]
