import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const payroll = {
  meta: {
    title: {
      'pt-BR': 'Folha de pagamento no Brasil, México e Argentina | Fluxa',
      'en-US': 'Payroll in Brazil, Mexico and Argentina | Fluxa',
    },
    description: {
      'pt-BR':
        'Pague colaboradores e prestadores por PIX no Brasil, SPEI no México e USDT na Argentina, com a folha financiada em USD, EUR, CNY, BRL ou MXN.',
      'en-US':
        'Pay employees and contractors by PIX in Brazil, over SPEI in Mexico and in USDT in Argentina, with payroll funded in USD, EUR, CNY, BRL or MXN.',
    },
  },
  menu: {
    'pt-BR': 'Folha paga por PIX, SPEI e USDT',
    'en-US': 'Payroll paid by PIX, SPEI and USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Pague a sua equipe na América Latina pelo meio de cada país',
      'en-US': 'Pay your Latin American team the way each country pays',
    },
    subtitle: {
      'pt-BR':
        'Colaboradores e prestadores no Brasil, no México e na Argentina pagos em um só lote, cada pessoa pelo meio que usa onde mora.',
      'en-US':
        'Employees and contractors in Brazil, Mexico and Argentina paid in one batch, each person through the method they use where they live.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cada pessoa da equipe paga no próprio país',
      'en-US': 'Everyone on the team paid in their own country',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Salário em BRL por PIX',
          'en-US': 'Salaries in BRL by PIX',
        },
        body: {
          'pt-BR': 'No Brasil, cada colaborador é pago por PIX, em reais, na conta que já usa no dia a dia.',
          'en-US': 'In Brazil, each employee is paid by PIX, in reais, into the account they use every day.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Pagamento em MXN por SPEI',
          'en-US': 'MXN pay over SPEI',
        },
        body: {
          'pt-BR': 'No México, o pagamento sai por SPEI, em MXN, para a conta bancária de cada pessoa.',
          'en-US': 'In Mexico, pay goes out over SPEI, in MXN, to each person’s bank account.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT para quem trabalha da Argentina',
          'en-US': 'USDT for people working from Argentina',
        },
        body: {
          'pt-BR': 'Na Argentina, a equipe é paga em USDT, pelo trilho cripto, na carteira que cada pessoa indicar.',
          'en-US': 'In Argentina, your team is paid in USDT over the crypto rail, to the wallet each person names.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Equipe e prestadores no mesmo lote',
          'en-US': 'Employees and contractors in one batch',
        },
        body: {
          'pt-BR':
            'Quem é contratado e quem presta serviço entram no mesmo lote, cada um com o seu meio e a sua moeda.',
          'en-US':
            'Staff on your payroll and contractors go in the same batch, each with their own method and currency.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Equipe fora da região também',
          'en-US': 'Team members beyond the region too',
        },
        body: {
          'pt-BR':
            'Para quem trabalha de fora da América Latina, há pagamentos para mais de 50 países por SWIFT, SEPA e CIPS.',
          'en-US':
            'For people working outside Latin America, you can pay to over 50 countries over SWIFT, SEPA and CIPS.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Quem fala com a equipe é você',
          'en-US': 'Your team hears from you, not us',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com colaboradores ou prestadores: a comunicação da folha é da sua empresa.',
          'en-US': 'Fluxa never contacts your employees or contractors: payroll communication stays with your company.',
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
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você monta o lote da folha',
          'en-US': 'You build the payroll batch',
        },
        body: {
          'pt-BR': 'Em um só lote, a sua empresa indica cada pessoa, o país, o valor e o meio: PIX, SPEI ou USDT.',
          'en-US':
            'In a single batch, your company lists each person, their country, the amount and the method: PIX, SPEI or USDT.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A moeda da empresa vira BRL, MXN ou USDT',
          'en-US': 'Your currency becomes BRL, MXN or USDT',
        },
        body: {
          'pt-BR':
            'A sua empresa financia a folha em USD, EUR, CNY, BRL ou MXN, e a mesa de câmbio da Fluxa converte para a moeda de cada pagamento.',
          'en-US':
            'Your company funds payroll in USD, EUR, CNY, BRL or MXN, and Fluxa’s FX desk converts it into the currency of each payment.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Cada pessoa paga na conta ou na carteira',
          'en-US': 'Everyone paid to their account or wallet',
        },
        body: {
          'pt-BR':
            'Cada pagamento por PIX, SPEI ou USDT é liquidado em segundos na conta ou na carteira da pessoa, e em D+1 o lote inteiro chega processado para o fechamento da folha.',
          'en-US':
            'Each PIX, SPEI or USDT payment settles in seconds to the person’s account or wallet, and on D+1 the whole batch comes back processed for your payroll close.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quais países posso pagar a minha equipe?',
        'en-US': 'Which countries can I pay my team in?',
      },
      answer: {
        'pt-BR':
          'No Brasil, por PIX, em BRL; no México, por SPEI, em MXN; e na Argentina, em USDT. Fora da região, a Fluxa paga em mais de 50 países.',
        'en-US':
          'Brazil by PIX in BRL, Mexico over SPEI in MXN, and Argentina in USDT. Beyond the region, Fluxa pays out to over 50 countries.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa pode adiantar a folha?',
        'en-US': 'Can Fluxa front the payroll?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede crédito, empréstimos nem adiantamentos: cada lote é pago com os recursos da própria empresa.',
        'en-US': 'No. Fluxa grants no credit, loans or advances: every batch is paid with your company’s own funds.',
      },
    },
    {
      question: {
        'pt-BR': 'Como a equipe na Argentina é paga?',
        'en-US': 'How is my team in Argentina paid?',
      },
      answer: {
        'pt-BR': 'Em USDT, pelo trilho cripto, na carteira que cada pessoa indicar à sua empresa.',
        'en-US': 'In USDT, over the crypto rail, to the wallet each person gives your company.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar em USDT quem mora no Brasil ou no México?',
        'en-US': 'Can I pay people in Brazil or Mexico in USDT?',
      },
      answer: {
        'pt-BR': 'Sim. O USDT não depende de país: quem preferir stablecoin pode ser pago assim em vez de PIX ou SPEI.',
        'en-US':
          'Yes. USDT is not tied to a country, so anyone who prefers stablecoin can be paid that way instead of by PIX or SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode usar a Fluxa para pagar a equipe?',
        'en-US': 'Who can use Fluxa to pay their team?',
      },
      answer: {
        'pt-BR':
          'Empresas verificadas, com documentação válida: a empresa, os representantes legais e os beneficiários finais passam por KYC/AML antes do primeiro lote.',
        'en-US':
          'Verified businesses with valid documentation: the company, its legal representatives and its ultimate beneficial owners go through KYC/AML before the first batch.',
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
