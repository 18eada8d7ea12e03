import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Depósitos por PIX e SPEI e liquidez para exchanges | Fluxa',
      'en-US': 'PIX and SPEI Deposits and Liquidity for Exchanges | Fluxa',
    },
    description: {
      'pt-BR':
        'Sua exchange recebe depósitos por PIX no Brasil, por SPEI no México e em USDT na Argentina, e liquida em stablecoin (USDT, USDC) ou em BTC.',
      'en-US':
        'Your exchange takes deposits by PIX in Brazil, by SPEI in Mexico and in USDT in Argentina, and settles in a stablecoin (USDT, USDC) or in BTC.',
    },
  },
  menu: {
    'pt-BR': 'Depósitos por PIX, SPEI e USDT, liquidez em cripto',
    'en-US': 'Deposits by PIX, SPEI and USDT, liquidity in crypto',
  },
  hero: {
    title: {
      'pt-BR': 'Depósitos locais para a sua exchange, liquidez em cripto',
      'en-US': 'Local deposits for your exchange, liquidity in crypto',
    },
    subtitle: {
      'pt-BR':
        'O usuário deposita pelo método do país dele, a exchange recebe em USDT, USDC ou BTC, e o off-ramp traz reais ou pesos mexicanos de volta para os saques.',
      'en-US':
        'Users deposit by their own country’s method, your exchange gets USDT, USDC or BTC, and the off-ramp brings Brazilian reais or Mexican pesos back for withdrawals.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Entra pelo método local, vira liquidez em cripto',
      'en-US': 'In by the local method, out as crypto liquidity',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Depósito pelo método de cada país',
          'en-US': 'Deposits by each country’s method',
        },
        body: {
          'pt-BR': 'PIX no Brasil, SPEI no México e USDT na Argentina: o usuário deposita como já paga no país dele.',
          'en-US':
            'PIX in Brazil, SPEI in Mexico and USDT in Argentina: users deposit the way they already pay at home.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'Liquidez em stablecoin ou em BTC',
          'en-US': 'Liquidity in stablecoins or BTC',
        },
        body: {
          'pt-BR':
            'Os depósitos são liquidados para a exchange em stablecoin (USDT, USDC) ou em BTC, conforme o livro de ofertas a abastecer.',
          'en-US':
            'Deposits settle to your exchange in a stablecoin (USDT, USDC) or in BTC, depending on the order book you need to fund.',
        },
      },
      {
        icon: 'ArrowUpRight',
        title: {
          'pt-BR': 'Reais e pesos de volta para os saques',
          'en-US': 'Reais and pesos back for withdrawals',
        },
        body: {
          'pt-BR': 'Para pagar saques, o off-ramp da Fluxa converte USDT ou USDC de volta em reais ou pesos mexicanos.',
          'en-US':
            'To pay withdrawals, Fluxa’s off-ramp converts USDT or USDC back into Brazilian reais or Mexican pesos.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como o dinheiro entra e sai da sua exchange',
      'en-US': 'How money moves in and out of your exchange',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O usuário deposita para comprar',
          'en-US': 'The user deposits to buy',
        },
        body: {
          'pt-BR':
            'No Brasil, o usuário deposita por PIX; no México, por SPEI, da própria conta bancária. Na Argentina, deposita em USDT.',
          'en-US':
            'In Brazil, users deposit by PIX; in Mexico, by SPEI, from their own bank account. In Argentina, they deposit in USDT.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O depósito vira liquidez na exchange',
          'en-US': 'The deposit becomes exchange liquidity',
        },
        body: {
          'pt-BR':
            'O que entrou em reais ou pesos mexicanos é liquidado para a exchange em USDT, USDC ou BTC, o ativo que abastece o livro de ofertas.',
          'en-US':
            'What came in as Brazilian reais or Mexican pesos settles to your exchange in USDT, USDC or BTC, the asset that funds the order book.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'A exchange paga os saques',
          'en-US': 'The exchange pays withdrawals',
        },
        body: {
          'pt-BR':
            'Quando o usuário vende, o off-ramp da Fluxa converte a stablecoin em reais ou pesos mexicanos, e a exchange paga o saque na conta dele.',
          'en-US':
            'When users sell, Fluxa’s off-ramp converts the stablecoin into Brazilian reais or Mexican pesos, and your exchange pays the withdrawal to their account.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Como o usuário na Argentina deposita?',
        'en-US': 'How do users in Argentina deposit?',
      },
      answer: {
        'pt-BR':
          'Em USDT, pelo trilho cripto: é o método da Argentina. No Brasil, o depósito é por PIX; no México, por SPEI.',
        'en-US':
          'In USDT, over the crypto rail: it is Argentina’s method. In Brazil, deposits are by PIX; in Mexico, by SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'Como a exchange transforma cripto em reais para pagar saques?',
        'en-US': 'How does the exchange turn crypto into reais for withdrawals?',
      },
      answer: {
        'pt-BR':
          'Pelo on/off ramp da Fluxa: ele converte USDT ou USDC em reais ou pesos mexicanos, no valor e no sentido que a exchange definir.',
        'en-US':
          'Through Fluxa’s on/off ramp: it converts USDT or USDC into Brazilian reais or Mexican pesos, in the amount and direction your exchange sets.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso liquidar os depósitos em BTC?',
        'en-US': 'Can I settle deposits in BTC?',
      },
      answer: {
        'pt-BR':
          'Sim. O BTC está disponível como criptoativo, ao lado das stablecoins USDT e USDC e das moedas USD, EUR, CNY, BRL e MXN.',
        'en-US':
          'Yes. BTC is available as a crypto asset, alongside the stablecoins USDT and USDC and the currencies USD, EUR, CNY, BRL and MXN.',
      },
    },
    {
      question: {
        'pt-BR': 'Que verificação a exchange passa antes de operar?',
        'en-US': 'What checks does the exchange go through before it goes live?',
      },
      answer: {
        'pt-BR':
          'A exchange, os representantes legais e os beneficiários finais passam por KYC/AML, com documentação válida. Os limites por transação e por período são definidos na aprovação.',
        'en-US':
          'The exchange, its legal representatives and its ultimate beneficial owners go through KYC/AML with valid documentation. Limits per transaction and per period are set on approval.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar de depósitos e liquidez da exchange',
      'en-US': 'Let’s talk deposits and liquidity',
    },
    hint: {
      'pt-BR': 'Conte onde os seus usuários depositam, por qual método e em que ativo a exchange quer liquidar.',
      'en-US': 'Tell us where your users deposit, by which method, and which asset your exchange settles in.',
    },
  },
} satisfies IndustryRecordInput
