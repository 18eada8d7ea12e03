import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const subscriptions = {
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
        'Da mensalidade ao plano anual, o assinante paga em reais pelo meio que já usa, e a receita recorrente é liquidada na moeda em que a sua empresa opera.',
      'en-US':
        'From monthly plans to annual ones, subscribers pay in reais the way they already do, and your recurring revenue settles in the currency your company runs on.',
    },
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
            'Para assinantes que são empresas, envie o plano como fatura e receba o pagamento por PIX ou cartão.',
          'en-US': 'For subscribers that are companies, send the plan as an invoice and collect it by PIX or card.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Receita recorrente na moeda da matriz',
          'en-US': 'Recurring revenue in your HQ currency',
        },
        body: {
          'pt-BR':
            'Os assinantes pagam em BRL; a sua empresa liquida em USD, EUR, CNY ou BRL, ou em stablecoin (USDT, USDC).',
          'en-US':
            'Subscribers pay in BRL; your company settles in USD, EUR, CNY or BRL, or in stablecoin (USDT, USDC).',
        },
      },
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'Renovações sob monitoramento antifraude',
          'en-US': 'Renewals under fraud monitoring',
        },
        body: {
          'pt-BR':
            'Da primeira cobrança a cada renovação, toda transação passa pelo monitoramento antifraude da Fluxa.',
          'en-US': 'From the first charge to every renewal, each transaction goes through Fluxa’s fraud monitoring.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'O assinante fala só com a sua marca',
          'en-US': 'Subscribers only hear from your brand',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com os seus assinantes: avisos, suporte e cancelamentos ficam com você.',
          'en-US': 'Fluxa never contacts your subscribers: notices, support and cancellations stay with you.',
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
          'en-US': 'On your site or app, they pick a plan and make the first payment in reais, by PIX or card.',
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
            'Na virada do ciclo, a sua empresa cobra a renovação e o assinante paga de novo, por PIX ou cartão, do jeito que preferir.',
          'en-US':
            'When the cycle turns, your company bills the renewal and the subscriber pays again, by PIX or card, whichever they prefer.',
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
            'Cada pagamento é convertido e liquidado na moeda que você escolheu para a receita que vem do Brasil.',
          'en-US': 'Each payment is converted and settled in the currency you chose for your revenue from Brazil.',
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
          'Sim. No Brasil, o assinante pode pagar o plano no cartão em até 12x. O parcelamento é uma condição do cartão dele, não um crédito concedido pela Fluxa.',
        'en-US':
          'Yes. In Brazil, subscribers can pay for the plan by card in up to 12 installments. Installments are an option of their card, not credit from Fluxa.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda o assinante paga, e em qual a minha empresa liquida?',
        'en-US': 'Which currency do subscribers pay in, and which do I settle in?',
      },
      answer: {
        'pt-BR':
          'O assinante paga em reais (BRL), por PIX ou cartão. A sua empresa liquida em USD, EUR, CNY ou BRL, em stablecoin (USDT, USDC) ou em BTC.',
        'en-US':
          'Subscribers pay in reais (BRL), by PIX or card. Your company settles in USD, EUR, CNY or BRL, in stablecoin (USDT, USDC) or in BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'Em quanto tempo uma renovação paga é liquidada?',
        'en-US': 'How fast does a paid renewal settle?',
      },
      answer: {
        'pt-BR':
          'A renovação paga é liquidada em segundos, e as cobranças do dia chegam processadas em D+1 para a conciliação da sua receita recorrente.',
        'en-US':
          'A paid renewal settles in seconds, and the day’s charges come back processed on D+1 for your recurring-revenue reconciliation.',
      },
    },
    {
      question: {
        'pt-BR': 'O que o assinante vê quando paga por PIX?',
        'en-US': 'What do subscribers see when they pay by PIX?',
      },
      answer: {
        'pt-BR': 'Um QR Code para ler no app do banco, ou o código PIX Copia e Cola, com o valor do ciclo em reais.',
        'en-US':
          'A QR code to scan in their banking app, or the PIX copy-and-paste code, with the cycle’s amount in reais.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode usar a Fluxa para cobrar assinaturas?',
        'en-US': 'Who can use Fluxa to bill subscriptions?',
      },
      answer: {
        'pt-BR':
          'Empresas verificadas, com documentação válida, que passaram pela verificação KYC/AML. A Fluxa não atende pessoas físicas.',
        'en-US':
          'Verified businesses with valid documentation that have passed KYC/AML checks. Fluxa does not serve individuals.',
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
