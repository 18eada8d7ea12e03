import { msg } from '@lingui/core/macro'
import type { AboutCopy } from '../copyTypes.ts'

/** Copy of the about page (source language pt-BR; English in locales/en-US/copy.po). */
export const aboutUsCopy = {
  metaTitle: msg({ id: 'about-us.metaTitle', message: 'Sobre a Fluxa | Pagamentos para quem vende na América Latina' }),
  metaDescription: msg({
    id: 'about-us.metaDescription',
    message:
      'Conheça a Fluxa: a história, a missão e os valores da empresa de pagamentos internacionais e câmbio para quem vende no Brasil, México, Argentina e Colômbia.',
  }),
  heroTitle: msg({ id: 'about-us.heroTitle', message: 'Pagamentos internacionais feitos para a América Latina' }),
  heroSubtitle: msg({
    id: 'about-us.heroSubtitle',
    message:
      'A Fluxa conecta empresas do mundo inteiro aos clientes do Brasil, do México, da Argentina e da Colômbia, com métodos locais, câmbio e liquidação na moeda certa.',
  }),
  storyTitle: msg({ id: 'about-us.storyTitle', message: 'Nossa história' }),
  storyBody: msg({
    id: 'about-us.storyBody',
    message:
      'Vender para a América Latina sempre foi mais difícil do que deveria. Cada país tem o seu jeito de pagar: PIX e cartão parcelado no Brasil, SPEI no México, Transfiya na Colômbia. Para receber de todos, uma empresa precisava de um parceiro por mercado, de contas locais e de uma conciliação que nunca fechava de primeira.\n\nA Fluxa nasceu para acabar com essa fragmentação: uma única plataforma que recebe pelos métodos locais, converte e liquida na moeda que a empresa escolher, seja USD, EUR, CNY, BRL, MXN ou stablecoins.',
  }),
  missionTitle: msg({ id: 'about-us.missionTitle', message: 'Nossa missão' }),
  missionBody: msg({
    id: 'about-us.missionBody',
    message:
      'Tornar a venda para a América Latina tão simples quanto vender no mercado doméstico: o cliente paga como está acostumado, e a empresa recebe com velocidade, previsibilidade e segurança.',
  }),
  whatWeDoTitle: msg({ id: 'about-us.whatWeDoTitle', message: 'O que fazemos' }),
  whatWeDo: [
    {
      icon: 'ArrowLeftRight',
      title: msg({ id: 'about-us.whatWeDo1Title', message: 'Pay-in e payout' }),
      description: msg({
        id: 'about-us.whatWeDo1Desc',
        message:
          'Recebimentos por PIX, cartões em até 12x, SPEI, Transfiya e USDT, e pagamentos locais para sellers, parceiros e fornecedores.',
      }),
    },
    {
      icon: 'Globe',
      title: msg({ id: 'about-us.whatWeDo2Title', message: 'Câmbio e pagamentos internacionais' }),
      description: msg({
        id: 'about-us.whatWeDo2Desc',
        message:
          'Conversão entre USD, EUR, CNY, BRL e MXN e pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
      }),
    },
    {
      icon: 'CircleDollarSign',
      title: msg({ id: 'about-us.whatWeDo3Title', message: 'On/off ramp com stablecoins' }),
      description: msg({
        id: 'about-us.whatWeDo3Desc',
        message: 'Entrada e saída entre moeda fiduciária e USDT, USDC ou BTC, com liquidação em segundos.',
      }),
    },
    {
      icon: 'Receipt',
      title: msg({ id: 'about-us.whatWeDo4Title', message: 'Cobrança e prevenção a fraudes' }),
      description: msg({
        id: 'about-us.whatWeDo4Desc',
        message:
          'Cobrança de faturas com cada pagamento identificado, verificação KYC/AML e monitoramento antifraude 24/7.',
      }),
    },
  ],
  valuesTitle: msg({ id: 'about-us.valuesTitle', message: 'Nossos valores' }),
  values: [
    {
      icon: 'Eye',
      title: msg({ id: 'about-us.value1Title', message: 'Transparência' }),
      description: msg({
        id: 'about-us.value1Desc',
        message:
          'Condições claras e sem letras miúdas: a sua empresa sabe o que está contratando e como cada pagamento foi processado.',
      }),
    },
    {
      icon: 'ShieldCheck',
      title: msg({ id: 'about-us.value2Title', message: 'Segurança' }),
      description: msg({
        id: 'about-us.value2Desc',
        message:
          'Verificação KYC/AML de cada merchant, monitoramento 24/7 e regras firmes: atendemos só empresas, não concedemos crédito e não permitimos transferências entre pessoas físicas.',
      }),
    },
    {
      icon: 'Sparkles',
      title: msg({ id: 'about-us.value3Title', message: 'Inovação' }),
      description: msg({
        id: 'about-us.value3Desc',
        message:
          'Métodos locais, stablecoins e trilhos internacionais na mesma plataforma, para a sua empresa aproveitar o melhor de cada um.',
      }),
    },
    {
      icon: 'BadgeCheck',
      title: msg({ id: 'about-us.value4Title', message: 'Confiabilidade' }),
      description: msg({
        id: 'about-us.value4Desc',
        message:
          '99,9% de disponibilidade, liquidação em segundos e processamento D+1: compromissos com os quais o seu financeiro pode planejar.',
      }),
    },
  ],
} satisfies AboutCopy
