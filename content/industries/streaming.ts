import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const streaming = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para plataformas de streaming | Fluxa',
      'en-US': 'Payments for Streaming Platforms | Fluxa',
    },
    description: {
      'pt-BR':
        'Cobre assinantes de streaming no Brasil, no México e na Colômbia com cartões, PIX, SPEI e Transfiya, e liquide a receita em USD, EUR ou na sua moeda.',
      'en-US':
        'Charge streaming subscribers in Brazil, Mexico and Colombia with cards, PIX, SPEI and Transfiya, and settle revenue in USD, EUR or your own currency.',
    },
  },
  menu: {
    'pt-BR': 'Planos pagos com cartão ou PIX',
    'en-US': 'Plans paid by card or PIX',
  },
  hero: {
    title: {
      'pt-BR': 'Mais assinantes de streaming na América Latina, com pagamento local',
      'en-US': 'More streaming subscribers in Latin America, with local payments',
    },
    subtitle: {
      'pt-BR':
        'Cartões e PIX no Brasil, SPEI no México e Transfiya na Colômbia, para o assinante pagar como já está acostumado, e liquidação em USD ou na moeda do seu caixa.',
      'en-US':
        'Cards and PIX in Brazil, SPEI in Mexico and Transfiya in Colombia, so subscribers pay the way they are used to, with settlement in USD or the currency you run on.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Assinantes pagando do jeito que já pagam',
      'en-US': 'Subscribers paying the way they already pay',
    },
    cards: [
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Além do cartão',
          'en-US': 'Beyond cards',
        },
        body: {
          'pt-BR':
            'Nem todo assinante tem cartão internacional: PIX, SPEI e Transfiya abrem a sua plataforma para quem paga direto da conta.',
          'en-US':
            'Not every subscriber has an international card: PIX, SPEI and Transfiya open your platform to people who pay straight from their bank account.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Acesso liberado em segundos',
          'en-US': 'Access in seconds',
        },
        body: {
          'pt-BR': 'Pagamentos instantâneos são confirmados em segundos, e o assinante começa a assistir na hora.',
          'en-US': 'Instant payments are confirmed in seconds, so subscribers can start watching right away.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Receita em USD',
          'en-US': 'Revenue in USD',
        },
        body: {
          'pt-BR': 'Liquide a receita local em USD, EUR ou CNY para pagar licenciamento de conteúdo e infraestrutura.',
          'en-US': 'Settle local revenue in USD, EUR or CNY to pay for content licensing and infrastructure.',
        },
      },
      {
        icon: 'Activity',
        title: {
          'pt-BR': 'Sem queda na estreia',
          'en-US': 'No outage on launch night',
        },
        body: {
          'pt-BR': 'Uma plataforma com 99,9% de disponibilidade, para o pagamento não travar justo na estreia.',
          'en-US': 'A platform with 99.9% uptime, so payments never stall on a premiere night.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Planos em até 12x',
          'en-US': 'Plans in up to 12 installments',
        },
        body: {
          'pt-BR': 'Planos anuais no cartão em até 12x para assinantes no Brasil.',
          'en-US': 'Annual plans on cards in up to 12 installments for subscribers in Brazil.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Assinaturas protegidas, acesso liberado',
          'en-US': 'Subscriptions protected, access kept open',
        },
        body: {
          'pt-BR': 'Monitoramento antifraude 24/7 para proteger cada assinatura sem travar o acesso de quem paga.',
          'en-US': 'Round-the-clock fraud monitoring protects every subscription without blocking paying viewers.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um plano de streaming é pago',
      'en-US': 'How a streaming plan gets paid for',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O assinante paga o plano com cartão ou PIX, na moeda dele.',
          'en-US': 'Subscribers pay for their plan by card or PIX, in their own currency.',
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
      'pt-BR': 'Fale com a gente sobre streaming',
      'en-US': 'Talk to us about streaming',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
