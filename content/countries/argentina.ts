import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const argentina = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos na Argentina com USDT e liquidação em USD | Fluxa',
      'en-US': 'Payments in Argentina with USDT and USD Settlement | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de clientes na Argentina em USDT ou USDC, ou por cobrança internacional, e liquide em segundos em USD, EUR, CNY, BRL, MXN ou cripto.',
      'en-US':
        'Collect from customers in Argentina in USDT or USDC, or through cross-border collection, and settle in seconds in USD, EUR, CNY, BRL, MXN or crypto.',
    },
  },
  menu: {
    'pt-BR': 'USDT e USDC, com liquidação em USD',
    'en-US': 'USDT and USDC, settled in USD',
  },
  hero: {
    title: {
      'pt-BR': 'Argentina: receba em stablecoin e liquide em dólar',
      'en-US': 'Argentina: collect in stablecoin, settle in dollars',
    },
    subtitle: {
      'pt-BR':
        'Para clientes na Argentina, a Fluxa oferece recebimento em USDT e USDC e cobrança internacional, com conversão para USD, EUR, CNY, BRL ou MXN e liquidação em segundos.',
      'en-US':
        'For customers in Argentina, Fluxa offers collection in USDT and USDC plus cross-border collection, with conversion into USD, EUR, CNY, BRL or MXN and settlement in seconds.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como a Fluxa atende a Argentina',
      'en-US': 'How Fluxa covers Argentina',
    },
    cards: [
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT e USDC',
          'en-US': 'USDT and USDC',
        },
        body: {
          'pt-BR':
            'Clientes na Argentina pagam em stablecoin atrelada ao dólar, sem depender de cartão nem de transferência internacional.',
          'en-US':
            'Customers in Argentina pay in dollar-pegged stablecoin, with no card or international wire involved.',
        },
      },
      {
        icon: 'DollarSign',
        title: {
          'pt-BR': 'Liquidação em USD',
          'en-US': 'USD settlement',
        },
        body: {
          'pt-BR': 'Converta o que recebeu em USD, ou em EUR, CNY, BRL ou MXN, conforme a moeda da sua operação.',
          'en-US':
            'Convert what you collect into USD, or into EUR, CNY, BRL or MXN, to match the currency your business runs on.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Stablecoins a qualquer hora',
          'en-US': 'Stablecoins at any hour',
        },
        body: {
          'pt-BR': 'Recebimentos em stablecoin liquidam em segundos, a qualquer hora, inclusive em fins de semana.',
          'en-US': 'Stablecoin receipts settle in seconds, at any hour, weekends included.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Cobrança internacional',
          'en-US': 'Cross-border collection',
        },
        body: {
          'pt-BR':
            'Fature clientes argentinos e receba por trilhos internacionais, via SWIFT ou cripto, com cada pagamento identificado.',
          'en-US':
            'Invoice Argentine customers and get paid over international rails, by SWIFT or crypto, with every payment identified.',
        },
      },
      {
        icon: 'Info',
        title: {
          'pt-BR': 'Transparência sobre métodos locais',
          'en-US': 'Straight talk on local methods',
        },
        body: {
          'pt-BR':
            'A Fluxa não oferece hoje um método de pagamento local argentino: atendemos o país com stablecoins e cobrança internacional.',
          'en-US':
            'Fluxa does not currently offer an Argentine local payment method: we serve the country with stablecoins and cross-border collection.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Cada operação verificada',
          'en-US': 'Every operation checked',
        },
        body: {
          'pt-BR': 'Cada operação em stablecoin passa por verificação KYC/AML e monitoramento antifraude contínuo.',
          'en-US': 'Every stablecoin operation goes through KYC/AML checks and round-the-clock fraud monitoring.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'O que a Argentina oferece à sua operação',
      'en-US': 'What Argentina offers your business',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
      {
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
      {
        title: {
          'pt-BR': 'Segundos e D+1',
          'en-US': 'Seconds and D+1',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre vender na Argentina',
      'en-US': 'Talk to us about selling in Argentina',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende e como quer receber dos clientes.',
      'en-US': 'Tell us what your company sells and how you want your customers to pay.',
    },
  },
} satisfies LandingRecordInput
