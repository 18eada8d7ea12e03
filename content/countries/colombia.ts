import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Venda na Colômbia com Transfiya | Fluxa',
      'en-US': 'Sell into Colombia with Transfiya | Fluxa',
    },
    description: {
      'pt-BR':
        'Venda para a Colômbia: o cliente paga por Transfiya, em pesos colombianos, e a Fluxa converte para USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'Sell into Colombia: customers pay by Transfiya in Colombian pesos, and Fluxa converts the money into USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transfiya, em pesos colombianos',
    'en-US': 'Transfiya, in Colombian pesos',
  },
  hero: {
    title: {
      'pt-BR': 'Na Colômbia, o cliente paga pelo Transfiya',
      'en-US': 'In Colombia, customers pay by Transfiya',
    },
    subtitle: {
      'pt-BR':
        'Uma transferência pelo celular, em pesos colombianos, convertida para a moeda em que a sua empresa liquida.',
      'en-US':
        'A transfer from the customer’s phone, in Colombian pesos, converted into the currency your business settles in.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a sua empresa encontra na Colômbia',
      'en-US': 'What your business finds in Colombia',
    },
    cards: [
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Um método: Transfiya',
          'en-US': 'One method: Transfiya',
        },
        body: {
          'pt-BR': 'Pela Fluxa, o cliente na Colômbia paga por Transfiya, no app do banco, pelo celular.',
          'en-US': 'Through Fluxa, customers in Colombia pay by Transfiya, in their bank app, on their phone.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Vendas em pesos, caixa em dólares',
          'en-US': 'Sales in pesos, cash in dollars',
        },
        body: {
          'pt-BR': 'O que o cliente paga em pesos colombianos chega à sua empresa em USD, EUR, CNY, BRL ou MXN.',
          'en-US': 'What customers pay in Colombian pesos reaches your business in USD, EUR, CNY, BRL or MXN.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Criadores e equipes na Colômbia',
          'en-US': 'Creators and staff in Colombia',
        },
        body: {
          'pt-BR': 'A Fluxa também paga criadores e colaboradores na Colômbia, um dos mais de 50 países de destino.',
          'en-US': 'Fluxa also pays creators and staff in Colombia, one of the over 50 countries it pays out to.',
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
          'pt-BR': 'O comprador confirma no app do banco',
          'en-US': 'The buyer confirms in their bank app',
        },
        body: {
          'pt-BR':
            'Quem compra de você na Colômbia confirma a transferência Transfiya no celular, em pesos colombianos.',
          'en-US':
            'People who buy from you in Colombia confirm the Transfiya transfer on their phone, in Colombian pesos.',
        },
      },
      {
        title: {
          'pt-BR': 'A Fluxa converte os pesos',
          'en-US': 'Fluxa converts the pesos',
        },
        body: {
          'pt-BR':
            'A mesa de câmbio da Fluxa converte o valor para USD, EUR, CNY, BRL, MXN ou stablecoin, como você definiu.',
          'en-US': 'Fluxa’s FX desk converts the amount into USD, EUR, CNY, BRL, MXN or a stablecoin, as you set it.',
        },
      },
      {
        title: {
          'pt-BR': 'O caixa colombiano na sua moeda',
          'en-US': 'Your Colombian cash, in your currency',
        },
        body: {
          'pt-BR':
            'A sua empresa recebe em moeda fiduciária ou em stablecoin, como definiu, e nunca em pesos colombianos.',
          'en-US': 'Your business is paid in fiat or in a stablecoin, as it chose, never in Colombian pesos.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Posso guardar pesos colombianos para os custos no país?',
        'en-US': 'Can I hold Colombian pesos for my costs there?',
      },
      answer: {
        'pt-BR':
          'Não pela Fluxa: o peso colombiano não é moeda de liquidação, então cada venda é convertida para a moeda que a sua empresa escolheu.',
        'en-US':
          'Not through Fluxa: the Colombian peso is not a settlement currency, so every sale is converted into the currency your business chose.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem faz a conversão dos pesos colombianos?',
        'en-US': 'Who converts the Colombian pesos?',
      },
      answer: {
        'pt-BR': 'A mesa de câmbio da Fluxa, para a moeda de liquidação que a sua empresa escolheu.',
        'en-US': 'Fluxa’s FX desk, into the settlement currency your business chose.',
      },
    },
    {
      question: {
        'pt-BR': 'As vendas na Colômbia podem virar stablecoin?',
        'en-US': 'Can my sales in Colombia settle in a stablecoin?',
      },
      answer: {
        'pt-BR':
          'Podem: a sua empresa liquida em USDT ou USDC, ou em BTC, um criptoativo. O cliente continua pagando por Transfiya, em pesos.',
        'en-US':
          'Yes: your business settles in USDT or USDC, or in BTC, a crypto asset. Customers still pay by Transfiya, in pesos.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar criadores na Colômbia com o que recebo lá?',
        'en-US': 'Can I pay creators in Colombia with what I collect there?',
      },
      answer: {
        'pt-BR': 'Pode. A receita convertida pode pagar criadores e colaboradores no país, como em outros destinos.',
        'en-US': 'Yes. The converted revenue can pay creators and staff there, as in any other destination.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre vender na Colômbia',
      'en-US': 'Let’s talk about selling in Colombia',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende na Colômbia e em que moeda quer liquidar o que receber.',
      'en-US': 'Tell us what you sell in Colombia and which currency you want to settle in.',
    },
  },
} satisfies LandingRecordInput
