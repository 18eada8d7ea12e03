import type { HomeRecordInput } from './schema/homeRecord.ts'

export const home = {
  meta: {
    title: {
      'pt-BR': 'Fluxa | Pagamentos internacionais e câmbio para a América Latina',
      'en-US': 'Fluxa | Cross-border payments and FX for Latin America',
    },
    description: {
      'pt-BR':
        'Receba com PIX, SPEI, Transfiya, cartões parcelados e USDT no Brasil, México, Argentina e Colômbia, e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins em segundos.',
      'en-US':
        'Collect with PIX, SPEI, Transfiya, installment cards and USDT in Brazil, Mexico, Argentina and Colombia, and settle in USD, EUR, CNY, BRL, MXN or stablecoins in seconds.',
    },
  },
  hero: {
    title: {
      'pt-BR': 'Venda na América Latina. Receba como uma empresa global.',
      'en-US': 'Sell into Latin America. Get paid like a global company.',
    },
    subtitle: {
      'pt-BR':
        'Pay-in, payout e câmbio com os métodos locais que seus clientes já usam, PIX, SPEI, Transfiya, cartões em até 12x e USDT, e liquidação em segundos na moeda que a sua empresa escolher.',
      'en-US':
        'Pay-in, payout and FX with the local methods your customers already use, PIX, SPEI, Transfiya, cards in up to 12 installments and USDT, and settlement in seconds in the currency your company chooses.',
    },
  },
  solutions: {
    heading: {
      'pt-BR': 'Escolha por onde começar',
      'en-US': 'Choose where to start',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que empresas escolhem a Fluxa',
      'en-US': 'Why companies choose Fluxa',
    },
    cards: [
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Cobertura global',
          'en-US': 'Global coverage',
        },
        body: {
          'pt-BR':
            'Pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS, com liquidação em USD, EUR, CNY, BRL ou MXN.',
          'en-US': 'Payouts to over 50 countries over SWIFT, SEPA and CIPS, settled in USD, EUR, CNY, BRL or MXN.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Segurança',
          'en-US': 'Security',
        },
        body: {
          'pt-BR':
            'Verificação KYC/AML de cada merchant, monitoramento antifraude 24/7 e 99,9% de disponibilidade da plataforma.',
          'en-US': 'KYC/AML verification of every merchant, 24/7 fraud monitoring and 99.9% platform uptime.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Velocidade',
          'en-US': 'Speed',
        },
        body: {
          'pt-BR':
            'Liquidação em segundos e processamento D+1, para que o caixa da sua operação não fique parado na fronteira.',
          'en-US': 'Settlement in seconds and D+1 processing, so your cash never sits idle at the border.',
        },
      },
    ],
  },
  markets: {
    heading: {
      'pt-BR': 'Cada país com os métodos que ele usa',
      'en-US': 'Every country with the methods it uses',
    },
    intro: {
      'pt-BR':
        'Brasil, México, Argentina e Colômbia, cada um com os seus métodos locais, e liquidação em USD, EUR, CNY, BRL, MXN ou stablecoins.',
      'en-US':
        'Brazil, Mexico, Argentina and Colombia, each with its local methods, and settlement in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  faq: [],
} satisfies HomeRecordInput
