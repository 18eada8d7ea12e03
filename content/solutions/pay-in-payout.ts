import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const payInPayout = {
  meta: {
    title: {
      'pt-BR': 'Pay-in e payout no Brasil, México e Colômbia | Fluxa',
      'en-US': 'Pay-In and Payout in Brazil, Mexico and Colombia | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba por PIX, cartão em até 12x, SPEI e Transfiya e pague vendedores, criadores e colaboradores com o mesmo parceiro, em mais de 50 países.',
      'en-US':
        'Collect by PIX, cards in up to 12 installments, SPEI and Transfiya, then pay sellers, creators and staff through the same partner, in over 50 countries.',
    },
  },
  menu: {
    'pt-BR': 'Receba dos clientes, pague vendedores e equipes',
    'en-US': 'Collect from customers, pay sellers and staff',
  },
  hero: {
    title: {
      'pt-BR': 'Receba dos seus clientes e pague quem trabalha com você',
      'en-US': 'Get paid by customers and pay the people you work with',
    },
    subtitle: {
      'pt-BR':
        'Seus clientes pagam pelos meios de pagamento de Brasil, México e Colômbia, e a sua empresa usa o que entrou para pagar vendedores, criadores e colaboradores.',
      'en-US':
        'Your customers pay with the local methods of Brazil, Mexico and Colombia, and your company uses what came in to pay sellers, creators and staff.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o dinheiro entra e como ele sai',
      'en-US': 'How money comes in and how it goes out',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Entrada no Brasil: PIX ou cartão',
          'en-US': 'Brazil: PIX or card',
        },
        body: {
          'pt-BR':
            'O cliente paga por PIX, com QR code ou PIX Copia e Cola, ou no cartão em até 12x. Tudo entra em BRL.',
          'en-US':
            'Customers pay by PIX, with a QR code or the PIX copy-and-paste code, or by card in up to 12 installments, all in BRL.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Entrada no México: SPEI',
          'en-US': 'Mexico: SPEI',
        },
        body: {
          'pt-BR': 'No México, o cliente paga por transferência SPEI, em MXN, direto do banco que já usa.',
          'en-US': 'In Mexico, customers pay by SPEI transfer, in MXN, straight from the bank they already use.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Entrada na Colômbia: Transfiya',
          'en-US': 'Colombia: Transfiya',
        },
        body: {
          'pt-BR': 'Na Colômbia, o cliente paga por Transfiya, pelo celular, e o valor entra em COP.',
          'en-US': 'In Colombia, customers pay with Transfiya from their phone, and the funds come in as COP.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Vendedores e criadores pagos',
          'en-US': 'Sellers and creators, paid',
        },
        body: {
          'pt-BR':
            'Marketplaces repassam a parte de cada vendedor e plataformas pagam os seus criadores, sem contratar outro parceiro para as saídas.',
          'en-US':
            'Marketplaces pay each seller their share and platforms pay their creators, with no extra partner for payouts.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Equipes em mais de um país',
          'en-US': 'Teams in more than one country',
        },
        body: {
          'pt-BR': 'Colaboradores no Brasil e no México recebem, cada um, pelo meio de pagamento do próprio país.',
          'en-US': 'Staff in Brazil and Mexico each get paid through their own country’s payment method.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Toda saída parte da sua empresa',
          'en-US': 'Every payout starts with your company',
        },
        body: {
          'pt-BR':
            'Os pagamentos saem sempre da conta da sua empresa: a Fluxa não faz transferências entre pessoas físicas.',
          'en-US': 'Payouts always leave from your company’s account: Fluxa does not move money between individuals.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do pagamento do cliente ao pagamento de quem você paga',
      'en-US': 'From your customer’s payment to the people you pay',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Os métodos locais numa só operação',
          'en-US': 'Local methods in one operation',
        },
        body: {
          'pt-BR':
            'Pagamentos por PIX, cartão, SPEI e Transfiya entram na mesma operação da sua empresa na Fluxa, em BRL, MXN ou COP.',
          'en-US':
            'Payments by PIX, card, SPEI and Transfiya all land in your company’s one Fluxa operation, as BRL, MXN or COP.',
        },
      },
      {
        title: {
          'pt-BR': 'Liquidação antes de pagar',
          'en-US': 'Settled before you pay out',
        },
        body: {
          'pt-BR':
            'O que entrou liquida em segundos e é processado em D+1, então você sabe com antecedência o dia em que pode pagar vendedores e colaboradores.',
          'en-US':
            'What comes in settles in seconds and is processed on D+1, so you know ahead of time which day you can pay sellers and staff.',
        },
      },
      {
        title: {
          'pt-BR': 'Cada pagamento pelo caminho do destino',
          'en-US': 'Each payout on the destination’s route',
        },
        body: {
          'pt-BR':
            'PIX no Brasil, SPEI no México ou SWIFT, SEPA e CIPS para mais de 50 países: o pagamento segue o caminho de quem vai receber.',
          'en-US':
            'PIX in Brazil, SPEI in Mexico, or SWIFT, SEPA and CIPS to over 50 countries: each payout follows the route to whoever is being paid.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos os meus clientes podem usar para pagar?',
        'en-US': 'Which methods can my customers pay with?',
      },
      answer: {
        'pt-BR': 'PIX e cartão em até 12x no Brasil, SPEI no México e Transfiya na Colômbia.',
        'en-US': 'PIX and cards in up to 12 installments in Brazil, SPEI in Mexico and Transfiya in Colombia.',
      },
    },
    {
      question: {
        'pt-BR': 'Para quem posso enviar pagamentos?',
        'en-US': 'Who can I send payouts to?',
      },
      answer: {
        'pt-BR':
          'Para vendedores, criadores, colaboradores e fornecedores, em mais de 50 países. Transferências entre pessoas físicas não são permitidas.',
        'en-US':
          'Sellers, creators, staff and suppliers, in over 50 countries. Transfers between individuals are not allowed.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda o dinheiro que entra é liquidado?',
        'en-US': 'Which currency is incoming money settled in?',
      },
      answer: {
        'pt-BR':
          'Na que a sua empresa escolher: USD, EUR, CNY, BRL ou MXN, ou stablecoins (USDT, USDC). BTC, um criptoativo, também está disponível.',
        'en-US':
          'Whichever your company chooses: USD, EUR, CNY, BRL or MXN, or stablecoins (USDT, USDC). BTC, a crypto asset, is available too.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com os meus clientes ou vendedores?',
        'en-US': 'Does Fluxa contact my customers or sellers?',
      },
      answer: {
        'pt-BR':
          'Nunca. A relação com quem paga e com quem recebe é da sua empresa; uma mensagem em nome da Fluxa é tentativa de fraude.',
        'en-US':
          'Never. The relationship with your payers and payees is your company’s; any message sent in Fluxa’s name is a fraud attempt.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa adianta o dinheiro antes de ele entrar?',
        'en-US': 'Does Fluxa advance funds before they come in?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede crédito nem adiantamentos: os pagamentos saem dos recursos da própria empresa.',
        'en-US': 'No. Fluxa grants no credit or advances: payouts are made from your company’s own funds.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Conte como o seu dinheiro entra e sai',
      'en-US': 'Tell us how your money comes in and goes out',
    },
    hint: {
      'pt-BR': 'Ex.: recebemos por PIX e SPEI e pagamos vendedores no Brasil e no México toda semana.',
      'en-US': 'E.g. we collect by PIX and SPEI and pay sellers in Brazil and Mexico every week.',
    },
  },
} satisfies LandingRecordInput
