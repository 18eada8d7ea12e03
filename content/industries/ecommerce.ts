import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const ecommerce = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para e-commerce na América Latina | Fluxa',
      'en-US': 'E-commerce Payments in Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'Checkout com PIX, cartões em até 12x, SPEI e Transfiya para lojas online que vendem no Brasil, no México e na Colômbia, com liquidação na sua moeda.',
      'en-US':
        'Checkout with PIX, cards in up to 12 installments, SPEI and Transfiya for online stores selling into Brazil, Mexico and Colombia, settled in your currency.',
    },
  },
  menu: {
    'pt-BR': 'Checkout com os métodos locais',
    'en-US': 'A checkout with the local methods',
  },
  hero: {
    title: {
      'pt-BR': 'Checkout local para a sua loja vender na América Latina',
      'en-US': 'A local checkout for your store to sell across Latin America',
    },
    subtitle: {
      'pt-BR':
        'Ofereça PIX e cartões em até 12x no Brasil, SPEI no México e Transfiya na Colômbia, e liquide as vendas em USD, EUR, CNY, BRL ou MXN.',
      'en-US':
        'Offer PIX and cards in up to 12 installments in Brazil, SPEI in Mexico and Transfiya in Colombia, and settle your sales in USD, EUR, CNY, BRL or MXN.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Tudo o que o seu checkout precisa para vender na região',
      'en-US': 'Everything your checkout needs to sell across the region',
    },
    cards: [
      {
        icon: 'ShoppingBag',
        title: {
          'pt-BR': 'Os métodos que o cliente espera',
          'en-US': 'The methods shoppers expect',
        },
        body: {
          'pt-BR':
            'Cada país tem o seu jeito de pagar. Mostre PIX, SPEI, Transfiya, cartões ou USDT de acordo com o país do comprador.',
          'en-US':
            'Every country pays its own way. Show PIX, SPEI, Transfiya, cards or USDT based on where the shopper is.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Parcelamento em até 12x',
          'en-US': 'Up to 12 installments',
        },
        body: {
          'pt-BR': 'No Brasil, ofereça cartão de 1 a 12 parcelas e destrave as compras de valor mais alto.',
          'en-US': 'In Brazil, offer cards in 1 to 12 installments and unlock higher-value orders.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Pedido liberado em segundos',
          'en-US': 'Orders released in seconds',
        },
        body: {
          'pt-BR': 'Pagamentos instantâneos são confirmados em segundos, e o pedido segue para separação sem espera.',
          'en-US': 'Instant payments are confirmed in seconds, so orders go straight to fulfillment.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Loja protegida contra fraude',
          'en-US': 'A store protected from fraud',
        },
        body: {
          'pt-BR':
            'Monitoramento contínuo das transações para proteger a loja contra fraudes, numa plataforma com 99,9% de disponibilidade.',
          'en-US':
            'Round-the-clock transaction monitoring protects your store from fraud, on a platform with 99.9% uptime.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Venda em BRL e MXN, receba em USD',
          'en-US': 'Sell in BRL and MXN, get paid in USD',
        },
        body: {
          'pt-BR': 'Venda em BRL e MXN e liquide em USD, EUR, CNY ou stablecoins.',
          'en-US': 'Sell in BRL and MXN and settle in USD, EUR, CNY or stablecoins.',
        },
      },
      {
        icon: 'ShoppingCart',
        title: {
          'pt-BR': 'Um checkout para Brasil e México',
          'en-US': 'One checkout for Brazil and Mexico',
        },
        body: {
          'pt-BR': 'PIX e cartões para o Brasil, SPEI para o México: cada cliente vê o método que já usa.',
          'en-US': 'PIX and cards for Brazil, SPEI for Mexico: each customer sees the method they already use.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma loja online recebe na região',
      'en-US': 'How an online store gets paid across the region',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O comprador paga o pedido com PIX ou cartão em até 12x no Brasil, ou com SPEI no México.',
          'en-US':
            'Shoppers pay for their order by PIX or card in up to 12 installments in Brazil, or by SPEI in Mexico.',
        },
      },
      {
        kind: 'paysOut',
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
        kind: 'settles',
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
      'pt-BR': 'Fale com a gente sobre E-commerce',
      'en-US': 'Talk to us about E-commerce',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
