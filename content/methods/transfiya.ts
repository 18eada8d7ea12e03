import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Transfiya: receba de clientes na Colômbia | Fluxa',
      'en-US': 'Transfiya: Get Paid by Customers in Colombia | Fluxa',
    },
    description: {
      'pt-BR':
        'Com Transfiya, o cliente na Colômbia paga pelo celular, em pesos colombianos. A sua empresa liquida em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'With Transfiya, customers in Colombia pay from their phone, in Colombian pesos. Your business settles in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transferência pelo celular, em pesos colombianos',
    'en-US': 'Phone transfers in Colombia, in Colombian pesos',
  },
  hero: {
    title: {
      'pt-BR': 'Transfiya: o cliente na Colômbia paga pelo celular',
      'en-US': 'Transfiya: customers in Colombia pay from their phone',
    },
    subtitle: {
      'pt-BR':
        'O pagamento sai da conta bancária do cliente, em pesos colombianos, e é convertido para a moeda em que a sua empresa liquida.',
      'en-US':
        'The payment leaves the customer’s bank account in Colombian pesos and is converted into the currency your business settles in.',
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
          'pt-BR': 'O cliente faz a transferência Transfiya no app do próprio banco e confirma ali mesmo.',
          'en-US': 'The customer makes the Transfiya transfer in their own bank’s app and confirms it right there.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Dinheiro da conta, não crédito',
          'en-US': 'Money from the account, not credit',
        },
        body: {
          'pt-BR': 'O Transfiya move o saldo que o cliente já tem no banco, em pesos colombianos.',
          'en-US': 'Transfiya moves money the customer already has in the bank, in Colombian pesos.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Pesos colombianos sempre convertidos',
          'en-US': 'Colombian pesos, always converted',
        },
        body: {
          'pt-BR':
            'O peso colombiano não é moeda de liquidação: cada pagamento por Transfiya é convertido para a moeda que você escolher.',
          'en-US':
            'The Colombian peso is not a settlement currency, so every Transfiya payment is converted into the currency you choose.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do celular do cliente à moeda da sua empresa',
      'en-US': 'From the customer’s phone to your currency',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente envia pelo celular',
          'en-US': 'The customer sends it by phone',
        },
        body: {
          'pt-BR':
            'Na hora de pagar, ele abre o app do banco, confirma a transferência Transfiya e paga em pesos colombianos.',
          'en-US':
            'At payment time, they open their bank app, confirm the Transfiya transfer and pay in Colombian pesos.',
        },
      },
      {
        title: {
          'pt-BR': 'Os pesos são convertidos',
          'en-US': 'The pesos are converted',
        },
        body: {
          'pt-BR': 'O valor em pesos colombianos é convertido para a moeda de liquidação que a sua empresa escolheu.',
          'en-US': 'The amount in Colombian pesos is converted into the settlement currency your business chose.',
        },
      },
      {
        title: {
          'pt-BR': 'A sua empresa recebe na moeda dela',
          'en-US': 'Your business is paid in its currency',
        },
        body: {
          'pt-BR': 'O dinheiro chega à sua empresa em USD, EUR, CNY, BRL ou MXN, ou em USDT, USDC ou BTC.',
          'en-US': 'The money reaches your business in USD, EUR, CNY, BRL or MXN, or in USDT, USDC or BTC.',
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
        'pt-BR': 'Em pesos colombianos, a partir da conta bancária dele na Colômbia.',
        'en-US': 'In Colombian pesos, from their bank account in Colombia.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso liquidar em pesos colombianos?',
        'en-US': 'Can I settle in Colombian pesos?',
      },
      answer: {
        'pt-BR':
          'Não. O peso colombiano não é moeda de liquidação: você liquida em USD, EUR, CNY, BRL ou MXN, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US':
          'No. The Colombian peso is not a settlement currency: you settle in USD, EUR, CNY, BRL or MXN, a stablecoin (USDT or USDC), or BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'O cliente precisa abrir conta em algum lugar?',
        'en-US': 'Does the customer need a new account?',
      },
      answer: {
        'pt-BR': 'Não. Ele paga pelo app do banco em que já tem conta na Colômbia.',
        'en-US': 'No. They pay from the app of the bank they already use in Colombia.',
      },
    },
    {
      question: {
        'pt-BR': 'O Transfiya funciona fora da Colômbia?',
        'en-US': 'Does Transfiya work outside Colombia?',
      },
      answer: {
        'pt-BR': 'Não. É o método local da Fluxa na Colômbia, para clientes com conta em banco colombiano.',
        'en-US': 'No. It is Fluxa’s local method in Colombia, for customers who bank there.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre receber por Transfiya',
      'en-US': 'Let’s talk about accepting Transfiya',
    },
    hint: {
      'pt-BR': 'Conte o que você vende na Colômbia e em qual moeda quer liquidar o que receber em pesos.',
      'en-US': 'Tell us what you sell in Colombia and which currency your Colombian peso income should settle in.',
    },
  },
} satisfies LandingRecordInput
