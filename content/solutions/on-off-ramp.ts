import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const onOffRamp = {
  meta: {
    title: {
      'pt-BR': 'On/off ramp entre moeda fiduciária e stablecoins | Fluxa',
      'en-US': 'Stablecoin On/Off Ramp for Businesses | Fluxa',
    },
    description: {
      'pt-BR':
        'Converta BRL, MXN ou USD em stablecoins (USDT, USDC) e faça o caminho de volta quando precisar. Para empresas verificadas, pelo trilho cripto.',
      'en-US':
        'Convert BRL, MXN or USD into stablecoins (USDT, USDC) and back again whenever you need to. For verified businesses, over the crypto rail.',
    },
  },
  menu: {
    'pt-BR': 'De BRL, MXN ou USD para USDT ou USDC, e de volta',
    'en-US': 'BRL, MXN or USD to USDT or USDC, and back',
  },
  hero: {
    title: {
      'pt-BR': 'Entre em stablecoins e volte para a moeda fiduciária quando quiser',
      'en-US': 'Move into stablecoins and back to fiat whenever you want',
    },
    subtitle: {
      'pt-BR':
        'O on/off ramp da Fluxa converte BRL, MXN e USD em USDT ou USDC, e faz o caminho inverso, com os recursos da sua própria empresa.',
      'en-US':
        'Fluxa’s on/off ramp converts BRL, MXN and USD into USDT or USDC, and back the other way, using your company’s own funds.',
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
          'pt-BR': 'O que a sua empresa recebe por PIX ou SPEI pode ser liquidado em USDT ou USDC.',
          'en-US': 'What your company collects by PIX or SPEI can be settled in USDT or USDC.',
        },
      },
      {
        icon: 'ArrowDownLeft',
        title: {
          'pt-BR': 'De volta à moeda fiduciária',
          'en-US': 'Back to fiat for your bills',
        },
        body: {
          'pt-BR': 'Stablecoins em caixa voltam para USD, EUR, CNY, BRL ou MXN quando chega a hora de pagar contas.',
          'en-US': 'Stablecoins on hand turn back into USD, EUR, CNY, BRL or MXN when the bills come due.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Clientes na Argentina e na Colômbia',
          'en-US': 'Customers in Argentina and Colombia',
        },
        body: {
          'pt-BR':
            'Clientes na Argentina e na Colômbia podem pagar com USDT, e o ramp converte na moeda em que a sua empresa liquida.',
          'en-US':
            'Customers in Argentina and Colombia can pay with USDT, and the ramp converts it into the currency your company settles in.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Pagamentos direto em USDT',
          'en-US': 'Pay out straight in USDT',
        },
        body: {
          'pt-BR':
            'Criadores e parceiros que preferem stablecoin podem receber em USDT, sem passar por moeda fiduciária.',
          'en-US': 'Creators and partners who prefer a stablecoin can be paid in USDT, with no stop in fiat.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'BTC, se a sua política permitir',
          'en-US': 'BTC, if your policy allows it',
        },
        body: {
          'pt-BR': 'BTC é um criptoativo e fica disponível para empresas cuja política de tesouraria preveja o ativo.',
          'en-US': 'BTC is a crypto asset, available to companies whose treasury policy allows for it.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Cripto com as regras de sempre',
          'en-US': 'Crypto under the same rules',
        },
        body: {
          'pt-BR':
            'Só empresas verificadas, com documentação válida, usam o ramp, e transferências entre pessoas físicas não são permitidas.',
          'en-US':
            'Only verified businesses with valid documentation use the ramp, and transfers between individuals are not allowed.',
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
            'Na entrada, de BRL, MXN ou USD para USDT ou USDC. Na saída, de stablecoin para a moeda fiduciária de que a sua empresa precisa.',
          'en-US':
            'On the way in, from BRL, MXN or USD to USDT or USDC. On the way out, from stablecoin to whichever fiat currency your company needs.',
        },
      },
      {
        title: {
          'pt-BR': 'Conversão liquidada e registrada',
          'en-US': 'Settled, then on the books',
        },
        body: {
          'pt-BR':
            'A conversão liquida em segundos, e o processamento em D+1 fecha o registro da operação no dia seguinte, pronto para a contabilidade.',
          'en-US':
            'The conversion settles in seconds, and D+1 processing closes out the record the next day, ready for your accountants.',
        },
      },
      {
        title: {
          'pt-BR': 'Cada ativo no seu trilho',
          'en-US': 'Each asset on its own rail',
        },
        body: {
          'pt-BR':
            'USDT e USDC circulam pelo trilho cripto; a moeda fiduciária segue por SWIFT, SEPA ou CIPS, ou é liquidada em BRL ou MXN.',
          'en-US':
            'USDT and USDC move over the crypto rail; fiat goes out over SWIFT, SEPA or CIPS, or is settled in BRL or MXN.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais ativos o on/off ramp converte?',
        'en-US': 'Which assets does the on/off ramp convert?',
      },
      answer: {
        'pt-BR':
          'As stablecoins USDT e USDC, nos dois sentidos. BTC, que é um criptoativo, também está disponível. Do lado fiduciário: USD, EUR, CNY, BRL e MXN.',
        'en-US':
          'The stablecoins USDT and USDC, in both directions. BTC, a crypto asset, is available too. On the fiat side: USD, EUR, CNY, BRL and MXN.',
      },
    },
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
        'pt-BR': 'Pessoas físicas podem usar o on/off ramp?',
        'en-US': 'Can individuals use the on/off ramp?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa atende apenas empresas, suas únicas contrapartes, e só depois da verificação, com documentação válida.',
        'en-US':
          'No. Fluxa serves businesses only, its only counterparties, and only once they are verified with valid documentation.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa oferece crédito em cripto?',
        'en-US': 'Does Fluxa lend in crypto?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa não concede empréstimos: o ramp só converte recursos da própria empresa.',
        'en-US': 'No. Fluxa never lends: the ramp only converts your company’s own funds.',
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
