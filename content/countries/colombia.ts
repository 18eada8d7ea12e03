import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const colombia = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos na Colômbia com Transfiya | Fluxa',
      'en-US': 'Payments in Colombia with Transfiya | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de clientes na Colômbia por Transfiya, com confirmação em segundos, ou em USDT, e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins.',
      'en-US':
        'Collect from customers in Colombia by Transfiya, confirmed in seconds, or in USDT, and settle in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transfiya e USDT, com liquidação em USD',
    'en-US': 'Transfiya and USDT, settled in USD',
  },
  hero: {
    title: {
      'pt-BR': 'Venda na Colômbia com pagamentos instantâneos por Transfiya',
      'en-US': 'Sell into Colombia with instant Transfiya payments',
    },
    subtitle: {
      'pt-BR': 'Clientes colombianos pagam por Transfiya ou em USDT, e a sua empresa recebe na moeda que escolher.',
      'en-US':
        'Colombian customers pay by Transfiya or in USDT, and your company gets paid in the currency it chooses.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que você ganha na Colômbia',
      'en-US': 'What you get in Colombia',
    },
    cards: [
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Transfiya',
          'en-US': 'Transfiya',
        },
        body: {
          'pt-BR': 'Transferência instantânea feita a partir do banco do cliente e confirmada em segundos.',
          'en-US': 'An instant transfer sent from the customer’s bank and confirmed in seconds.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT como alternativa',
          'en-US': 'USDT as an alternative',
        },
        body: {
          'pt-BR': 'Para clientes que preferem stablecoin, receba em USDT com liquidação em segundos.',
          'en-US': 'For customers who prefer stablecoin, collect in USDT with settlement in seconds.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Do recebido local à moeda da empresa',
          'en-US': 'From local receipts to your company’s currency',
        },
        body: {
          'pt-BR': 'Converta o recebido em moeda local para USD, EUR, CNY, BRL, MXN ou cripto.',
          'en-US': 'Convert local-currency receipts into USD, EUR, CNY, BRL, MXN or crypto.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'A Colômbia com um só parceiro',
          'en-US': 'Colombia with a single partner',
        },
        body: {
          'pt-BR':
            'Recebimento local com Transfiya e USDT e liquidação internacional, com um só parceiro do começo ao fim.',
          'en-US':
            'Local collection through Transfiya and USDT and international settlement, with one partner from start to finish.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Confirmação em segundos',
          'en-US': 'Confirmed in seconds',
        },
        body: {
          'pt-BR': 'Pagamentos Transfiya são instantâneos: o pedido pode ser liberado assim que o cliente confirma.',
          'en-US': 'Transfiya payments are instant: the order can be released as soon as the customer confirms.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Transações na Colômbia monitoradas 24/7',
          'en-US': 'Transactions in Colombia watched 24/7',
        },
        body: {
          'pt-BR': 'Verificação KYC/AML de cada merchant e monitoramento 24/7 das transações na Colômbia.',
          'en-US': 'KYC/AML checks on every merchant and 24/7 monitoring of transactions in Colombia.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'O que a Colômbia oferece à sua operação',
      'en-US': 'What Colombia offers your business',
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
      'pt-BR': 'Fale com a gente sobre vender na Colômbia',
      'en-US': 'Talk to us about selling in Colombia',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende e como quer receber dos clientes.',
      'en-US': 'Tell us what your company sells and how you want your customers to pay.',
    },
  },
} satisfies LandingRecordInput
