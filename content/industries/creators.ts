import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamento a criadores no Brasil e na Argentina | Fluxa',
      'en-US': 'Creator Payouts in Brazil and Argentina | Fluxa',
    },
    description: {
      'pt-BR':
        'Sua plataforma paga criadores de conteúdo em reais no Brasil e em USDT na Argentina, a partir do caixa que tem em USD, EUR, CNY, BRL ou stablecoin.',
      'en-US':
        'Your platform pays content creators in Brazilian reais in Brazil and in USDT in Argentina, from a treasury in USD, EUR, CNY, BRL or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Ganhos de criadores em reais ou em USDT',
    'en-US': 'Creator earnings in Brazilian reais or USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Pague os criadores da sua plataforma no Brasil e na Argentina',
      'en-US': 'Pay your platform’s creators in Brazil and Argentina',
    },
    subtitle: {
      'pt-BR':
        'Os ganhos de cada criador saem em reais ou em USDT, e a sua plataforma paga a partir da moeda que tem em caixa, stablecoin inclusive.',
      'en-US':
        'Each creator’s earnings go out in Brazilian reais or in USDT, and your platform pays from whatever currency it holds, stablecoins included.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Ganhos do criador', 'en-US': 'Creator earnings' },
    note: { 'pt-BR': 'No Brasil e na Argentina', 'en-US': 'In Brazil and Argentina' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cada criador pago do jeito que prefere',
      'en-US': 'Every creator paid the way they prefer',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Ganhos em reais no Brasil',
          'en-US': 'Earnings in reais in Brazil',
        },
        body: {
          'pt-BR': 'No Brasil, o criador é pago em reais, na conta bancária que informou à plataforma.',
          'en-US': 'In Brazil, creators are paid in Brazilian reais, to the bank account they gave your platform.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT para criadores na Argentina',
          'en-US': 'USDT for creators in Argentina',
        },
        body: {
          'pt-BR':
            'Na Argentina, a plataforma paga os criadores em USDT, pelo trilho cripto, na carteira que cada um indicar.',
          'en-US':
            'In Argentina, your platform pays creators in USDT over the crypto rail, to the wallet each one names.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Criador que prefere stablecoin',
          'en-US': 'Creators who prefer stablecoins',
        },
        body: {
          'pt-BR':
            'Quem prefere stablecoin pode receber os ganhos em USDT ou USDC, pelo trilho cripto, em vez de reais.',
          'en-US': 'Creators who prefer a stablecoin can take their earnings in USDT or USDC, over the crypto rail.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um criador é pago',
      'en-US': 'How a creator gets paid',
    },
    steps: [
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A plataforma fecha os ganhos do período',
          'en-US': 'The platform closes the earnings period',
        },
        body: {
          'pt-BR':
            'Ela soma o que cada criador ganhou e separa o total do próprio caixa, em USD, EUR, CNY, BRL ou stablecoin.',
          'en-US':
            'It adds up what each creator earned and sets the total aside from its own treasury, in USD, EUR, CNY, BRL or a stablecoin.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O caixa vira reais ou USDT',
          'en-US': 'The treasury becomes reais or USDT',
        },
        body: {
          'pt-BR':
            'Dólares, euros ou yuans viram reais pela mesa de câmbio da Fluxa; USDT ou USDC viram reais pelo off-ramp.',
          'en-US':
            'Dollars, euros or yuan become Brazilian reais through Fluxa’s FX desk; USDT or USDC become reais through the off-ramp.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Cada criador recebe os ganhos',
          'en-US': 'Each creator gets their earnings',
        },
        body: {
          'pt-BR':
            'No Brasil, em reais; na Argentina, em USDT, pelo trilho cripto. Criadores de fora da região recebem por SWIFT, SEPA ou CIPS.',
          'en-US':
            'In Brazil, in Brazilian reais; in Argentina, in USDT over the crypto rail. Creators outside the region are paid over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Como os criadores no Brasil são pagos?',
        'en-US': 'How are creators in Brazil paid?',
      },
      answer: {
        'pt-BR':
          'Em reais, na conta bancária que informarem à plataforma. Quem preferir stablecoin pode receber em USDT ou USDC.',
        'en-US':
          'In Brazilian reais, to the bank account they give your platform. Creators who prefer a stablecoin can take USDT or USDC.',
      },
    },
    {
      question: {
        'pt-BR': 'E os criadores na Argentina?',
        'en-US': 'What about creators in Argentina?',
      },
      answer: {
        'pt-BR': 'São pagos em USDT, pelo trilho cripto, na carteira que informarem à plataforma.',
        'en-US': 'They are paid in USDT, over the crypto rail, to the wallet they give your platform.',
      },
    },
    {
      question: {
        'pt-BR': 'A plataforma tem caixa em stablecoin. Dá para pagar em reais?',
        'en-US': 'Our treasury is in stablecoins. Can we pay in reais?',
      },
      answer: {
        'pt-BR': 'Sim. O off-ramp da Fluxa converte USDT ou USDC em reais, no valor que a plataforma definir.',
        'en-US': 'Yes. Fluxa’s off-ramp converts USDT or USDC into Brazilian reais, in the amount your platform sets.',
      },
    },
    {
      question: {
        'pt-BR': 'Os fãs podem mandar dinheiro direto para um criador pela Fluxa?',
        'en-US': 'Can fans send money straight to a creator through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Não. Transferências entre pessoas físicas são proibidas nos serviços da Fluxa: quem paga os criadores é a plataforma.',
        'en-US':
          'No. Transfers between individuals are prohibited on Fluxa’s services: creators are paid by the platform.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa calcula quanto cada criador ganhou?',
        'en-US': 'Does Fluxa work out what each creator earned?',
      },
      answer: {
        'pt-BR':
          'Não. A plataforma apura os ganhos de cada criador e informa o valor; a Fluxa converte a moeda e faz o pagamento.',
        'en-US':
          'No. Your platform works out each creator’s earnings and sends the amount; Fluxa converts the currency and makes the payout.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar do pagamento aos seus criadores',
      'en-US': 'Let’s talk about paying your creators',
    },
    hint: {
      'pt-BR': 'Conte quantos criadores a sua plataforma paga, em quais países e com que frequência.',
      'en-US': 'Tell us how many creators your platform pays, in which countries and how often.',
    },
  },
} satisfies IndustryRecordInput
