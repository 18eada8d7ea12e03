import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const creators = {
  meta: {
    title: {
      'pt-BR': 'Pagamento a criadores no Brasil e na Argentina | Fluxa',
      'en-US': 'Creator Payouts in Brazil and Argentina | Fluxa',
    },
    description: {
      'pt-BR':
        'Sua plataforma paga criadores de conteúdo por PIX no Brasil e em USDT na Argentina, com os recursos enviados em USD, EUR, CNY ou BRL.',
      'en-US':
        'Your platform pays content creators by PIX in Brazil and in USDT in Argentina, funding each payout run in USD, EUR, CNY or BRL.',
    },
  },
  menu: {
    'pt-BR': 'Criadores pagos por PIX ou em USDT',
    'en-US': 'Creators paid by PIX or in USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Pague os criadores da sua plataforma no Brasil e na Argentina',
      'en-US': 'Pay your platform’s creators in Brazil and Argentina',
    },
    subtitle: {
      'pt-BR':
        'Os ganhos de cada criador saem por PIX, em reais, ou em USDT, e a sua plataforma faz o pagamento a partir da moeda em que opera.',
      'en-US':
        'Each creator’s earnings go out by PIX in reais or in USDT, and your platform funds the payouts from the currency it runs on.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cada criador pago do jeito que prefere',
      'en-US': 'Every creator paid the way they prefer',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Ganhos em reais, por PIX',
          'en-US': 'Earnings in reais, by PIX',
        },
        body: {
          'pt-BR': 'No Brasil, o criador é pago por PIX, na conta bancária que já usa.',
          'en-US': 'In Brazil, creators are paid by PIX, into the bank account they already use.',
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
          'pt-BR': 'Stablecoin para quem prefere',
          'en-US': 'Stablecoin for creators who want it',
        },
        body: {
          'pt-BR': 'Criadores no Brasil que preferem stablecoin também podem ser pagos em USDT, em vez de PIX.',
          'en-US': 'Creators in Brazil who prefer stablecoin can be paid in USDT instead of by PIX.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'PIX e USDT no mesmo lote de ganhos',
          'en-US': 'PIX and USDT in one earnings run',
        },
        body: {
          'pt-BR': 'Um só lote para o período: cada criador entra com o valor que ganhou e o meio que escolheu.',
          'en-US': 'One run per earnings period: each creator goes in with what they earned and the method they chose.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Criadores em mais de 50 países',
          'en-US': 'Creators in over 50 countries',
        },
        body: {
          'pt-BR':
            'Para quem cria de fora da região, a plataforma paga em mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
          'en-US':
            'For creators outside the region, your platform can pay to over 50 countries over SWIFT, SEPA and CIPS.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'A plataforma é a nossa contraparte',
          'en-US': 'Your platform is our counterparty',
        },
        body: {
          'pt-BR': 'A contraparte da Fluxa é a plataforma, e só ela: a Fluxa não abre contas para criadores.',
          'en-US': 'Fluxa serves the platform, its only counterparty, and opens no accounts for individual creators.',
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
            'Ela envia o total a pagar em USD, EUR, CNY ou BRL, e a mesa de câmbio da Fluxa converte para BRL ou USDT, conforme cada criador.',
          'en-US':
            'It funds the total due in USD, EUR, CNY or BRL, and Fluxa’s FX desk converts it into BRL or USDT, creator by creator.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Cada criador pago do jeito que escolheu',
          'en-US': 'Each creator is paid the way they chose',
        },
        body: {
          'pt-BR':
            'O pagamento sai por PIX para contas no Brasil ou em USDT para quem está na Argentina ou prefere stablecoin.',
          'en-US':
            'Payouts go by PIX to accounts in Brazil, or in USDT to creators in Argentina and anyone who prefers stablecoin.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O lote fecha com tudo processado',
          'en-US': 'The payout run closes, all processed',
        },
        body: {
          'pt-BR':
            'Pagamentos por PIX e em USDT são liquidados em segundos, e em D+1 a plataforma tem o lote inteiro processado para conferir com o extrato de ganhos.',
          'en-US':
            'PIX and USDT payouts settle in seconds, and on D+1 your platform has the whole run processed to check against its earnings statements.',
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
        'pt-BR': 'Por PIX, em reais, na conta bancária do criador. Quem preferir stablecoin pode ser pago em USDT.',
        'en-US':
          'By PIX, in reais, into the creator’s bank account. Creators who prefer stablecoin can be paid in USDT.',
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
        'pt-BR': 'A Fluxa fala com os criadores da plataforma?',
        'en-US': 'Does Fluxa talk to the platform’s creators?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa nunca entra em contato com quem a plataforma paga, por nenhum canal; a comunicação com os criadores é da sua empresa.',
        'en-US':
          'No. Fluxa never contacts the people your platform pays, through any channel; talking to creators stays with your company.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode contratar a Fluxa para pagar criadores?',
        'en-US': 'Who can sign up with Fluxa to pay creators?',
      },
      answer: {
        'pt-BR':
          'Plataformas verificadas, com documentação válida, depois da verificação KYC/AML da empresa, dos representantes legais e dos beneficiários finais.',
        'en-US':
          'Verified platforms with valid documentation, after KYC/AML checks on the company, its legal representatives and its ultimate beneficial owners.',
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
