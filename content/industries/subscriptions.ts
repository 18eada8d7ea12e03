import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Cobrança de assinaturas no Brasil por PIX e cartão | Fluxa',
      'en-US': 'Subscription Billing in Brazil by PIX and Card | Fluxa',
    },
    description: {
      'pt-BR':
        'Cobre assinantes no Brasil por PIX ou cartão, com o plano anual em até 12x, e liquide a receita recorrente em USD, EUR, CNY ou BRL com a Fluxa.',
      'en-US':
        'Bill subscribers in Brazil by PIX or card, with annual plans in up to 12 installments, and settle recurring revenue in USD, EUR, CNY or BRL with Fluxa.',
    },
  },
  menu: {
    'pt-BR': 'Mensalidades e planos anuais por PIX ou cartão',
    'en-US': 'Monthly and annual plans by PIX or card',
  },
  hero: {
    title: {
      'pt-BR': 'Cobre seus assinantes no Brasil por PIX ou cartão',
      'en-US': 'Bill your subscribers in Brazil by PIX or card',
    },
    subtitle: {
      'pt-BR':
        'Da mensalidade ao plano anual, o assinante paga em reais pelo meio que já usa, e a receita recorrente é liquidada na moeda que a sua empresa escolher.',
      'en-US':
        'From monthly plans to annual ones, subscribers pay in Brazilian reais the way they already do, and your recurring revenue settles in the currency you choose.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Renovação do plano', 'en-US': 'Plan renewal' },
    note: { 'pt-BR': 'No cartão ou no PIX', 'en-US': 'By card or PIX' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cada plano com o jeito de pagar que combina com ele',
      'en-US': 'Every plan paired with the way it’s paid',
    },
    cards: [
      {
        icon: 'CalendarCheck',
        title: {
          'pt-BR': 'Plano anual em até 12x no cartão',
          'en-US': 'Annual plans in up to 12 installments',
        },
        body: {
          'pt-BR':
            'O assinante fecha o plano anual de uma vez e divide o valor no cartão de crédito, em até 12 parcelas.',
          'en-US':
            'Subscribers commit to the full year and split it on their own credit card, in up to 12 installments.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Mensalidade paga por PIX',
          'en-US': 'Monthly plans paid by PIX',
        },
        body: {
          'pt-BR': 'Quem não usa cartão paga cada mensalidade por PIX, direto do app do banco.',
          'en-US': 'Subscribers without a card pay each month by PIX, straight from their banking app.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Planos empresariais cobrados por fatura',
          'en-US': 'Business plans billed by invoice',
        },
        body: {
          'pt-BR':
            'Para assinantes que são empresas, você envia o plano como fatura e recebe o pagamento por PIX ou cartão.',
          'en-US': 'For subscribers that are companies, you send the plan as an invoice and collect it by PIX or card.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Da assinatura à receita liquidada',
      'en-US': 'From sign-up to settled revenue',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O assinante contrata o plano',
          'en-US': 'The subscriber signs up',
        },
        body: {
          'pt-BR': 'No seu site ou app, ele escolhe o plano e faz o primeiro pagamento em reais, por PIX ou cartão.',
          'en-US':
            'On your site or app, they pick a plan and make the first payment in Brazilian reais, by PIX or card.',
        },
      },
      {
        kind: 'paid',
        title: {
          'pt-BR': 'Cada ciclo é cobrado de novo',
          'en-US': 'Each billing cycle is charged again',
        },
        body: {
          'pt-BR':
            'Na virada do ciclo, a sua empresa cobra a renovação e o assinante paga de novo, por PIX ou cartão, como preferir.',
          'en-US':
            'When the cycle turns, your company bills the renewal and the subscriber pays again, by PIX or card, as they prefer.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A receita do ciclo, na sua moeda',
          'en-US': 'Each cycle’s revenue, in your currency',
        },
        body: {
          'pt-BR':
            'Cada renovação paga em reais é liquidada na moeda que você escolheu para a receita que vem do Brasil: USD, EUR, CNY, BRL ou stablecoin.',
          'en-US':
            'Each renewal paid in Brazilian reais settles in the currency you chose for your revenue from Brazil: USD, EUR, CNY, BRL or a stablecoin.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Posso vender o plano anual parcelado?',
        'en-US': 'Can I sell the annual plan in installments?',
      },
      answer: {
        'pt-BR':
          'Sim. No Brasil, o assinante pode pagar o plano anual no cartão em até 12x; quem prefere paga mês a mês por PIX.',
        'en-US':
          'Yes. In Brazil, subscribers can pay for the annual plan by card in up to 12 installments; others pay month by month by PIX.',
      },
    },
    {
      question: {
        'pt-BR': 'O assinante pode trocar o cartão pelo PIX na renovação?',
        'en-US': 'Can a subscriber switch from card to PIX at renewal?',
      },
      answer: {
        'pt-BR':
          'Sim. Cada ciclo é um novo pagamento, e o assinante paga a renovação por PIX ou cartão, como preferir.',
        'en-US':
          'Yes. Each cycle is a new payment, and the subscriber pays the renewal by PIX or card, as they prefer.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda o assinante paga, e em qual a minha empresa liquida?',
        'en-US': 'Which currency do subscribers pay in, and which do I settle in?',
      },
      answer: {
        'pt-BR':
          'O assinante paga em reais, por PIX ou cartão. A sua empresa liquida em USD, EUR, CNY ou BRL, em stablecoin (USDT, USDC) ou em BTC.',
        'en-US':
          'Subscribers pay in Brazilian reais, by PIX or card. Your company settles in USD, EUR, CNY or BRL, in a stablecoin (USDT, USDC) or in BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'A receita é em reais, mas os meus custos são em dólares. E aí?',
        'en-US': 'My revenue is in reais but my costs are in dollars. What then?',
      },
      answer: {
        'pt-BR':
          'A mesa de câmbio da Fluxa converte a receita dos assinantes em dólares, euros ou yuans, e a Fluxa paga fornecedores em mais de 50 países por SWIFT, SEPA ou CIPS.',
        'en-US':
          'Fluxa’s FX desk converts your subscription revenue into dollars, euros or yuan, and Fluxa pays suppliers in over 50 countries over SWIFT, SEPA or CIPS.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar da cobrança dos seus assinantes',
      'en-US': 'Let’s talk about billing your subscribers',
    },
    hint: {
      'pt-BR': 'Conte o que você vende por assinatura no Brasil, como são os planos e em que moeda quer liquidar.',
      'en-US': 'Tell us what you sell by subscription in Brazil, how your plans work and the currency you settle in.',
    },
  },
} satisfies IndustryRecordInput
