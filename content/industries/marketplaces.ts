import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const marketplaces = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para marketplaces e seus vendedores | Fluxa',
      'en-US': 'Marketplace Pay-In and Seller Payouts | Fluxa',
    },
    description: {
      'pt-BR':
        'Seu marketplace recebe dos compradores com PIX, cartão em até 12x e SPEI e paga os vendedores por PIX no Brasil, SPEI no México ou em USDT.',
      'en-US':
        'Your marketplace collects from buyers by PIX, cards in up to 12 installments and SPEI, and pays sellers by PIX in Brazil, SPEI in Mexico or in USDT.',
    },
  },
  menu: {
    'pt-BR': 'Compradores pagam e vendedores recebem: PIX, SPEI, USDT',
    'en-US': 'Buyer pay-ins and seller payouts: PIX, SPEI, USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Receba dos compradores e pague cada vendedor no mesmo fluxo',
      'en-US': 'Collect from buyers and pay every seller in one flow',
    },
    subtitle: {
      'pt-BR':
        'O comprador paga o marketplace pelo método do país dele, e a plataforma paga os vendedores por PIX no Brasil, por SPEI no México ou em USDT.',
      'en-US':
        'Buyers pay your marketplace with their country’s own method, and the platform pays sellers by PIX in Brazil, by SPEI in Mexico or in USDT.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Tudo o que passa entre comprador, plataforma e vendedor',
      'en-US': 'Everything that moves between buyer, platform and seller',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Pedido grande dividido em até 12x',
          'en-US': 'Big orders in up to 12 installments',
        },
        body: {
          'pt-BR':
            'No Brasil, o comprador divide a compra no cartão de 1 a 12 parcelas, do jeito que já está acostumado.',
          'en-US': 'In Brazil, buyers split a purchase into 1 to 12 card installments, the way they are used to.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX ou SPEI direto da conta do comprador',
          'en-US': 'PIX or SPEI from the buyer’s bank',
        },
        body: {
          'pt-BR':
            'Quem compra do Brasil paga por PIX e quem compra do México paga por SPEI, pelo app do próprio banco.',
          'en-US': 'Buyers in Brazil pay by PIX and buyers in Mexico pay by SPEI, from their own banking app.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Vendedor pago na conta local',
          'en-US': 'Sellers paid into a local account',
        },
        body: {
          'pt-BR':
            'O vendedor no Brasil recebe por PIX, em reais. O vendedor no México recebe por SPEI, em pesos mexicanos.',
          'en-US': 'Sellers in Brazil get paid by PIX, in reais. Sellers in Mexico get paid by SPEI, in Mexican pesos.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Vendedor que prefere USDT recebe em USDT',
          'en-US': 'Sellers who want USDT get USDT',
        },
        body: {
          'pt-BR': 'Para o vendedor que trabalha com stablecoin, o pagamento da plataforma sai em USDT.',
          'en-US': 'For sellers who work in stablecoins, the platform’s payout goes out in USDT.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Vendedores fora da América Latina',
          'en-US': 'Sellers outside Latin America',
        },
        body: {
          'pt-BR':
            'Vendedores e fornecedores em mais de 50 países recebem da plataforma pelos trilhos SWIFT, SEPA ou CIPS.',
          'en-US': 'Sellers and suppliers in over 50 countries are paid by the platform over SWIFT, SEPA or CIPS.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Quem paga o vendedor é o marketplace',
          'en-US': 'Buyers pay you, you pay sellers',
        },
        body: {
          'pt-BR':
            'Não há transferência entre pessoas físicas: o dinheiro sempre passa pelo marketplace, e a Fluxa só tem empresas como contraparte.',
          'en-US':
            'There are no transfers between individuals: money always goes through the marketplace, and Fluxa only deals with businesses.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do pedido do comprador ao pagamento do vendedor',
      'en-US': 'From the buyer’s order to the seller’s payout',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O comprador paga a plataforma',
          'en-US': 'The buyer pays the platform',
        },
        body: {
          'pt-BR':
            'No Brasil, com PIX ou cartão em até 12x; no México, com SPEI. Quem recebe o pagamento é o marketplace, não o vendedor.',
          'en-US':
            'In Brazil, by PIX or card in up to 12 installments; in Mexico, by SPEI. The payment goes to the marketplace, not to the seller.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O marketplace liquida o pedido',
          'en-US': 'The marketplace settles the order',
        },
        body: {
          'pt-BR':
            'O valor de cada pedido é liquidado em segundos e processado em D+1, na moeda que o marketplace escolheu para tocar a operação e pagar os vendedores.',
          'en-US':
            'Each order settles in seconds and is processed on D+1, in the currency the marketplace chose to run its business and pay its sellers.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Cada vendedor recebe a parte dele',
          'en-US': 'Each seller gets their share',
        },
        body: {
          'pt-BR':
            'A plataforma paga cada vendedor pelo caminho dele: PIX no Brasil, SPEI no México, USDT para quem prefere stablecoin, ou SWIFT, SEPA e CIPS fora da região.',
          'en-US':
            'The platform pays each seller their way: PIX in Brazil, SPEI in Mexico, USDT for stablecoin users, or SWIFT, SEPA and CIPS outside the region.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Como os vendedores do meu marketplace podem receber?',
        'en-US': 'How can my marketplace’s sellers get paid?',
      },
      answer: {
        'pt-BR':
          'Por PIX no Brasil, por SPEI no México ou em USDT. Vendedores de outros países recebem pelos trilhos SWIFT, SEPA ou CIPS.',
        'en-US':
          'By PIX in Brazil, by SPEI in Mexico or in USDT. Sellers in other countries are paid over SWIFT, SEPA or CIPS.',
      },
    },
    {
      question: {
        'pt-BR': 'O comprador pode pagar o vendedor direto pela Fluxa?',
        'en-US': 'Can a buyer pay a seller directly through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Não. Transferências entre pessoas físicas são proibidas: o comprador paga o marketplace, e o marketplace paga o vendedor.',
        'en-US':
          'No. Transfers between individuals are banned: the buyer pays the marketplace, and the marketplace pays the seller.',
      },
    },
    {
      question: {
        'pt-BR': 'Em quais países o comprador pode parcelar?',
        'en-US': 'Where can buyers pay in installments?',
      },
      answer: {
        'pt-BR': 'Só no Brasil, no cartão de 1 a 12 parcelas. No México, o comprador paga com SPEI.',
        'en-US': 'Only in Brazil, by card in 1 to 12 installments. In Mexico, buyers pay by SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moedas o marketplace pode liquidar?',
        'en-US': 'Which currencies can the marketplace settle in?',
      },
      answer: {
        'pt-BR':
          'Em USD, EUR, CNY, BRL ou MXN, ou em stablecoin (USDT, USDC). Também é possível liquidar em BTC, um ativo cripto.',
        'en-US': 'USD, EUR, CNY, BRL or MXN, or a stablecoin (USDT, USDC). You can also settle in BTC, a crypto asset.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com compradores ou vendedores?',
        'en-US': 'Does Fluxa contact my buyers or sellers?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa se relaciona só com a sua empresa e nunca entra em contato com quem compra ou vende na sua plataforma.',
        'en-US':
          'No. Fluxa deals only with your company and never contacts the people who buy or sell on your platform.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre o seu marketplace',
      'en-US': 'Talk to us about your marketplace',
    },
    hint: {
      'pt-BR': 'Conte de onde são os compradores, onde estão os vendedores e como quer pagar cada um deles.',
      'en-US': 'Tell us where your buyers are, where your sellers are and how you want to pay them.',
    },
  },
} satisfies IndustryRecordInput
