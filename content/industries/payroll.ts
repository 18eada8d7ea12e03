import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Folha de pagamento no Brasil, México e Argentina | Fluxa',
      'en-US': 'Payroll in Brazil, Mexico and Argentina | Fluxa',
    },
    description: {
      'pt-BR':
        'Pague colaboradores e prestadores no Brasil em reais, no México em pesos mexicanos e na Argentina em USDT, a partir do caixa da sua empresa.',
      'en-US':
        'Pay employees and contractors in Brazil in Brazilian reais, in Mexico in Mexican pesos and in Argentina in USDT, from your company’s own treasury.',
    },
  },
  menu: {
    'pt-BR': 'Salários em reais, pesos mexicanos ou USDT',
    'en-US': 'Pay in Brazilian reais, Mexican pesos or USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Pague a sua equipe no Brasil, no México e na Argentina',
      'en-US': 'Pay your team in Brazil, Mexico and Argentina',
    },
    subtitle: {
      'pt-BR':
        'Colaboradores e prestadores são pagos em reais, em pesos mexicanos ou, na Argentina, em USDT, a partir da moeda que a sua empresa tem em caixa.',
      'en-US':
        'Employees and contractors are paid in Brazilian reais, in Mexican pesos or, in Argentina, in USDT, from whichever currency your company holds.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Pagamento da equipe', 'en-US': 'Team payroll' },
    note: { 'pt-BR': 'Salário de cada pessoa', 'en-US': 'Each person’s pay' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cada pessoa da equipe é paga no país onde trabalha',
      'en-US': 'Everyone on the team is paid where they work',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Equipe no Brasil paga em reais',
          'en-US': 'Team in Brazil, paid in Brazilian reais',
        },
        body: {
          'pt-BR': 'Quem trabalha do Brasil é pago em reais, na conta bancária que informou à sua empresa.',
          'en-US':
            'People working from Brazil are paid in Brazilian reais, to the bank account they gave your company.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Equipe no México paga em pesos mexicanos',
          'en-US': 'Team in Mexico, paid in Mexican pesos',
        },
        body: {
          'pt-BR': 'Quem trabalha do México é pago em pesos mexicanos, na conta bancária informada à sua empresa.',
          'en-US': 'People working from Mexico are paid in Mexican pesos, to the bank account they gave your company.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Equipe na Argentina paga em USDT',
          'en-US': 'Team in Argentina, paid in USDT',
        },
        body: {
          'pt-BR': 'Na Argentina, o pagamento sai em USDT, pelo trilho cripto, na carteira que cada pessoa indicar.',
          'en-US': 'In Argentina, pay goes out in USDT over the crypto rail, to the wallet each person names.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a sua equipe é paga',
      'en-US': 'How your team gets paid',
    },
    steps: [
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A folha sai do caixa da empresa',
          'en-US': 'Payroll comes from your own funds',
        },
        body: {
          'pt-BR':
            'A sua empresa informa cada pessoa, o valor e a moeda, e paga com o próprio caixa, em USD, EUR, CNY, BRL, MXN ou stablecoin.',
          'en-US':
            'Your company names each person, the amount and the currency, and pays from its own funds, in USD, EUR, CNY, BRL, MXN or a stablecoin.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O caixa vira a moeda de cada salário',
          'en-US': 'Your funds become each person’s currency',
        },
        body: {
          'pt-BR':
            'A mesa de câmbio da Fluxa converte o valor em reais ou pesos mexicanos, e o on-ramp converte em USDT o pagamento da equipe na Argentina.',
          'en-US':
            'Fluxa’s FX desk converts the amount into Brazilian reais or Mexican pesos, and the on-ramp converts the pay for your team in Argentina into USDT.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Cada pessoa é paga pelo trilho certo',
          'en-US': 'Each person is paid over the right rail',
        },
        body: {
          'pt-BR':
            'A Fluxa paga em moeda fiduciária por SWIFT, SEPA ou CIPS, e em USDT ou USDC pelo trilho cripto, em mais de 50 países.',
          'en-US':
            'Fluxa pays in fiat over SWIFT, SEPA or CIPS, and in USDT or USDC over the crypto rail, in over 50 countries.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Posso pagar prestadores de serviço em stablecoin?',
        'en-US': 'Can I pay contractors in a stablecoin?',
      },
      answer: {
        'pt-BR': 'Sim. O prestador que prefere stablecoin pode ser pago em USDT ou USDC, pelo trilho cripto.',
        'en-US': 'Yes. Contractors who prefer a stablecoin can be paid in USDT or USDC, over the crypto rail.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa calcula impostos e descontos da folha?',
        'en-US': 'Does Fluxa calculate payroll taxes and deductions?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa paga os valores que a sua empresa informa; o cálculo da folha continua com a empresa e a contabilidade dela.',
        'en-US':
          'No. Fluxa pays the amounts your company gives it; working out payroll stays with your company and its accountants.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa pode adiantar a folha?',
        'en-US': 'Can Fluxa front the payroll?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede crédito, empréstimos nem adiantamentos: a folha é paga com os recursos da própria empresa.',
        'en-US': 'No. Fluxa grants no credit, loans or advances: payroll is paid from your company’s own funds.',
      },
    },
    {
      question: {
        'pt-BR': 'Meu caixa está em dólares. Preciso ter reais para pagar a equipe no Brasil?',
        'en-US': 'My treasury is in dollars. Do I need reais to pay my team in Brazil?',
      },
      answer: {
        'pt-BR':
          'Não. A mesa de câmbio da Fluxa converte dólares, euros ou yuans em reais ou pesos mexicanos, e cada pessoa é paga na moeda do país onde trabalha.',
        'en-US':
          'No. Fluxa’s FX desk converts dollars, euros or yuan into Brazilian reais or Mexican pesos, and each person is paid in the currency of the country they work in.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar da folha da sua equipe',
      'en-US': 'Let’s talk about paying your team',
    },
    hint: {
      'pt-BR':
        'Conte quem a sua empresa paga (colaboradores, prestadores), em quais países e em que moeda financia a folha.',
      'en-US':
        'Tell us who you pay (employees, contractors), in which countries, and the currency you fund payroll in.',
    },
  },
} satisfies IndustryRecordInput
