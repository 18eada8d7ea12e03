import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const mediaAds = {
  meta: {
    title: {
      'pt-BR': 'Faturas de mídia pagas por SWIFT e SEPA | Fluxa',
      'en-US': 'Media and Ad Invoices Paid over SWIFT and SEPA | Fluxa',
    },
    description: {
      'pt-BR':
        'Anunciantes e agências pagam as faturas de mídia da sua empresa em USD por SWIFT ou em EUR por SEPA, e a Fluxa liquida na moeda que você escolher.',
      'en-US':
        'Advertisers and agencies pay your media invoices in USD over SWIFT or in EUR over SEPA, and Fluxa settles them in the currency you choose.',
    },
  },
  menu: {
    'pt-BR': 'Faturas em USD ou EUR, por SWIFT e SEPA',
    'en-US': 'Invoices in USD or EUR over SWIFT and SEPA',
  },
  hero: {
    title: {
      'pt-BR': 'Cobre as faturas de mídia em dólar ou em euro',
      'en-US': 'Collect your media invoices in dollars or euros',
    },
    subtitle: {
      'pt-BR':
        'Para veículos, redes de anúncios e agências: cada campanha vira uma fatura que o anunciante paga pelo trilho bancário internacional que já usa.',
      'en-US':
        'For media owners, ad networks and agencies: each campaign becomes an invoice your advertiser pays over the international bank rail they already use.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cada campanha faturada e paga pelo trilho certo',
      'en-US': 'Every campaign invoiced and paid over the right rail',
    },
    cards: [
      {
        icon: 'DollarSign',
        title: {
          'pt-BR': 'Faturas em USD pelo SWIFT',
          'en-US': 'USD invoices over SWIFT',
        },
        body: {
          'pt-BR': 'Anunciantes e agências que compram mídia em dólar quitam a fatura por transferência SWIFT.',
          'en-US': 'Advertisers and agencies that buy media in dollars pay the invoice by SWIFT transfer.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'Faturas em EUR pelo SEPA',
          'en-US': 'EUR invoices over SEPA',
        },
        body: {
          'pt-BR': 'Quem compra mídia em euro paga a fatura por SEPA, o trilho de pagamentos em euro da Europa.',
          'en-US': 'Advertisers buying in euros pay the invoice over SEPA, Europe’s euro payment rail.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Uma fatura por campanha ou inserção',
          'en-US': 'One invoice per campaign or IO',
        },
        body: {
          'pt-BR':
            'Cada campanha tem a sua fatura, e o pagamento traz a referência dela para conferir com o pedido de inserção.',
          'en-US':
            'Each campaign gets its own invoice, and the payment carries its reference, ready to match with the insertion order.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Verba liquidada na moeda da empresa',
          'en-US': 'Ad spend settled in your currency',
        },
        body: {
          'pt-BR': 'Liquide o que os anunciantes pagaram em USD, EUR ou CNY, ou em stablecoin (USDT, USDC).',
          'en-US': 'Settle what advertisers paid in USD, EUR or CNY, or in stablecoin (USDT, USDC).',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Fatura em euro, custo em dólar',
          'en-US': 'Billed in euros, costs in dollars',
        },
        body: {
          'pt-BR':
            'Quando a fatura e os custos da campanha estão em moedas diferentes, a mesa de câmbio da Fluxa converte entre USD, EUR e CNY.',
          'en-US':
            'When a campaign is billed in one currency and costs you in another, Fluxa’s FX desk converts between USD, EUR and CNY.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Anunciante conversa só com você',
          'en-US': 'Your advertisers hear from you, not us',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com os seus anunciantes: lembretes e conversas sobre faturas ficam com a sua empresa.',
          'en-US': 'Fluxa never contacts your advertisers: reminders and invoice conversations stay with your company.',
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
          'pt-BR': 'O anunciante ou a agência paga em USD por SWIFT ou em EUR por SEPA, com a referência da fatura.',
          'en-US':
            'The advertiser or agency pays in USD over SWIFT or in EUR over SEPA, quoting the invoice reference.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A verba é processada e liquidada',
          'en-US': 'The spend is processed and settled',
        },
        body: {
          'pt-BR':
            'Cada pagamento é processado em D+1 e liquidado na moeda da sua empresa; se a escolha for USDT ou USDC, a liquidação sai em segundos.',
          'en-US':
            'Each payment is processed on D+1 and settled in your company’s currency; when that is USDT or USDC, it settles in seconds.',
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
        'pt-BR': 'Em quais moedas os anunciantes podem pagar as faturas?',
        'en-US': 'Which currencies can advertisers pay invoices in?',
      },
      answer: {
        'pt-BR': 'Em USD, por SWIFT, ou em EUR, por SEPA.',
        'en-US': 'In USD over SWIFT, or in EUR over SEPA.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda a minha empresa liquida o que recebeu?',
        'en-US': 'Which currency does my company settle in?',
      },
      answer: {
        'pt-BR':
          'Em USD, EUR ou CNY, em stablecoin (USDT, USDC) ou em BTC, conforme a moeda em que a sua empresa opera.',
        'en-US': 'In USD, EUR or CNY, in stablecoin (USDT, USDC) or in BTC, whichever your company runs on.',
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
        'pt-BR': 'Posso pagar veículos e publishers em outros países?',
        'en-US': 'Can I pay media owners and publishers in other countries?',
      },
      answer: {
        'pt-BR': 'Sim. A Fluxa faz pagamentos para mais de 50 países, pelos trilhos SWIFT, SEPA e CIPS.',
        'en-US': 'Yes. Fluxa pays out to over 50 countries, over the SWIFT, SEPA and CIPS rails.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode usar a Fluxa para cobrar faturas de mídia?',
        'en-US': 'Who can use Fluxa to collect media invoices?',
      },
      answer: {
        'pt-BR':
          'Empresas de mídia e publicidade verificadas, com documentação válida, depois da verificação KYC/AML. A Fluxa atende apenas empresas.',
        'en-US':
          'Verified media and advertising businesses with valid documentation, once they pass KYC/AML checks. Fluxa serves businesses only.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar das suas faturas de mídia',
      'en-US': 'Let’s talk about your media invoices',
    },
    hint: {
      'pt-BR': 'Conte quem paga as suas faturas de mídia, em que moeda, e a quem a sua empresa paga depois.',
      'en-US': 'Tell us who pays your media invoices, in which currency, and who your company pays in turn.',
    },
  },
} satisfies IndustryRecordInput
