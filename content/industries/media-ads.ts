import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Faturas de mídia pagas por PIX e SPEI | Fluxa',
      'en-US': 'Media and Ad Invoices Paid by PIX and SPEI | Fluxa',
    },
    description: {
      'pt-BR':
        'Veículos, redes de anúncios e agências cobram anunciantes no Brasil por PIX e no México por SPEI, e pagam publishers em mais de 50 países.',
      'en-US':
        'Media owners, ad networks and agencies bill advertisers in Brazil by PIX and in Mexico by SPEI, and pay publishers in over 50 countries.',
    },
  },
  menu: {
    'pt-BR': 'Faturas de mídia pagas por PIX e SPEI',
    'en-US': 'Media invoices paid by PIX and SPEI',
  },
  hero: {
    title: {
      'pt-BR': 'Cobre as faturas de mídia dos anunciantes no Brasil e no México',
      'en-US': 'Collect media invoices from advertisers in Brazil and Mexico',
    },
    subtitle: {
      'pt-BR':
        'Você envia a fatura da campanha, e o anunciante paga por PIX no Brasil ou por SPEI no México. A sua empresa liquida em dólares, euros ou na moeda que escolher.',
      'en-US':
        'You send the campaign invoice, and the advertiser pays by PIX in Brazil or by SPEI in Mexico. Your company settles in dollars, euros or the currency it picks.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Fatura da campanha de mídia', 'en-US': 'Media campaign invoice' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o anunciante paga a campanha',
      'en-US': 'How advertisers pay for a campaign',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Anunciante no Brasil paga por PIX',
          'en-US': 'Advertisers in Brazil pay by PIX',
        },
        body: {
          'pt-BR': 'A fatura da campanha é paga por PIX, em reais, da conta da própria empresa anunciante.',
          'en-US':
            'The campaign invoice is paid by PIX, in Brazilian reais, from the advertiser’s own company account.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Agência no México paga por SPEI',
          'en-US': 'Agencies in Mexico pay by SPEI',
        },
        body: {
          'pt-BR': 'No México, a agência ou o anunciante paga a fatura por SPEI, em pesos mexicanos.',
          'en-US': 'In Mexico, the agency or advertiser pays the invoice by SPEI, in Mexican pesos.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Faturado em reais, mídia em dólares',
          'en-US': 'Billed in reais, media bought in dollars',
        },
        body: {
          'pt-BR':
            'Quando a campanha é faturada em reais e a mídia é comprada em dólares, a mesa de câmbio da Fluxa converte uma moeda na outra.',
          'en-US':
            'When a campaign is billed in Brazilian reais and the media is bought in dollars, Fluxa’s FX desk converts one into the other.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma fatura de mídia é paga',
      'en-US': 'How a media invoice gets paid',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O anunciante paga a fatura da campanha',
          'en-US': 'The advertiser pays the campaign invoice',
        },
        body: {
          'pt-BR':
            'Você envia a fatura, e a cobrança de faturas da Fluxa recebe o pagamento: por PIX, em reais, no Brasil; por SPEI, em pesos mexicanos, no México.',
          'en-US':
            'You send the invoice, and Fluxa’s invoice collection takes the payment: by PIX, in Brazilian reais, in Brazil; by SPEI, in Mexican pesos, in Mexico.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A verba é liquidada na sua moeda',
          'en-US': 'The spend settles in your currency',
        },
        body: {
          'pt-BR':
            'O que os anunciantes pagaram em reais e pesos mexicanos é liquidado em USD, EUR, CNY, BRL, MXN ou stablecoin, como a sua empresa escolher.',
          'en-US':
            'What advertisers paid in Brazilian reais and Mexican pesos settles in USD, EUR, CNY, BRL, MXN or a stablecoin, as your company chooses.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Veículos e parceiros pagos no exterior',
          'en-US': 'Media owners and partners paid abroad',
        },
        body: {
          'pt-BR':
            'Com a verba liquidada, a sua empresa paga veículos, publishers e redes em mais de 50 países, por SWIFT, SEPA ou CIPS.',
          'en-US':
            'With the spend settled, your company pays media owners, publishers and networks in over 50 countries over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Por onde o anunciante paga a fatura?',
        'en-US': 'How does an advertiser pay the invoice?',
      },
      answer: {
        'pt-BR':
          'Pelo método local: PIX no Brasil, SPEI no México. SWIFT, SEPA e CIPS são os trilhos dos pagamentos que a sua empresa faz, como aos publishers.',
        'en-US':
          'By the local method: PIX in Brazil, SPEI in Mexico. SWIFT, SEPA and CIPS carry the payments your company makes, such as to publishers.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem envia a fatura ao anunciante?',
        'en-US': 'Who sends the invoice to the advertiser?',
      },
      answer: {
        'pt-BR':
          'A sua empresa. Você envia a fatura da campanha, e a cobrança de faturas da Fluxa recebe o pagamento por PIX ou SPEI.',
        'en-US':
          'Your company does. You send the campaign invoice, and Fluxa’s invoice collection takes the payment by PIX or SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa adianta o valor de faturas em aberto?',
        'en-US': 'Will Fluxa advance the value of unpaid invoices?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede crédito, empréstimos nem adiantamentos: ela liquida apenas o que os anunciantes já pagaram.',
        'en-US': 'No. Fluxa grants no credit, loans or advances: it settles only what advertisers have already paid.',
      },
    },
    {
      question: {
        'pt-BR': 'Uma agência pode pagar a fatura pelo anunciante?',
        'en-US': 'Can an agency pay the invoice for its advertiser?',
      },
      answer: {
        'pt-BR':
          'Sim. Quem paga é a empresa que recebeu a fatura, anunciante ou agência, pelo método do país dela: PIX no Brasil, SPEI no México.',
        'en-US':
          'Yes. The invoice is paid by the company it was sent to, advertiser or agency, by its country’s method: PIX in Brazil, SPEI in Mexico.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar das suas faturas de mídia',
      'en-US': 'Let’s talk about your media invoices',
    },
    hint: {
      'pt-BR': 'Conte quem paga as suas faturas de mídia, de que país, e a quem a sua empresa paga depois.',
      'en-US': 'Tell us who pays your media invoices, from which country, and who your company pays in turn.',
    },
  },
} satisfies IndustryRecordInput
