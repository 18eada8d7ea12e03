import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const brazil = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos no Brasil com PIX e cartões em até 12x | Fluxa',
      'en-US': 'Get Paid in Brazil with PIX and Installment Cards | Fluxa',
    },
    description: {
      'pt-BR':
        'Venda no Brasil com PIX e cartões parcelados em até 12x e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins com a Fluxa.',
      'en-US':
        'Sell into Brazil with PIX and cards in up to 12 installments, and settle in USD, EUR, CNY, BRL, MXN or stablecoins with Fluxa.',
    },
  },
  menu: {
    'pt-BR': 'PIX e cartões parcelados, em BRL',
    'en-US': 'PIX and cards in installments, in BRL',
  },
  hero: {
    title: {
      'pt-BR': 'Venda no Brasil com os métodos que o brasileiro prefere',
      'en-US': 'Sell into Brazil with the methods Brazilians prefer',
    },
    subtitle: {
      'pt-BR':
        'PIX para pagamentos instantâneos e cartões em até 12x para compras maiores, com processamento D+1 e liquidação em BRL ou na moeda da sua empresa.',
      'en-US':
        'PIX for instant payments and cards in up to 12 installments for bigger purchases, with D+1 processing and settlement in BRL or your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que você ganha no Brasil',
      'en-US': 'What you get in Brazil',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX',
          'en-US': 'PIX',
        },
        body: {
          'pt-BR': 'Pagamento instantâneo feito no app do banco do cliente e confirmado em segundos.',
          'en-US': 'Instant payment made in the customer’s banking app and confirmed in seconds.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Cartões em até 12x',
          'en-US': 'Cards in up to 12 installments',
        },
        body: {
          'pt-BR': 'Parcelamento de 1 a 12 vezes, como o consumidor brasileiro espera encontrar no checkout.',
          'en-US': '1 to 12 installments, just as Brazilian shoppers expect to find at checkout.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'Recebimento local, liquidação global',
          'en-US': 'Local collection, global settlement',
        },
        body: {
          'pt-BR':
            'A Fluxa recebe dos clientes brasileiros pelos métodos locais e liquida para a sua empresa na moeda que você escolher.',
          'en-US':
            'Fluxa collects from Brazilian customers through local methods and settles to your company in the currency you choose.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Em BRL ou em outra moeda',
          'en-US': 'In BRL or another currency',
        },
        body: {
          'pt-BR': 'Mantenha em BRL para os custos locais ou converta para USD, EUR, CNY, MXN, USDT, USDC ou BTC.',
          'en-US': 'Keep BRL for local costs or convert into USD, EUR, CNY, MXN, USDT, USDC or BTC.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Payouts no Brasil',
          'en-US': 'Payouts in Brazil',
        },
        body: {
          'pt-BR': 'Pague sellers, criadores e fornecedores brasileiros por PIX, na conta que eles já usam.',
          'en-US': 'Pay Brazilian sellers, creators and suppliers by PIX, into the accounts they already use.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Do PIX ao cartão, cada transação monitorada',
          'en-US': 'From PIX to cards, every transaction watched',
        },
        body: {
          'pt-BR':
            'Verificação KYC/AML de cada merchant e monitoramento 24/7 de cada transação, do PIX ao cartão parcelado.',
          'en-US':
            'KYC/AML checks on every merchant and 24/7 monitoring of every transaction, from PIX to installment cards.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'O que o Brasil oferece à sua operação',
      'en-US': 'What Brazil offers your business',
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
      'pt-BR': 'Fale com a gente sobre vender no Brasil',
      'en-US': 'Talk to us about selling in Brazil',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende e como quer receber dos clientes.',
      'en-US': 'Tell us what your company sells and how you want your customers to pay.',
    },
  },
} satisfies LandingRecordInput
