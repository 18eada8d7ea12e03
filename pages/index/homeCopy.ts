import { msg } from '@lingui/core/macro'
import type { HomeCopy } from '../copyTypes.ts'

/** Copy of the home page (source language pt-BR; English in locales/en-US/copy.po). */
export const homeCopy = {
  metaTitle: msg({ id: 'home.metaTitle', message: 'Fluxa | Pagamentos internacionais e câmbio para a América Latina' }),
  metaDescription: msg({
    id: 'home.metaDescription',
    message:
      'Receba com PIX, SPEI, Transfiya, cartões parcelados e USDT no Brasil, México, Argentina e Colômbia, e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins em segundos.',
  }),
  heroTitle: msg({ id: 'home.heroTitle', message: 'Venda na América Latina. Receba como uma empresa global.' }),
  heroSubtitle: msg({
    id: 'home.heroSubtitle',
    message:
      'Pay-in, payout e câmbio com os métodos locais que seus clientes já usam, PIX, SPEI, Transfiya, cartões em até 12x e USDT, e liquidação em segundos na moeda que a sua empresa escolher.',
  }),
  figures: [
    {
      value: msg({ id: 'home.figure1Value', message: '50+' }),
      label: msg({ id: 'home.figure1Label', message: 'países recebem pagamentos' }),
    },
    {
      value: msg({ id: 'home.figure2Value', message: '99,9%' }),
      label: msg({ id: 'home.figure2Label', message: 'de disponibilidade' }),
    },
    {
      value: msg({ id: 'home.figure3Value', message: 'Segundos' }),
      label: msg({ id: 'home.figure3Label', message: 'para liquidar' }),
    },
    {
      value: msg({ id: 'home.figure4Value', message: 'D+1' }),
      label: msg({ id: 'home.figure4Label', message: 'de processamento' }),
    },
    {
      value: msg({ id: 'home.figure5Value', message: '24/7' }),
      label: msg({ id: 'home.figure5Label', message: 'de monitoramento antifraude' }),
    },
  ],
  solutionsHeading: msg({ id: 'home.solutionsHeading', message: 'Escolha por onde começar' }),
  marketsHeading: msg({ id: 'home.marketsHeading', message: 'Cada país com os métodos que ele usa' }),
  marketsIntro: msg({
    id: 'home.marketsIntro',
    message:
      'Brasil, México, Argentina e Colômbia, cada um com os seus métodos locais, e liquidação em USD, EUR, CNY, BRL, MXN ou stablecoins.',
  }),
  benefitsHeading: msg({ id: 'home.benefitsHeading', message: 'Por que empresas escolhem a Fluxa' }),
  benefits: [
    {
      icon: 'Globe',
      title: msg({ id: 'home.benefit1Title', message: 'Cobertura global' }),
      description: msg({
        id: 'home.benefit1Desc',
        message:
          'Pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS, com liquidação em USD, EUR, CNY, BRL ou MXN.',
      }),
    },
    {
      icon: 'ShieldCheck',
      title: msg({ id: 'home.benefit2Title', message: 'Segurança' }),
      description: msg({
        id: 'home.benefit2Desc',
        message:
          'Verificação KYC/AML de cada merchant, monitoramento antifraude 24/7 e 99,9% de disponibilidade da plataforma.',
      }),
    },
    {
      icon: 'Zap',
      title: msg({ id: 'home.benefit3Title', message: 'Velocidade' }),
      description: msg({
        id: 'home.benefit3Desc',
        message:
          'Liquidação em segundos e processamento D+1, para que o caixa da sua operação não fique parado na fronteira.',
      }),
    },
  ],
} satisfies HomeCopy
