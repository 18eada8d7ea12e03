import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const betting = {
  meta: {
    title: {
      'pt-BR': 'Depósitos por PIX e SPEI para operadores de apostas | Fluxa',
      'en-US': 'PIX and SPEI Deposits for Betting Operators | Fluxa',
    },
    description: {
      'pt-BR':
        'Operadores de apostas recebem depósitos de usuários verificados por PIX no Brasil e por SPEI no México, com KYC/AML e liquidação na moeda da operação.',
      'en-US':
        'Betting operators take deposits from verified users by PIX in Brazil and SPEI in Mexico, with KYC/AML checks and settlement in the currency they run on.',
    },
  },
  menu: {
    'pt-BR': 'Depósitos por PIX e SPEI de usuários verificados',
    'en-US': 'PIX and SPEI deposits from verified users',
  },
  hero: {
    title: {
      'pt-BR': 'Depósitos de apostadores verificados, pelo método que eles já usam',
      'en-US': 'Deposits from verified bettors, by the method they already use',
    },
    subtitle: {
      'pt-BR':
        'No Brasil, o apostador deposita por PIX; no México, por SPEI. A sua operação recebe em reais e em pesos mexicanos e liquida na moeda que escolher.',
      'en-US':
        'Bettors deposit by PIX in Brazil and by SPEI in Mexico. Your operation collects in reais and Mexican pesos and settles in the currency it chooses.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Depósitos locais para uma operação verificada',
      'en-US': 'Local deposits for a verified operation',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Apostador deposita por PIX no Brasil',
          'en-US': 'Bettors deposit by PIX in Brazil',
        },
        body: {
          'pt-BR': 'O depósito sai do app do banco do apostador, em reais, com QR Code ou PIX Copia e Cola.',
          'en-US': 'Deposits come from the bettor’s banking app, in reais, by QR code or PIX copy-and-paste code.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Apostador deposita por SPEI no México',
          'en-US': 'Bettors deposit by SPEI in Mexico',
        },
        body: {
          'pt-BR': 'O depósito sai da conta bancária do apostador por transferência SPEI, em pesos mexicanos.',
          'en-US': 'Deposits leave the bettor’s bank account by SPEI transfer, in Mexican pesos.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Operador verificado por KYC/AML',
          'en-US': 'Operators verified by KYC/AML',
        },
        body: {
          'pt-BR':
            'Antes de trabalhar com a Fluxa, a sua empresa passa por verificação KYC/AML e apresenta documentação válida.',
          'en-US':
            'Before working with Fluxa, your company goes through KYC/AML checks and provides valid documentation.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Depósitos só de usuários verificados',
          'en-US': 'Deposits from verified users only',
        },
        body: {
          'pt-BR': 'Pelos Termos da Fluxa, só usuários verificados e com documentação válida podem usar os serviços.',
          'en-US': 'Fluxa’s Terms allow only verified users with valid documentation to use its services.',
        },
      },
      {
        icon: 'Ban',
        title: {
          'pt-BR': 'Nada de transferência entre apostadores',
          'en-US': 'No bettor-to-bettor transfers',
        },
        body: {
          'pt-BR':
            'Transferências entre pessoas físicas são proibidas: o dinheiro vai do apostador para a sua empresa, nunca para outro apostador.',
          'en-US':
            'Transfers between individuals are banned: money goes from the bettor to your company, never from one bettor to another.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'A Fluxa nunca fala com o apostador',
          'en-US': 'Fluxa never contacts your bettors',
        },
        body: {
          'pt-BR':
            'Cadastro, saldo e atendimento são da sua plataforma: a Fluxa não entra em contato com os seus clientes.',
          'en-US': 'Sign-up, balances and support belong to your platform: Fluxa does not contact your customers.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um depósito chega ao caixa do operador',
      'en-US': 'How a deposit reaches the operator',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O apostador verificado deposita',
          'en-US': 'A verified bettor makes a deposit',
        },
        body: {
          'pt-BR':
            'No Brasil, por PIX, em reais; no México, por SPEI, em pesos mexicanos. O dinheiro sai da conta bancária do próprio apostador.',
          'en-US':
            'In Brazil by PIX, in reais; in Mexico by SPEI, in Mexican pesos. The money comes from the bettor’s own bank account.',
        },
      },
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O depósito passa pelo antifraude e AML',
          'en-US': 'Fraud and AML checks on each deposit',
        },
        body: {
          'pt-BR': 'A transação passa pelo monitoramento antifraude e pelas verificações AML da Fluxa.',
          'en-US': 'The transaction goes through Fluxa’s fraud monitoring and AML checks.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O depósito vira saldo da operação',
          'en-US': 'The deposit settles for your operation',
        },
        body: {
          'pt-BR':
            'Cada depósito é liquidado em segundos e processado em D+1, em USD, EUR, BRL, MXN ou stablecoin, conforme a moeda da sua operação.',
          'en-US':
            'Each deposit settles in seconds and is processed on D+1, in USD, EUR, BRL, MXN or a stablecoin, whichever your operation runs on.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos de depósito a Fluxa oferece para apostas?',
        'en-US': 'Which deposit methods does Fluxa offer for betting?',
      },
      answer: {
        'pt-BR': 'PIX para apostadores no Brasil e SPEI para apostadores no México.',
        'en-US': 'PIX for bettors in Brazil and SPEI for bettors in Mexico.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem precisa passar por verificação?',
        'en-US': 'Who has to be verified?',
      },
      answer: {
        'pt-BR':
          'A sua empresa passa por KYC/AML antes de operar, e os Termos da Fluxa admitem apenas usuários verificados, com documentação válida.',
        'en-US':
          'Your company goes through KYC/AML checks before it starts, and Fluxa’s Terms allow only verified users with valid documentation.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa faz transferências entre apostadores?',
        'en-US': 'Does Fluxa move money between bettors?',
      },
      answer: {
        'pt-BR': 'Não. Transferências entre pessoas físicas são proibidas, e a Fluxa só tem empresas como contraparte.',
        'en-US': 'No. Transfers between individuals are banned, and Fluxa only deals with businesses.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa oferece crédito ao apostador ou ao operador?',
        'en-US': 'Does Fluxa offer credit to bettors or operators?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa não concede empréstimos a ninguém: nem ao operador, nem ao apostador.',
        'en-US': 'No. Fluxa never lends to anyone, operators or bettors.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda os depósitos são liquidados?',
        'en-US': 'What currency do deposits settle in?',
      },
      answer: {
        'pt-BR': 'Na que você escolher: USD, EUR, CNY, BRL ou MXN, ou uma stablecoin (USDT, USDC).',
        'en-US': 'Whichever you choose: USD, EUR, CNY, BRL or MXN, or a stablecoin (USDT, USDC).',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre depósitos na sua plataforma',
      'en-US': 'Talk to us about deposits on your platform',
    },
    hint: {
      'pt-BR':
        'Conte se opera no Brasil, no México ou nos dois, como os depósitos entram hoje e em que moeda quer liquidar.',
      'en-US':
        'Tell us if you operate in Brazil, Mexico or both, how deposits come in today and your settlement currency.',
    },
  },
} satisfies IndustryRecordInput
