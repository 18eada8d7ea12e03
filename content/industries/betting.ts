import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Depósitos por PIX e SPEI para operadores de apostas | Fluxa',
      'en-US': 'PIX and SPEI Deposits for Betting Operators | Fluxa',
    },
    description: {
      'pt-BR':
        'Operadores de apostas recebem depósitos por PIX no Brasil e por SPEI no México, em reais e pesos mexicanos, e liquidam na moeda que escolherem.',
      'en-US':
        'Betting operators take deposits by PIX in Brazil and by SPEI in Mexico, in Brazilian reais and Mexican pesos, and settle in the currency they choose.',
    },
  },
  menu: {
    'pt-BR': 'Depósitos de apostadores por PIX e SPEI',
    'en-US': 'Bettor deposits by PIX and SPEI',
  },
  hero: {
    title: {
      'pt-BR': 'Depósitos pelo meio que o apostador já usa no banco',
      'en-US': 'Deposits by the method bettors already use at their bank',
    },
    subtitle: {
      'pt-BR':
        'No Brasil, o apostador deposita por PIX; no México, por SPEI. A sua operação recebe em reais e em pesos mexicanos e liquida na moeda que escolher.',
      'en-US':
        'Bettors deposit by PIX in Brazil and by SPEI in Mexico. Your operation collects in Brazilian reais and Mexican pesos and settles in the currency it chooses.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Depósito na conta', 'en-US': 'Account deposit' },
    note: { 'pt-BR': 'Pelo método local', 'en-US': 'With a local method' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o apostador deposita na sua operação',
      'en-US': 'How bettors fund their accounts with you',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'No Brasil, depósito por PIX',
          'en-US': 'In Brazil, deposits by PIX',
        },
        body: {
          'pt-BR': 'O apostador lê o QR code ou cola o PIX Copia e Cola no app do banco e deposita em reais.',
          'en-US':
            'Bettors scan the QR code or paste the PIX copy-and-paste code into their banking app and deposit in reais.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'No México, depósito por SPEI',
          'en-US': 'In Mexico, deposits by SPEI',
        },
        body: {
          'pt-BR': 'O depósito sai da conta bancária do apostador por transferência SPEI, em pesos mexicanos.',
          'en-US': 'Deposits leave the bettor’s bank account by SPEI transfer, in Mexican pesos.',
        },
      },
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'Monitoramento antifraude na operação',
          'en-US': 'Fraud monitoring on your operation',
        },
        body: {
          'pt-BR': 'O monitoramento antifraude da Fluxa acompanha os depósitos que chegam à sua operação.',
          'en-US': 'Fluxa’s fraud monitoring follows the deposits that reach your operation.',
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
          'pt-BR': 'O apostador deposita pelo banco',
          'en-US': 'The bettor deposits from their bank',
        },
        body: {
          'pt-BR':
            'No Brasil, por PIX, em reais; no México, por SPEI, em pesos mexicanos. O dinheiro sai da conta bancária do próprio apostador.',
          'en-US':
            'In Brazil by PIX, in Brazilian reais; in Mexico by SPEI, in Mexican pesos. The money comes from the bettor’s own bank account.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O depósito vira saldo da operação',
          'en-US': 'The deposit becomes your balance',
        },
        body: {
          'pt-BR':
            'O saldo do apostador fica na sua plataforma; o dinheiro é liquidado para a operação na moeda que ela escolheu: USD, EUR, CNY, BRL, MXN ou stablecoin.',
          'en-US':
            'The bettor’s balance lives on your platform; the money settles to your operation in the currency it chose: USD, EUR, CNY, BRL, MXN or a stablecoin.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'A operação paga os seus fornecedores',
          'en-US': 'The operator pays its suppliers',
        },
        body: {
          'pt-BR':
            'Com os depósitos liquidados, a operação paga provedores de jogos, de dados e de tecnologia em mais de 50 países, por SWIFT, SEPA ou CIPS.',
          'en-US':
            'With deposits settled, the operator pays game, data and technology providers in over 50 countries, over SWIFT, SEPA or CIPS.',
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
        'pt-BR': 'A Fluxa verifica os meus apostadores?',
        'en-US': 'Does Fluxa verify my bettors?',
      },
      answer: {
        'pt-BR':
          'Não. A verificação KYC/AML da Fluxa é feita na sua empresa, nos representantes legais e nos beneficiários finais, antes de operar. O cadastro dos apostadores é da sua operação.',
        'en-US':
          'No. Fluxa runs its KYC/AML checks on your company, its legal representatives and its ultimate beneficial owners before you go live. Signing up bettors is your operation’s job.',
      },
    },
    {
      question: {
        'pt-BR': 'Opero no Brasil e no México. Preciso de uma moeda para cada país?',
        'en-US': 'I operate in Brazil and Mexico. Do I need a currency per country?',
      },
      answer: {
        'pt-BR':
          'Não. Os depósitos que chegam em reais e em pesos mexicanos podem ser liquidados na mesma moeda, a que a sua operação escolher.',
        'en-US':
          'No. Deposits that come in as Brazilian reais and Mexican pesos can settle in the same currency, whichever your operation picks.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso liquidar os depósitos em stablecoin?',
        'en-US': 'Can I settle deposits in a stablecoin?',
      },
      answer: {
        'pt-BR':
          'Sim, em USDT ou USDC, pelo trilho cripto. Também é possível liquidar em USD, EUR, CNY, BRL ou MXN, ou em BTC, um criptoativo.',
        'en-US':
          'Yes, in USDT or USDC, over the crypto rail. You can also settle in USD, EUR, CNY, BRL or MXN, or in BTC, a crypto asset.',
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
