import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const cards = {
  meta: {
    title: {
      'pt-BR': 'Cartões em até 12x para vender no Brasil | Fluxa',
      'en-US': 'Cards in Up to 12 Installments in Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite cartões de clientes no Brasil, à vista ou em até 12x. A sua empresa recebe em BRL e liquida em reais, USD, EUR, CNY, MXN ou stablecoin.',
      'en-US':
        'Accept cards from customers in Brazil, paid in full or in up to 12 installments. Collect in BRL and settle in BRL, USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Cartões no Brasil, à vista ou em até 12x, em BRL',
    'en-US': 'Cards in Brazil, up to 12 installments, in BRL',
  },
  hero: {
    title: {
      'pt-BR': 'Deixe o cliente no Brasil pagar em até 12x no cartão',
      'en-US': 'Let customers in Brazil pay by card in up to 12 installments',
    },
    subtitle: {
      'pt-BR':
        'À vista ou parcelado, a venda no cartão é feita em reais. A sua empresa recebe em BRL e escolhe em que moeda liquidar.',
      'en-US':
        'Paid in full or in installments, every card sale is made in BRL. Your business collects in BRL and chooses the currency it settles in.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que o cliente escolhe e o que a sua empresa recebe',
      'en-US': 'What the customer picks, and what your business gets',
    },
    cards: [
      {
        icon: 'CalendarCheck',
        title: {
          'pt-BR': 'O número de parcelas é do cliente',
          'en-US': 'The customer picks the installments',
        },
        body: {
          'pt-BR': 'Na hora de pagar, o cliente decide entre 1x e 12x e vê cada opção em reais antes de confirmar.',
          'en-US': 'At payment time, the customer chooses from 1 to 12 installments and sees each option in BRL first.',
        },
      },
      {
        icon: 'Info',
        title: {
          'pt-BR': 'Parcelar no cartão não é empréstimo',
          'en-US': 'Installments are not a loan from Fluxa',
        },
        body: {
          'pt-BR':
            'As parcelas correm no cartão do próprio cliente. A Fluxa não concede empréstimos, nem a ele nem à sua empresa.',
          'en-US':
            'Installments run on the customer’s own card. Fluxa never lends, neither to the customer nor to your business.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Vendas em reais, liquidadas em dólar',
          'en-US': 'Sales in BRL, settled in dollars',
        },
        body: {
          'pt-BR': 'Cada venda no cartão entra em BRL. Liquide em reais ou converta para USD, EUR, CNY ou MXN.',
          'en-US': 'Every card sale comes in as BRL. Settle in BRL or convert into USD, EUR, CNY or MXN.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Vendas no cartão liquidadas em USDT',
          'en-US': 'Card sales settled in USDT',
        },
        body: {
          'pt-BR': 'Se a sua tesouraria opera em cripto, liquide as vendas em stablecoin (USDT ou USDC) ou em BTC.',
          'en-US': 'If your treasury runs on crypto, settle card sales in a stablecoin (USDT or USDC) or in BTC.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Cartão só para empresas verificadas',
          'en-US': 'Cards for verified businesses only',
        },
        body: {
          'pt-BR':
            'Para vender no cartão pela Fluxa, a sua empresa passa pela verificação KYC/AML, com documentação válida.',
          'en-US': 'To take cards through Fluxa, your business goes through KYC/AML checks with valid documentation.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Quem comprou no cartão é cliente seu',
          'en-US': 'Card buyers stay your customers',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com quem comprou de você: dúvidas sobre a compra ficam com a sua empresa.',
          'en-US':
            'Fluxa never contacts the people who buy from you. Questions about a purchase stay with your business.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma venda parcelada chega à sua empresa',
      'en-US': 'How an installment sale reaches your business',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente parcela no checkout',
          'en-US': 'The buyer splits the payment at checkout',
        },
        body: {
          'pt-BR': 'Ele informa o cartão, escolhe pagar à vista ou em até 12x e confirma a compra em reais.',
          'en-US':
            'They enter their card, choose to pay in full or in up to 12 installments, and confirm the purchase in BRL.',
        },
      },
      {
        title: {
          'pt-BR': 'A venda no cartão entra em BRL',
          'en-US': 'The card sale comes in as BRL',
        },
        body: {
          'pt-BR':
            'A venda é recebida em BRL para a sua empresa, que é a única contraparte da Fluxa. O parcelamento fica entre o cliente e o cartão dele.',
          'en-US':
            'The sale is collected in BRL for your business, Fluxa’s only counterparty. The installments stay between the customer and their card.',
        },
      },
      {
        title: {
          'pt-BR': 'Cada venda processada com as parcelas',
          'en-US': 'Each sale processed with its split',
        },
        body: {
          'pt-BR':
            'Cada venda no cartão liquida em segundos na moeda que você definiu, e as vendas do dia são processadas em D+1, cada uma com as parcelas que o cliente escolheu.',
          'en-US':
            'Each card sale settles in seconds in the currency you picked, and the day’s sales are processed on D+1, each with the installments the customer chose.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quantas parcelas o cliente pode pagar?',
        'en-US': 'How many installments can a customer choose?',
      },
      answer: {
        'pt-BR': 'De 1 a 12: o cliente paga à vista ou parcela em até 12x no cartão.',
        'en-US': 'From 1 to 12: the customer pays in full or splits the amount into up to 12 card installments.',
      },
    },
    {
      question: {
        'pt-BR': 'Onde a Fluxa aceita cartões parcelados?',
        'en-US': 'Where does Fluxa accept cards in installments?',
      },
      answer: {
        'pt-BR': 'No Brasil, com pagamento em BRL. Cartões e parcelamento são um método do Brasil.',
        'en-US': 'In Brazil, with payment in BRL. Cards and installments are a Brazil-only method.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa financia as parcelas?',
        'en-US': 'Does Fluxa finance the installments?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa não concede empréstimos: as parcelas correm no cartão do cliente.',
        'en-US': 'No. Fluxa never lends: the installments run on the customer’s own card.',
      },
    },
    {
      question: {
        'pt-BR': 'Em quais moedas posso liquidar as vendas no cartão?',
        'en-US': 'Which currencies can card sales settle in?',
      },
      answer: {
        'pt-BR': 'Em BRL, USD, EUR, CNY ou MXN, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US': 'BRL, USD, EUR, CNY or MXN, a stablecoin (USDT or USDC), or BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode aceitar cartões pela Fluxa?',
        'en-US': 'Who can accept cards through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Apenas empresas, e só usuários verificados, com documentação válida. A Fluxa não atende pessoas físicas.',
        'en-US': 'Businesses only, and only verified users with valid documentation. Fluxa does not serve individuals.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre vender em até 12x',
      'en-US': 'Let’s talk about selling in installments',
    },
    hint: {
      'pt-BR': 'Conte o que você vende no Brasil e em qual moeda quer liquidar as vendas no cartão.',
      'en-US': 'Tell us what you sell in Brazil and which currency your card sales should settle in.',
    },
  },
} satisfies LandingRecordInput
