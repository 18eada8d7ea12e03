import { msg } from '@lingui/core/macro'
import type { LandingCopy } from '../../copyTypes.ts'
import type { LandingSlug } from '../../../site/landingPages.ts'

/** Copy of the countries pages (source language pt-BR; English in locales/en-US/copy.po), one entry per registry slug, ids `countries.<slug>.*`. */
export const countriesCopy = {
  brazil: {
    metaTitle: msg({
      id: 'countries.brazil.metaTitle',
      message: 'Pagamentos no Brasil com PIX e cartões em até 12x | Fluxa',
    }),
    metaDescription: msg({
      id: 'countries.brazil.metaDescription',
      message:
        'Venda no Brasil com PIX e cartões parcelados em até 12x e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins com a Fluxa.',
    }),
    heroTitle: msg({
      id: 'countries.brazil.heroTitle',
      message: 'Venda no Brasil com os métodos que o brasileiro prefere',
    }),
    heroSubtitle: msg({
      id: 'countries.brazil.heroSubtitle',
      message:
        'PIX para pagamentos instantâneos e cartões em até 12x para compras maiores, com processamento D+1 e liquidação em BRL ou na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'countries.brazil.storyTitle', message: 'O que o Brasil oferece à sua operação' }),
      steps: [],
    },
    benefitsHeading: msg({ id: 'countries.brazil.benefitsHeading', message: 'O que você ganha no Brasil' }),
    benefits: [
      {
        icon: 'QrCode',
        title: msg({ id: 'countries.brazil.benefit1Title', message: 'PIX' }),
        description: msg({
          id: 'countries.brazil.benefit1Desc',
          message: 'Pagamento instantâneo feito no app do banco do cliente e confirmado em segundos.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'countries.brazil.benefit2Title', message: 'Cartões em até 12x' }),
        description: msg({
          id: 'countries.brazil.benefit2Desc',
          message: 'Parcelamento de 1 a 12 vezes, como o consumidor brasileiro espera encontrar no checkout.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'countries.brazil.benefit3Title', message: 'Recebimento local, liquidação global' }),
        description: msg({
          id: 'countries.brazil.benefit3Desc',
          message:
            'A Fluxa recebe dos clientes brasileiros pelos métodos locais e liquida para a sua empresa na moeda que você escolher.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'countries.brazil.benefit4Title', message: 'Em BRL ou em outra moeda' }),
        description: msg({
          id: 'countries.brazil.benefit4Desc',
          message: 'Mantenha em BRL para os custos locais ou converta para USD, EUR, CNY, MXN, USDT, USDC ou BTC.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'countries.brazil.benefit5Title', message: 'Payouts no Brasil' }),
        description: msg({
          id: 'countries.brazil.benefit5Desc',
          message: 'Pague sellers, criadores e fornecedores brasileiros por PIX, na conta que eles já usam.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'countries.brazil.benefit6Title', message: 'Do PIX ao cartão, cada transação monitorada' }),
        description: msg({
          id: 'countries.brazil.benefit6Desc',
          message:
            'Verificação KYC/AML de cada merchant e monitoramento 24/7 de cada transação, do PIX ao cartão parcelado.',
        }),
      },
    ],
  },
  mexico: {
    metaTitle: msg({
      id: 'countries.mexico.metaTitle',
      message: 'Pagamentos no México com SPEI e liquidação em MXN | Fluxa',
    }),
    metaDescription: msg({
      id: 'countries.mexico.metaDescription',
      message:
        'Receba de clientes no México por SPEI e cartão, faça payouts locais e liquide em MXN, USD, EUR, CNY, BRL ou stablecoins, com processamento D+1.',
    }),
    heroTitle: msg({
      id: 'countries.mexico.heroTitle',
      message: 'Venda no México com SPEI e receba na moeda que quiser',
    }),
    heroSubtitle: msg({
      id: 'countries.mexico.heroSubtitle',
      message:
        'Transferências SPEI em tempo real e cartões para clientes mexicanos, payouts locais e liquidação em MXN ou na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'countries.mexico.storyTitle', message: 'O que o México oferece à sua operação' }),
      steps: [],
    },
    benefitsHeading: msg({ id: 'countries.mexico.benefitsHeading', message: 'O que você ganha no México' }),
    benefits: [
      {
        icon: 'Landmark',
        title: msg({ id: 'countries.mexico.benefit1Title', message: 'SPEI em tempo real' }),
        description: msg({
          id: 'countries.mexico.benefit1Desc',
          message: 'Transferências bancárias confirmadas em segundos, direto da conta do cliente.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'countries.mexico.benefit2Title', message: 'Cartões' }),
        description: msg({
          id: 'countries.mexico.benefit2Desc',
          message: 'Aceite cartões de clientes mexicanos no mesmo checkout, ao lado do SPEI.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'countries.mexico.benefit3Title', message: 'Em MXN ou em outra moeda' }),
        description: msg({
          id: 'countries.mexico.benefit3Desc',
          message: 'Mantenha em MXN ou converta para USD, EUR, CNY, BRL, USDT, USDC ou BTC.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'countries.mexico.benefit4Title', message: 'Payouts por SPEI' }),
        description: msg({
          id: 'countries.mexico.benefit4Desc',
          message: 'Pague parceiros, sellers e fornecedores no México na conta bancária local de cada um.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'countries.mexico.benefit5Title', message: 'Um parceiro do SPEI à liquidação' }),
        description: msg({
          id: 'countries.mexico.benefit5Desc',
          message:
            'No México, um só parceiro recebe por SPEI e cartão e liquida para a sua empresa na moeda que você escolher.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'countries.mexico.benefit6Title', message: 'De MXN para USD, EUR ou USDT' }),
        description: msg({
          id: 'countries.mexico.benefit6Desc',
          message: 'Converta recebimentos em MXN para USD, EUR ou USDT com liquidação em segundos.',
        }),
      },
    ],
  },
  argentina: {
    metaTitle: msg({
      id: 'countries.argentina.metaTitle',
      message: 'Pagamentos na Argentina com USDT e liquidação em USD | Fluxa',
    }),
    metaDescription: msg({
      id: 'countries.argentina.metaDescription',
      message:
        'Receba de clientes na Argentina em USDT ou USDC, ou por cobrança internacional, e liquide em segundos em USD, EUR, CNY, BRL, MXN ou cripto.',
    }),
    heroTitle: msg({
      id: 'countries.argentina.heroTitle',
      message: 'Argentina: receba em stablecoin e liquide em dólar',
    }),
    heroSubtitle: msg({
      id: 'countries.argentina.heroSubtitle',
      message:
        'Para clientes na Argentina, a Fluxa oferece recebimento em USDT e USDC e cobrança internacional, com conversão para USD, EUR, CNY, BRL ou MXN e liquidação em segundos.',
    }),
    story: {
      title: msg({ id: 'countries.argentina.storyTitle', message: 'O que a Argentina oferece à sua operação' }),
      steps: [],
    },
    benefitsHeading: msg({ id: 'countries.argentina.benefitsHeading', message: 'Como a Fluxa atende a Argentina' }),
    benefits: [
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'countries.argentina.benefit1Title', message: 'USDT e USDC' }),
        description: msg({
          id: 'countries.argentina.benefit1Desc',
          message:
            'Clientes na Argentina pagam em stablecoin atrelada ao dólar, sem depender de cartão nem de transferência internacional.',
        }),
      },
      {
        icon: 'DollarSign',
        title: msg({ id: 'countries.argentina.benefit2Title', message: 'Liquidação em USD' }),
        description: msg({
          id: 'countries.argentina.benefit2Desc',
          message: 'Converta o que recebeu em USD, ou em EUR, CNY, BRL ou MXN, conforme a moeda da sua operação.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'countries.argentina.benefit3Title', message: 'Stablecoins a qualquer hora' }),
        description: msg({
          id: 'countries.argentina.benefit3Desc',
          message: 'Recebimentos em stablecoin liquidam em segundos, a qualquer hora, inclusive em fins de semana.',
        }),
      },
      {
        icon: 'Globe',
        title: msg({ id: 'countries.argentina.benefit4Title', message: 'Cobrança internacional' }),
        description: msg({
          id: 'countries.argentina.benefit4Desc',
          message:
            'Fature clientes argentinos e receba por trilhos internacionais, via SWIFT ou cripto, com cada pagamento identificado.',
        }),
      },
      {
        icon: 'Info',
        title: msg({ id: 'countries.argentina.benefit5Title', message: 'Transparência sobre métodos locais' }),
        description: msg({
          id: 'countries.argentina.benefit5Desc',
          message:
            'A Fluxa não oferece hoje um método de pagamento local argentino: atendemos o país com stablecoins e cobrança internacional.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'countries.argentina.benefit6Title', message: 'Cada operação verificada' }),
        description: msg({
          id: 'countries.argentina.benefit6Desc',
          message: 'Cada operação em stablecoin passa por verificação KYC/AML e monitoramento antifraude contínuo.',
        }),
      },
    ],
  },
  colombia: {
    metaTitle: msg({ id: 'countries.colombia.metaTitle', message: 'Pagamentos na Colômbia com Transfiya | Fluxa' }),
    metaDescription: msg({
      id: 'countries.colombia.metaDescription',
      message:
        'Receba de clientes na Colômbia por Transfiya, com confirmação em segundos, ou em USDT, e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins.',
    }),
    heroTitle: msg({
      id: 'countries.colombia.heroTitle',
      message: 'Venda na Colômbia com pagamentos instantâneos por Transfiya',
    }),
    heroSubtitle: msg({
      id: 'countries.colombia.heroSubtitle',
      message: 'Clientes colombianos pagam por Transfiya ou em USDT, e a sua empresa recebe na moeda que escolher.',
    }),
    story: {
      title: msg({ id: 'countries.colombia.storyTitle', message: 'O que a Colômbia oferece à sua operação' }),
      steps: [],
    },
    benefitsHeading: msg({ id: 'countries.colombia.benefitsHeading', message: 'O que você ganha na Colômbia' }),
    benefits: [
      {
        icon: 'Smartphone',
        title: msg({ id: 'countries.colombia.benefit1Title', message: 'Transfiya' }),
        description: msg({
          id: 'countries.colombia.benefit1Desc',
          message: 'Transferência instantânea feita a partir do banco do cliente e confirmada em segundos.',
        }),
      },
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'countries.colombia.benefit2Title', message: 'USDT como alternativa' }),
        description: msg({
          id: 'countries.colombia.benefit2Desc',
          message: 'Para clientes que preferem stablecoin, receba em USDT com liquidação em segundos.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'countries.colombia.benefit3Title', message: 'Do recebido local à moeda da empresa' }),
        description: msg({
          id: 'countries.colombia.benefit3Desc',
          message: 'Converta o recebido em moeda local para USD, EUR, CNY, BRL, MXN ou cripto.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'countries.colombia.benefit4Title', message: 'A Colômbia com um só parceiro' }),
        description: msg({
          id: 'countries.colombia.benefit4Desc',
          message:
            'Recebimento local com Transfiya e USDT e liquidação internacional, com um só parceiro do começo ao fim.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'countries.colombia.benefit5Title', message: 'Confirmação em segundos' }),
        description: msg({
          id: 'countries.colombia.benefit5Desc',
          message: 'Pagamentos Transfiya são instantâneos: o pedido pode ser liberado assim que o cliente confirma.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'countries.colombia.benefit6Title', message: 'Transações na Colômbia monitoradas 24/7' }),
        description: msg({
          id: 'countries.colombia.benefit6Desc',
          message: 'Verificação KYC/AML de cada merchant e monitoramento 24/7 das transações na Colômbia.',
        }),
      },
    ],
  },
} satisfies Record<LandingSlug<'countries'>, LandingCopy>
