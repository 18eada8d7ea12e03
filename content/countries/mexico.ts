import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const mexico = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos no México com SPEI e liquidação em MXN | Fluxa',
      'en-US': 'Payments in Mexico with SPEI and MXN Settlement | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de clientes no México por SPEI e cartão, faça payouts locais e liquide em MXN, USD, EUR, CNY, BRL ou stablecoins, com processamento D+1.',
      'en-US':
        'Collect from customers in Mexico by SPEI and card, send local payouts and settle in MXN, USD, EUR, CNY, BRL or stablecoins, with D+1 processing.',
    },
  },
  menu: {
    'pt-BR': 'SPEI e cartões, em MXN',
    'en-US': 'SPEI and cards, in MXN',
  },
  hero: {
    title: {
      'pt-BR': 'Venda no México com SPEI e receba na moeda que quiser',
      'en-US': 'Sell into Mexico with SPEI and get paid in the currency you choose',
    },
    subtitle: {
      'pt-BR':
        'Transferências SPEI em tempo real e cartões para clientes mexicanos, payouts locais e liquidação em MXN ou na moeda da sua empresa.',
      'en-US':
        'Real-time SPEI transfers and cards for Mexican customers, local payouts, and settlement in MXN or your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que você ganha no México',
      'en-US': 'What you get in Mexico',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'SPEI em tempo real',
          'en-US': 'Real-time SPEI',
        },
        body: {
          'pt-BR': 'Transferências bancárias confirmadas em segundos, direto da conta do cliente.',
          'en-US': 'Bank transfers confirmed in seconds, straight from the customer’s account.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Cartões',
          'en-US': 'Cards',
        },
        body: {
          'pt-BR': 'Aceite cartões de clientes mexicanos no mesmo checkout, ao lado do SPEI.',
          'en-US': 'Accept cards from Mexican customers in the same checkout, right next to SPEI.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Em MXN ou em outra moeda',
          'en-US': 'In MXN or another currency',
        },
        body: {
          'pt-BR': 'Mantenha em MXN ou converta para USD, EUR, CNY, BRL, USDT, USDC ou BTC.',
          'en-US': 'Keep MXN or convert into USD, EUR, CNY, BRL, USDT, USDC or BTC.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Payouts por SPEI',
          'en-US': 'Payouts by SPEI',
        },
        body: {
          'pt-BR': 'Pague parceiros, sellers e fornecedores no México na conta bancária local de cada um.',
          'en-US': 'Pay partners, sellers and suppliers in Mexico into their own local bank accounts.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'Um parceiro do SPEI à liquidação',
          'en-US': 'One partner from SPEI to settlement',
        },
        body: {
          'pt-BR':
            'No México, um só parceiro recebe por SPEI e cartão e liquida para a sua empresa na moeda que você escolher.',
          'en-US':
            'In Mexico, one partner collects by SPEI and card and settles to your company in the currency you choose.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'De MXN para USD, EUR ou USDT',
          'en-US': 'From MXN to USD, EUR or USDT',
        },
        body: {
          'pt-BR': 'Converta recebimentos em MXN para USD, EUR ou USDT com liquidação em segundos.',
          'en-US': 'Convert MXN collections into USD, EUR or USDT with settlement in seconds.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'O que o México oferece à sua operação',
      'en-US': 'What Mexico offers your business',
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
      'pt-BR': 'Fale com a gente sobre vender no México',
      'en-US': 'Talk to us about selling in Mexico',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende e como quer receber dos clientes.',
      'en-US': 'Tell us what your company sells and how you want your customers to pay.',
    },
  },
} satisfies LandingRecordInput
