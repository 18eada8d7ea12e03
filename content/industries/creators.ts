import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const creators = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para plataformas de criadores de conteúdo | Fluxa',
      'en-US': 'Payments for Creator Platforms | Fluxa',
    },
    description: {
      'pt-BR':
        'Plataformas de criadores recebem de fãs por PIX, cartões e SPEI e pagam criadores na América Latina por PIX, SPEI ou USDT, com liquidação em segundos.',
      'en-US':
        'Creator platforms collect from fans by PIX, cards and SPEI and pay creators across Latin America by PIX, SPEI or USDT, with settlement in seconds.',
    },
  },
  menu: {
    'pt-BR': 'Repasses aos criadores por PIX ou USDT',
    'en-US': 'Payouts to creators by PIX or USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Pague criadores de conteúdo na América Latina sem atrito',
      'en-US': 'Pay content creators across Latin America, friction-free',
    },
    subtitle: {
      'pt-BR':
        'Para plataformas de criadores: receba de fãs e assinantes pelos métodos locais e repasse aos criadores por PIX, SPEI ou USDT, com liquidação em USD ou na moeda que preferir.',
      'en-US':
        'For creator platforms: collect from fans and subscribers through local methods and pay creators by PIX, SPEI or USDT, settling in USD or the currency you prefer.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Os fãs pagam, os criadores recebem',
      'en-US': 'Fans pay, creators get paid',
    },
    cards: [
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Repasses por PIX e SPEI',
          'en-US': 'Payouts by PIX and SPEI',
        },
        body: {
          'pt-BR': 'Criadores no Brasil e no México recebem na conta bancária local deles, em segundos.',
          'en-US': 'Creators in Brazil and Mexico get paid into their local bank accounts, in seconds.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT para criadores',
          'en-US': 'USDT for creators',
        },
        body: {
          'pt-BR': 'Quem prefere stablecoin recebe em USDT, inclusive criadores na Argentina.',
          'en-US': 'Creators who prefer stablecoin get paid in USDT, including creators in Argentina.',
        },
      },
      {
        icon: 'Heart',
        title: {
          'pt-BR': 'Fãs pagando como preferem',
          'en-US': 'Fans pay their way',
        },
        body: {
          'pt-BR':
            'PIX, cartões em até 12x, SPEI e Transfiya para fãs e assinantes comprarem conteúdo, assinaturas e produtos.',
          'en-US':
            'PIX, cards in up to 12 installments, SPEI and Transfiya for fans and subscribers buying content, memberships and merch.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'A plataforma como contraparte',
          'en-US': 'Your platform is the counterparty',
        },
        body: {
          'pt-BR':
            'A Fluxa atende a plataforma, não cada criador, e não processa transferências entre pessoas físicas.',
          'en-US':
            'Fluxa serves the platform, not individual creators, and does not process transfers between individuals.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Repasse em USDT também no fim de semana',
          'en-US': 'USDT payouts on weekends too',
        },
        body: {
          'pt-BR': 'Repasses em USDT liquidados em segundos, inclusive em fins de semana e feriados.',
          'en-US': 'USDT payouts settled in seconds, weekends and holidays included.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Cada fã e cada repasse protegidos',
          'en-US': 'Every fan payment and payout protected',
        },
        body: {
          'pt-BR': 'Monitoramento antifraude 24/7 em cada pagamento de fã e em cada repasse.',
          'en-US': 'Round-the-clock fraud monitoring on every fan payment and every payout.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um criador recebe',
      'en-US': 'How a creator gets paid',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'Os fãs pagam com PIX ou cartão.',
          'en-US': 'Fans pay by PIX or card.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR': 'A plataforma repassa ao criador por PIX ou em USDT.',
          'en-US': 'The platform pays the creator out by PIX or in USDT.',
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
      'pt-BR': 'Fale com a gente sobre criadores de conteúdo',
      'en-US': 'Talk to us about creators',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
