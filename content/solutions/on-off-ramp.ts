import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'On/off ramp entre moeda fiduciária e stablecoins | Fluxa',
      'en-US': 'Stablecoin On/Off Ramp for Businesses | Fluxa',
    },
    description: {
      'pt-BR':
        'Converta dólares, euros, yuans, reais ou pesos mexicanos em USDT ou USDC e faça o caminho de volta, com os recursos da sua empresa, pelo trilho cripto.',
      'en-US':
        'Convert dollars, euros, yuan, Brazilian reais or Mexican pesos into USDT or USDC and back again, with your company’s own funds, over the crypto rail.',
    },
  },
  menu: {
    'pt-BR': 'Moeda fiduciária em USDT ou USDC, e de volta',
    'en-US': 'Fiat into USDT or USDC, and back',
  },
  hero: {
    title: {
      'pt-BR': 'Leve parte do caixa para stablecoins e traga de volta',
      'en-US': 'Move part of your treasury into stablecoins and back',
    },
    subtitle: {
      'pt-BR':
        'O on/off ramp da Fluxa converte dólares, euros, yuans, reais e pesos mexicanos em USDT ou USDC, e faz o caminho inverso quando a sua empresa precisa de moeda fiduciária.',
      'en-US':
        'Fluxa’s on/off ramp converts dollars, euros, yuan, Brazilian reais and Mexican pesos into USDT or USDC, and back again when your company needs fiat.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Quando a cripto entra na tesouraria',
      'en-US': 'When crypto joins your treasury',
    },
    cards: [
      {
        icon: 'ArrowUpRight',
        title: {
          'pt-BR': 'Do PIX e do SPEI para USDT',
          'en-US': 'From PIX and SPEI to USDT',
        },
        body: {
          'pt-BR': 'O que entra por PIX ou SPEI pode ser liquidado em USDT ou USDC.',
          'en-US': 'What comes in by PIX or SPEI can settle in USDT or USDC.',
        },
      },
      {
        icon: 'ArrowDownLeft',
        title: {
          'pt-BR': 'De volta à moeda fiduciária',
          'en-US': 'Back to fiat for your bills',
        },
        body: {
          'pt-BR': 'Stablecoins em caixa voltam à moeda fiduciária na hora de pagar contas.',
          'en-US': 'Stablecoins on hand turn back into fiat when the bills come due.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT recebido na Argentina',
          'en-US': 'USDT collected in Argentina',
        },
        body: {
          'pt-BR': 'Na Argentina, o cliente paga em USDT, e o ramp pode converter esse valor.',
          'en-US': 'In Argentina, customers pay in USDT, and the ramp can convert it into fiat.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Pagamentos direto em USDT',
          'en-US': 'Pay out straight in USDT',
        },
        body: {
          'pt-BR': 'Criadores e parceiros que preferem stablecoin recebem em USDT ou USDC.',
          'en-US': 'Creators and partners who prefer a stablecoin get USDT or USDC.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'USDT ou USDC: você escolhe',
          'en-US': 'USDT or USDC, your pick',
        },
        body: {
          'pt-BR': 'As duas stablecoins valem nos dois sentidos; você decide em qual fica.',
          'en-US': 'Both stablecoins work in each direction; you decide which one to hold.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'BTC também, como criptoativo',
          'en-US': 'BTC too, as a crypto asset',
        },
        body: {
          'pt-BR': 'Além das stablecoins, o ramp trabalha com BTC, que não é uma stablecoin.',
          'en-US': 'Alongside stablecoins, the ramp handles BTC, which is not a stablecoin.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Cinco moedas do lado fiduciário',
          'en-US': 'Five fiat currencies',
        },
        body: {
          'pt-BR': 'USD, EUR, CNY, BRL e MXN, as mesmas moedas da mesa de câmbio.',
          'en-US': 'USD, EUR, CNY, BRL and MXN, the same currencies as the FX desk.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Cada ativo no seu trilho',
          'en-US': 'Each asset on its own rail',
        },
        body: {
          'pt-BR': 'Stablecoins pelo trilho cripto; moeda fiduciária por SWIFT, SEPA ou CIPS.',
          'en-US': 'Stablecoins over the crypto rail; fiat over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como funciona a conversão nos dois sentidos',
      'en-US': 'How conversion works in both directions',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Você escolhe o sentido',
          'en-US': 'You pick the direction',
        },
        body: {
          'pt-BR':
            'Na entrada, de moeda fiduciária para USDT ou USDC. Na saída, de stablecoin para a moeda fiduciária de que a sua empresa precisa.',
          'en-US':
            'On the way in, from fiat to USDT or USDC. On the way out, from stablecoin to whichever fiat currency your company needs.',
        },
      },
      {
        title: {
          'pt-BR': 'A conversão usa recursos da empresa',
          'en-US': 'It runs on your own funds',
        },
        body: {
          'pt-BR':
            'O ramp converte o que a sua empresa já tem ou recebeu dos clientes, no valor e no sentido que ela definir.',
          'en-US':
            'The ramp converts what your company already holds or has collected from customers, in the amount and direction it sets.',
        },
      },
      {
        title: {
          'pt-BR': 'O valor segue para onde precisa',
          'en-US': 'The funds go where they’re needed',
        },
        body: {
          'pt-BR':
            'A stablecoin é liquidada para a sua empresa ou paga a um parceiro; a moeda fiduciária pode seguir para mais de 50 países.',
          'en-US': 'The stablecoin settles to your company or goes to a partner; fiat can go on to over 50 countries.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Posso receber por PIX e ficar com stablecoin?',
        'en-US': 'Can I collect by PIX and hold a stablecoin?',
      },
      answer: {
        'pt-BR': 'Sim. O que entra por PIX ou SPEI pode ser liquidado em USDT ou USDC em vez de moeda fiduciária.',
        'en-US': 'Yes. What comes in by PIX or SPEI can be settled in USDT or USDC instead of fiat.',
      },
    },
    {
      question: {
        'pt-BR': 'Preciso converter tudo para stablecoin?',
        'en-US': 'Do I have to convert everything into stablecoins?',
      },
      answer: {
        'pt-BR':
          'Não. A sua empresa decide quanto do que recebe vai para USDT ou USDC e quanto fica em moeda fiduciária.',
        'en-US':
          'No. Your company decides how much of what it collects goes into USDT or USDC and how much stays in fiat.',
      },
    },
    {
      question: {
        'pt-BR': 'Meus clientes no Brasil precisam ter cripto?',
        'en-US': 'Do my customers in Brazil need crypto?',
      },
      answer: {
        'pt-BR': 'Não. Eles pagam por PIX, em reais; é a sua empresa que converte esse valor em USDT ou USDC no ramp.',
        'en-US':
          'No. They pay by PIX, in Brazilian reais; your company is the one converting that into USDT or USDC on the ramp.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa oferece crédito em cripto?',
        'en-US': 'Does Fluxa lend in crypto?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede empréstimos, em cripto ou em moeda fiduciária: o ramp só converte recursos da própria empresa.',
        'en-US': 'No. Fluxa never lends, in crypto or in fiat: the ramp only converts your company’s own funds.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar de stablecoins no seu caixa',
      'en-US': 'Let’s talk stablecoins for your treasury',
    },
    hint: {
      'pt-BR': 'Ex.: recebemos por PIX e queremos manter parte do caixa em USDC.',
      'en-US': 'E.g. we collect by PIX and want to hold part of our cash in USDC.',
    },
  },
} satisfies LandingRecordInput
