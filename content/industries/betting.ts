import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const betting = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para apostas com PIX, SPEI e KYC | Fluxa',
      'en-US': 'Betting Payments with PIX, SPEI and KYC | Fluxa',
    },
    description: {
      'pt-BR':
        'Depósitos por PIX e SPEI, pagamento de prêmios com liquidação em segundos e verificação KYC/AML para operadores de apostas no Brasil e no México.',
      'en-US':
        'PIX and SPEI deposits, winnings paid out with settlement in seconds, and KYC/AML verification for betting operators in Brazil and Mexico.',
    },
  },
  menu: {
    'pt-BR': 'Depósitos com PIX e SPEI, com KYC',
    'en-US': 'Deposits by PIX and SPEI, with KYC',
  },
  hero: {
    title: {
      'pt-BR': 'Depósitos e saques rápidos para operadores de apostas',
      'en-US': 'Fast deposits and withdrawals for betting operators',
    },
    subtitle: {
      'pt-BR':
        'PIX no Brasil e SPEI no México para depósitos e pagamento de prêmios, com verificação KYC/AML do operador e monitoramento antifraude 24/7.',
      'en-US':
        'PIX in Brazil and SPEI in Mexico for deposits and winnings payouts, with KYC/AML verification of the operator and 24/7 fraud monitoring.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Depósitos de jogadores verificados, pelos métodos locais',
      'en-US': 'Deposits from verified players, over local methods',
    },
    cards: [
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Depósito instantâneo',
          'en-US': 'Instant deposits',
        },
        body: {
          'pt-BR': 'O apostador deposita por PIX ou SPEI e o crédito na plataforma é confirmado em segundos.',
          'en-US': 'Players deposit by PIX or SPEI and the funds show up on your platform within seconds.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Saques ágeis',
          'en-US': 'Fast withdrawals',
        },
        body: {
          'pt-BR': 'Pague prêmios por PIX e SPEI, com liquidação em segundos.',
          'en-US': 'Pay out winnings by PIX and SPEI, with settlement in seconds.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Compliance antes do primeiro depósito',
          'en-US': 'Compliance before the first deposit',
        },
        body: {
          'pt-BR':
            'Todo operador passa por verificação KYC/AML e por aprovação de compliance antes de operar com a Fluxa.',
          'en-US':
            'Every operator goes through KYC/AML verification and compliance approval before going live with Fluxa.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Rodada cheia, monitoramento contínuo',
          'en-US': 'Busy match weekends, watched around the clock',
        },
        body: {
          'pt-BR':
            'Transações monitoradas 24/7 contra fraude e lavagem de dinheiro, inclusive nos fins de semana de rodada cheia.',
          'en-US':
            'Transactions are monitored 24/7 for fraud and money laundering, including on the busiest match weekends.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Só empresas como contraparte',
          'en-US': 'Only businesses as counterparties',
        },
        body: {
          'pt-BR':
            'Atendemos apenas o operador: nunca contatamos o apostador, e transferências entre pessoas são proibidas.',
          'en-US':
            'We serve the operator only: we never contact bettors, and transfers between individuals are banned.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Depósitos locais, liquidação à sua escolha',
          'en-US': 'Local deposits, settled your way',
        },
        body: {
          'pt-BR': 'Depósitos em BRL e MXN liquidados em USD, EUR, USDT ou na moeda da sua operação.',
          'en-US': 'BRL and MXN deposits settled in USD, EUR, USDT or your operation’s currency.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um depósito chega à sua plataforma',
      'en-US': 'How a deposit reaches your platform',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O jogador verificado deposita com PIX no Brasil ou SPEI no México.',
          'en-US': 'Verified players deposit by PIX in Brazil or SPEI in Mexico.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Segundos e D+1',
          'en-US': 'Seconds and D+1',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre apostas',
      'en-US': 'Talk to us about betting',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
