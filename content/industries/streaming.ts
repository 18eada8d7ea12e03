import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para streaming com assinantes no Brasil | Fluxa',
      'en-US': 'Streaming Payments from Subscribers in Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Plataformas de streaming recebem de assinantes no Brasil no cartão, com o plano anual em até 12x, ou no PIX, e liquidam em dólares ou em outra moeda.',
      'en-US':
        'Streaming platforms get paid by subscribers in Brazil by card, with annual plans in up to 12 installments, or PIX, and settle in dollars or another.',
    },
  },
  menu: {
    'pt-BR': 'Planos no cartão ou no PIX, liquidados em dólares',
    'en-US': 'Plans paid by card or PIX, settled in dollars',
  },
  hero: {
    title: {
      'pt-BR': 'Streaming vendido no Brasil, do plano anual ao aluguel de estreia',
      'en-US': 'Streaming sold in Brazil, from annual plans to new-release rentals',
    },
    subtitle: {
      'pt-BR':
        'O assinante paga em reais, no cartão ou no PIX, e a sua plataforma liquida em dólares para pagar estúdios e distribuidoras.',
      'en-US':
        'Subscribers pay in Brazilian reais, by card or PIX, and your platform settles in dollars to pay studios and distributors.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Plano de streaming', 'en-US': 'Streaming plan' },
    note: { 'pt-BR': 'Cartão ou PIX', 'en-US': 'Card or PIX' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Para serviços de vídeo, música e eventos ao vivo',
      'en-US': 'For video, music and live-event services',
    },
    cards: [
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'Um ano de streaming em até 12x',
          'en-US': 'A full year in up to 12 installments',
        },
        body: {
          'pt-BR': 'No Brasil, o assinante leva o plano anual e divide o valor no cartão de 1 a 12 parcelas.',
          'en-US': 'In Brazil, subscribers take the annual plan and split it into 1 to 12 card installments.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Aluguel e pay-per-view no PIX',
          'en-US': 'Rentals and pay-per-view by PIX',
        },
        body: {
          'pt-BR': 'Filme alugado, show ou jogo ao vivo: o espectador paga a compra avulsa por PIX, pelo app do banco.',
          'en-US':
            'A rental, a concert or a live match: viewers pay for one-off purchases by PIX, from their banking app.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Cada contrato de conteúdo na sua moeda',
          'en-US': 'Each content deal in its own currency',
        },
        body: {
          'pt-BR':
            'A mesa de câmbio da Fluxa converte os reais recebidos em dólares, euros ou yuans, conforme a moeda de cada contrato.',
          'en-US':
            'Fluxa’s FX desk turns the reais you collected into dollars, euros or yuan, to match the currency of each deal.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do play do assinante ao pagamento do estúdio',
      'en-US': 'From the subscriber’s play button to the studio’s payment',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O espectador paga para assistir',
          'en-US': 'The viewer pays to watch',
        },
        body: {
          'pt-BR':
            'No Brasil, o assinante paga o plano no cartão, o anual em até 12x, ou no PIX. Compras avulsas também saem no PIX.',
          'en-US':
            'In Brazil, subscribers pay for the plan by card, the annual one in up to 12 installments, or by PIX. One-off purchases go through PIX too.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Reais liquidados em dólares',
          'en-US': 'Reais settled in dollars',
        },
        body: {
          'pt-BR':
            'Planos e compras avulsas pagos em reais são liquidados em dólares, ou na moeda que a plataforma preferir, stablecoin inclusive.',
          'en-US':
            'Plans and one-off purchases paid in Brazilian reais settle in dollars, or in whichever currency the platform prefers, stablecoins included.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Estúdios e distribuidoras recebem',
          'en-US': 'Studios and distributors get paid',
        },
        body: {
          'pt-BR':
            'A plataforma paga estúdios, distribuidoras e detentores de direitos em mais de 50 países, pelos trilhos SWIFT, SEPA ou CIPS.',
          'en-US':
            'The platform pays studios, distributors and rights holders in over 50 countries, over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O assinante pode parcelar o plano anual?',
        'en-US': 'Can subscribers pay for an annual plan in installments?',
      },
      answer: {
        'pt-BR':
          'Sim, no cartão de 1 a 12 parcelas, para assinantes no Brasil. Planos e compras avulsas também podem ser pagos por PIX.',
        'en-US':
          'Yes, by card in up to 12 installments, for subscribers in Brazil. Plans and one-off purchases can also be paid by PIX.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso receber em dólares o que o assinante paga em reais?',
        'en-US': 'Can I get paid in dollars for what subscribers pay in reais?',
      },
      answer: {
        'pt-BR':
          'Sim. A plataforma liquida em USD, EUR, CNY, BRL ou MXN, ou em stablecoin (USDT, USDC), e o assinante paga sempre em reais.',
        'en-US':
          'Yes. Your platform settles in USD, EUR, CNY, BRL or MXN, or in a stablecoin (USDT, USDC), and subscribers always pay in Brazilian reais.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso vender aluguel e pay-per-view sem assinatura?',
        'en-US': 'Can I sell rentals and pay-per-view without a plan?',
      },
      answer: {
        'pt-BR':
          'Sim. Cada aluguel, show ou jogo ao vivo é uma compra avulsa, que o espectador paga por PIX ou no cartão, em reais.',
        'en-US':
          'Yes. Each rental, concert or live match is a one-off purchase that viewers pay by PIX or card, in Brazilian reais.',
      },
    },
    {
      question: {
        'pt-BR': 'O assinante precisa de cartão para assinar?',
        'en-US': 'Do subscribers need a card to sign up?',
      },
      answer: {
        'pt-BR': 'Não. Ele pode pagar o plano por PIX, pelo app do banco, em reais.',
        'en-US': 'No. They can pay for the plan by PIX from their banking app, in Brazilian reais.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar da sua plataforma de streaming',
      'en-US': 'Let’s talk about your streaming platform',
    },
    hint: {
      'pt-BR':
        'Conte o que você vende (planos, aluguéis, eventos), como o assinante paga hoje e em que moeda quer liquidar.',
      'en-US':
        'Tell us what you sell (plans, rentals, events), how subscribers pay today and where you want to settle.',
    },
  },
} satisfies IndustryRecordInput
