import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const colombia = {
  meta: {
    title: {
      'pt-BR': 'Venda na Colômbia com Transfiya e USDT | Fluxa',
      'en-US': 'Sell into Colombia with Transfiya and USDT | Fluxa',
    },
    description: {
      'pt-BR':
        'Na Colômbia, o cliente paga por Transfiya, em pesos colombianos (COP), ou em USDT. A Fluxa liquida para você em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'In Colombia, customers pay by Transfiya in Colombian pesos (COP) or in USDT. Fluxa settles to your business in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transfiya em COP e pagamentos em USDT',
    'en-US': 'Transfiya in COP, plus USDT payments',
  },
  hero: {
    title: {
      'pt-BR': 'Na Colômbia, o cliente paga pelo Transfiya ou em USDT',
      'en-US': 'In Colombia, customers pay by Transfiya or in USDT',
    },
    subtitle: {
      'pt-BR':
        'Pelo Transfiya, o pagamento chega em COP e é convertido para a sua moeda de liquidação; em USDT, pode seguir em stablecoin.',
      'en-US':
        'Transfiya payments arrive in COP and are converted into your settlement currency; USDT payments can stay in stablecoin.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Dois jeitos de receber na Colômbia',
      'en-US': 'Two ways to get paid in Colombia',
    },
    cards: [
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Transfiya para quem paga pelo banco',
          'en-US': 'Transfiya for paying from the bank',
        },
        body: {
          'pt-BR': 'O cliente transfere COP da própria conta, pelo app do banco no celular.',
          'en-US': 'Customers send COP from their own account, in their bank app on their phone.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'USDT para quem já tem cripto',
          'en-US': 'USDT for buyers who already hold crypto',
        },
        body: {
          'pt-BR': 'Quem guarda valor em stablecoin paga em USDT, direto da carteira cripto, sem passar pelo banco.',
          'en-US':
            'Customers who hold stablecoins pay in USDT, straight from their crypto wallet, without going through a bank.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'COP sempre vira outra moeda',
          'en-US': 'COP always becomes another currency',
        },
        body: {
          'pt-BR':
            'COP não é moeda de liquidação: o que chega pelo Transfiya é liquidado em USD, EUR, CNY, BRL ou MXN.',
          'en-US':
            'COP is not a settlement currency: what comes in through Transfiya settles in USD, EUR, CNY, BRL or MXN.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'USDT que pode continuar stablecoin',
          'en-US': 'USDT that can stay a stablecoin',
        },
        body: {
          'pt-BR': 'O que o cliente paga em USDT pode ser liquidado em USDT ou USDC, sem passar por moeda fiduciária.',
          'en-US': 'What customers pay in USDT can settle in USDT or USDC, without going through fiat.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Verificação antes de vender na Colômbia',
          'en-US': 'Checks before you sell in Colombia',
        },
        body: {
          'pt-BR':
            'A sua empresa passa pela verificação KYC/AML e apresenta documentação válida antes de receber de clientes colombianos.',
          'en-US':
            'Your business goes through KYC/AML checks and provides valid documentation before collecting from Colombian customers.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Quem paga na Colômbia fala com você',
          'en-US': 'Your Colombian customers deal with you',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com os seus clientes. O atendimento na Colômbia continua sendo da sua empresa.',
          'en-US': 'Fluxa never contacts your customers. Looking after buyers in Colombia stays with your business.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Dos pesos colombianos à sua moeda de liquidação',
      'en-US': 'From Colombian pesos to your settlement currency',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Transfiya ou USDT, à escolha do cliente',
          'en-US': 'Transfiya or USDT, the customer’s pick',
        },
        body: {
          'pt-BR':
            'O cliente na Colômbia paga pelo Transfiya, com COP da conta bancária, ou envia USDT da carteira cripto.',
          'en-US':
            'Your customer in Colombia pays by Transfiya with COP from their bank account, or sends USDT from a crypto wallet.',
        },
      },
      {
        title: {
          'pt-BR': 'Cada moeda com o seu destino',
          'en-US': 'Each currency to its own destination',
        },
        body: {
          'pt-BR':
            'Os pagamentos em COP e em USDT são recebidos para a sua empresa, e você define em que moeda cada um será liquidado.',
          'en-US':
            'Payments in COP and in USDT are collected for your business, and you set the currency each one settles in.',
        },
      },
      {
        title: {
          'pt-BR': 'As vendas na Colômbia, liquidadas',
          'en-US': 'Your Colombian sales, settled',
        },
        body: {
          'pt-BR':
            'A liquidação leva segundos, em moeda fiduciária ou em stablecoin, e o processamento das vendas na Colômbia é D+1 nos dois métodos.',
          'en-US':
            'Settlement takes seconds, in fiat or in a stablecoin, and your sales in Colombia are processed on D+1 with either method.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Como os clientes na Colômbia podem pagar pela Fluxa?',
        'en-US': 'How can customers in Colombia pay through Fluxa?',
      },
      answer: {
        'pt-BR': 'Pelo Transfiya, a transferência pelo celular que move pesos colombianos (COP), ou em USDT.',
        'en-US': 'By Transfiya, the mobile transfer that moves Colombian pesos (COP), or in USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso manter em COP o que recebo?',
        'en-US': 'Can I keep what I collect in COP?',
      },
      answer: {
        'pt-BR':
          'Não. COP não é moeda de liquidação: você liquida em USD, EUR, CNY, BRL ou MXN, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US':
          'No. COP is not a settlement currency: you settle in USD, EUR, CNY, BRL or MXN, a stablecoin (USDT or USDC), or BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'O cliente precisa ter cripto para pagar?',
        'en-US': 'Do customers need crypto to pay?',
      },
      answer: {
        'pt-BR': 'Não. Pelo Transfiya, ele paga da conta bancária; o USDT é uma opção para quem já usa stablecoin.',
        'en-US':
          'No. With Transfiya they pay from their bank account; USDT is an option for those who already use stablecoins.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode receber de clientes na Colômbia pela Fluxa?',
        'en-US': 'Who can collect from customers in Colombia through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Apenas empresas verificadas, com documentação válida. A Fluxa não permite transferências entre pessoas físicas.',
        'en-US':
          'Only verified businesses with valid documentation. Fluxa does not allow transfers between individuals.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre vender na Colômbia',
      'en-US': 'Let’s talk about selling in Colombia',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende na Colômbia e se os seus clientes pagariam por Transfiya ou em USDT.',
      'en-US': 'Tell us what you sell in Colombia and whether your customers would pay by Transfiya or in USDT.',
    },
  },
} satisfies LandingRecordInput
