import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const transfiya = {
  meta: {
    title: {
      'pt-BR': 'Transfiya: receba de clientes na Colômbia | Fluxa',
      'en-US': 'Transfiya: Get Paid by Customers in Colombia | Fluxa',
    },
    description: {
      'pt-BR':
        'Com Transfiya, o cliente na Colômbia paga pelo celular, em pesos colombianos (COP). A sua empresa liquida em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'With Transfiya, customers in Colombia pay from their phone, in Colombian pesos (COP). Your business settles in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transferências pelo celular na Colômbia, em COP',
    'en-US': 'Mobile transfers in Colombia, in COP',
  },
  hero: {
    title: {
      'pt-BR': 'Transfiya: o cliente na Colômbia paga pelo celular',
      'en-US': 'Transfiya: customers in Colombia pay from their phone',
    },
    subtitle: {
      'pt-BR':
        'Um pagamento em COP, direto da conta bancária do cliente, liquidado para a sua empresa em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'A payment in COP, straight from the customer’s bank account, settled to your business in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que o pagador faz no Transfiya e o que você recebe',
      'en-US': 'What Transfiya payers do, and what you get',
    },
    cards: [
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'No app do banco, sem sair do celular',
          'en-US': 'In the bank app, all on the phone',
        },
        body: {
          'pt-BR': 'O cliente faz a transferência Transfiya no app do próprio banco e confirma ali mesmo, no celular.',
          'en-US': 'The customer makes the Transfiya transfer in their own bank’s app and confirms it right there.',
        },
      },
      {
        icon: 'Eye',
        title: {
          'pt-BR': 'O valor em COP, na tela do banco',
          'en-US': 'The amount in COP, in their bank app',
        },
        body: {
          'pt-BR': 'O cliente paga em COP, a moeda da conta dele, e confere o valor antes de confirmar.',
          'en-US': 'Customers pay in COP, their account’s own currency, and check the amount before they confirm.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'COP entra, a sua moeda sai',
          'en-US': 'COP in, your currency out',
        },
        body: {
          'pt-BR':
            'COP não é moeda de liquidação, então cada pagamento por Transfiya é convertido antes de chegar à sua empresa.',
          'en-US':
            'COP is not a settlement currency, so every Transfiya payment is converted before it reaches your business.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Transfiya liquidado em stablecoin',
          'en-US': 'Transfiya settled in stablecoins',
        },
        body: {
          'pt-BR':
            'Se preferir cripto, os pagamentos por Transfiya podem ser liquidados em stablecoin (USDT ou USDC) ou em BTC.',
          'en-US': 'Prefer crypto? Transfiya payments can settle in a stablecoin (USDT or USDC) or in BTC.',
        },
      },
      {
        icon: 'Ban',
        title: {
          'pt-BR': 'Transfiya paga empresas, não pessoas',
          'en-US': 'Transfiya pays businesses, not people',
        },
        body: {
          'pt-BR':
            'Pela Fluxa, o Transfiya paga compras feitas de empresas verificadas. Transferências entre pessoas físicas não são permitidas.',
          'en-US':
            'Through Fluxa, Transfiya pays for purchases from verified businesses. Transfers between individuals are not allowed.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Dinheiro da conta, não crédito',
          'en-US': 'Money from the account, not credit',
        },
        body: {
          'pt-BR': 'O Transfiya move o saldo que o cliente já tem no banco. A Fluxa não concede empréstimos a ninguém.',
          'en-US': 'Transfiya moves money the customer already has in the bank. Fluxa never lends, to anyone.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um Transfiya vira liquidação na sua moeda',
      'en-US': 'How a Transfiya payment settles in your currency',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente envia o Transfiya pelo celular',
          'en-US': 'The payer sends the Transfiya by phone',
        },
        body: {
          'pt-BR':
            'Na hora de pagar, ele abre o app do banco no celular, confirma a transferência Transfiya e paga em COP.',
          'en-US':
            'At payment time, they open their bank app on their phone, confirm the Transfiya transfer and pay in COP.',
        },
      },
      {
        title: {
          'pt-BR': 'Os pesos colombianos viram a sua moeda',
          'en-US': 'The Colombian pesos become your currency',
        },
        body: {
          'pt-BR':
            'O valor é recebido em COP para a sua empresa e convertido para a moeda de liquidação que você escolheu, fiduciária ou stablecoin.',
          'en-US':
            'The funds are collected in COP for your business and converted into the settlement currency you chose, fiat or stablecoin.',
        },
      },
      {
        title: {
          'pt-BR': 'Convertido, liquidado, processado',
          'en-US': 'Converted, settled, processed',
        },
        body: {
          'pt-BR':
            'Depois da conversão, o pagamento liquida em segundos na moeda escolhida, e os recebimentos por Transfiya do dia são processados em D+1.',
          'en-US':
            'Once converted, the payment settles in seconds in the currency you chose, and the day’s Transfiya collections are processed on D+1.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em que moeda o cliente paga com Transfiya?',
        'en-US': 'What currency do customers pay in with Transfiya?',
      },
      answer: {
        'pt-BR': 'Em pesos colombianos (COP), a partir da conta bancária dele na Colômbia.',
        'en-US': 'In Colombian pesos (COP), from their bank account in Colombia.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso liquidar em COP?',
        'en-US': 'Can I settle in COP?',
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
        'pt-BR': 'Onde funciona o Transfiya?',
        'en-US': 'Where does Transfiya work?',
      },
      answer: {
        'pt-BR':
          'Na Colômbia: é o método de pagamento local da Fluxa no país, para clientes com conta em banco colombiano.',
        'en-US': 'In Colombia: it is Fluxa’s local payment method there, for customers who bank in Colombia.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode receber por Transfiya com a Fluxa?',
        'en-US': 'Who can collect by Transfiya with Fluxa?',
      },
      answer: {
        'pt-BR': 'Apenas empresas, e só usuários verificados, com documentação válida e verificação KYC/AML.',
        'en-US': 'Businesses only, and only verified users with valid documentation and KYC/AML checks.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa fala com os clientes que me pagam por Transfiya?',
        'en-US': 'Does Fluxa talk to the customers who pay me by Transfiya?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa nunca entra em contato com os seus clientes: o atendimento a quem paga é da sua empresa.',
        'en-US':
          'No. Fluxa never contacts your customers: looking after the people who pay you stays with your business.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre receber por Transfiya',
      'en-US': 'Let’s talk about accepting Transfiya',
    },
    hint: {
      'pt-BR': 'Conte o que você vende na Colômbia e em qual moeda quer liquidar o que receber em COP.',
      'en-US': 'Tell us what you sell in Colombia and which currency your COP collections should settle in.',
    },
  },
} satisfies LandingRecordInput
