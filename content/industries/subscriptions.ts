import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const subscriptions = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para negócios de assinatura | Fluxa',
      'en-US': 'Payments for Subscription Businesses | Fluxa',
    },
    description: {
      'pt-BR':
        'Cobre planos mensais e anuais de assinantes no Brasil, no México e na Colômbia com cartões, PIX, SPEI e Transfiya, e liquide em USD, EUR ou BRL.',
      'en-US':
        'Bill monthly and annual plans to subscribers in Brazil, Mexico and Colombia with cards, PIX, SPEI and Transfiya, and settle in USD, EUR or BRL.',
    },
  },
  menu: {
    'pt-BR': 'Renovações com cartão ou PIX',
    'en-US': 'Renewals by card or PIX',
  },
  hero: {
    title: {
      'pt-BR': 'Assinaturas cobradas em moeda local, receita liquidada na sua',
      'en-US': 'Subscriptions billed in local currency, revenue settled in yours',
    },
    subtitle: {
      'pt-BR':
        'Cartões e PIX no Brasil, SPEI no México e Transfiya na Colômbia para cobrar assinantes, com processamento D+1 e liquidação em USD, EUR, CNY, BRL ou MXN.',
      'en-US':
        'Cards and PIX in Brazil, SPEI in Mexico and Transfiya in Colombia to bill subscribers, with D+1 processing and settlement in USD, EUR, CNY, BRL or MXN.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Renovações que não dependem de um só método',
      'en-US': 'Renewals that do not depend on a single method',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Plano anual em até 12x',
          'en-US': 'Annual plans in up to 12 installments',
        },
        body: {
          'pt-BR':
            'No Brasil, venda o plano anual no cartão parcelado em até 12x e conquiste um compromisso mais longo do assinante.',
          'en-US':
            'In Brazil, sell the annual plan on a card split into up to 12 installments and lock in a longer commitment.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX para cada ciclo',
          'en-US': 'PIX for every billing cycle',
        },
        body: {
          'pt-BR': 'Para quem não usa cartão, cobre cada ciclo por PIX, com confirmação em segundos.',
          'en-US': 'For subscribers without a card, bill each cycle by PIX, confirmed in seconds.',
        },
      },
      {
        icon: 'TrendingUp',
        title: {
          'pt-BR': 'Receita previsível',
          'en-US': 'Predictable revenue',
        },
        body: {
          'pt-BR': 'Processamento D+1 e conciliação por transação deixam a previsão de receita recorrente em ordem.',
          'en-US': 'D+1 processing and per-transaction reconciliation keep your recurring revenue forecast on track.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Receita recorrente na moeda da empresa',
          'en-US': 'Recurring revenue in your company’s currency',
        },
        body: {
          'pt-BR': 'Receba em BRL, MXN ou moeda local e liquide em USD, EUR, CNY ou stablecoins.',
          'en-US': 'Collect in BRL, MXN or local currency and settle in USD, EUR, CNY or stablecoins.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'Cada renovação conciliada',
          'en-US': 'Every renewal reconciled',
        },
        body: {
          'pt-BR': 'Cada cobrança recorrente processada em D+1 e identificada para a conciliação.',
          'en-US': 'Every recurring charge processed on D+1 and identified for reconciliation.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Renovação no cartão, no PIX ou no SPEI',
          'en-US': 'Renewals by card, PIX or SPEI',
        },
        body: {
          'pt-BR': 'O assinante escolhe como renovar: cartão ou PIX no Brasil, SPEI no México.',
          'en-US': 'Subscribers choose how to renew: card or PIX in Brazil, SPEI in Mexico.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma assinatura se renova',
      'en-US': 'How a subscription renews',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O assinante renova no cartão ou paga a renovação com PIX.',
          'en-US': 'Subscribers renew on their card or pay the renewal by PIX.',
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
      'pt-BR': 'Fale com a gente sobre assinaturas',
      'en-US': 'Talk to us about subscriptions',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
