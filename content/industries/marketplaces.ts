import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para marketplaces e seus vendedores | Fluxa',
      'en-US': 'Marketplace Pay-In and Seller Payouts | Fluxa',
    },
    description: {
      'pt-BR':
        'Seu marketplace recebe dos compradores por PIX, cartão em até 12x e SPEI e paga os vendedores em mais de 50 países, em moeda fiduciária ou stablecoin.',
      'en-US':
        'Your marketplace collects from buyers by PIX, cards in up to 12 installments and SPEI, and pays sellers in over 50 countries, in fiat or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Receba dos compradores e pague os vendedores',
    'en-US': 'Collect from buyers, pay your sellers',
  },
  hero: {
    title: {
      'pt-BR': 'Receba dos compradores e pague a parte de cada vendedor',
      'en-US': 'Collect from buyers and pay each seller their share',
    },
    subtitle: {
      'pt-BR':
        'O comprador paga o marketplace por PIX ou cartão no Brasil e por SPEI no México, e a plataforma paga os vendedores em moeda fiduciária ou em stablecoin.',
      'en-US':
        'Buyers pay your marketplace by PIX or card in Brazil and by SPEI in Mexico, and the platform pays its sellers in fiat or in stablecoins.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Entre o comprador, a plataforma e o vendedor',
      'en-US': 'Between buyer, platform and seller',
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
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'A comissão fica, o resto é do vendedor',
          'en-US': 'Your commission stays, the rest goes out',
        },
        body: {
          'pt-BR': 'O marketplace recebe o pedido inteiro, fica com a comissão dele e paga ao vendedor o restante.',
          'en-US': 'Your marketplace collects the whole order, keeps its commission and pays the seller the rest.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Cada vendedor pago na moeda dele',
          'en-US': 'Each seller paid in their currency',
        },
        body: {
          'pt-BR': 'A parte do vendedor no Brasil sai em reais; a do vendedor no México, em pesos mexicanos.',
          'en-US': 'A seller in Brazil gets their share in Brazilian reais; a seller in Mexico, in Mexican pesos.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Vendedor que prefere stablecoin',
          'en-US': 'Sellers who prefer stablecoins',
        },
        body: {
          'pt-BR': 'Quem vende e trabalha com stablecoin recebe a parte dele em USDT ou USDC, pelo trilho cripto.',
          'en-US': 'Sellers who work in stablecoins get their share in USDT or USDC, over the crypto rail.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Vendedores fora da América Latina',
          'en-US': 'Sellers outside Latin America',
        },
        body: {
          'pt-BR': 'Vendedores em mais de 50 países recebem da plataforma pelos trilhos SWIFT, SEPA ou CIPS.',
          'en-US': 'Sellers in over 50 countries are paid by the platform over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do pedido do comprador ao repasse do vendedor',
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
            'No Brasil, por PIX ou no cartão em até 12x; no México, por SPEI. Quem recebe o pagamento é o marketplace, não o vendedor.',
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
            'O pedido é liquidado para a plataforma em USD, EUR, CNY, BRL, MXN ou stablecoin antes de a parte do vendedor sair.',
          'en-US':
            'The order settles to the platform in USD, EUR, CNY, BRL, MXN or a stablecoin before the seller’s share goes out.',
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
            'A plataforma paga cada vendedor: em moeda fiduciária por SWIFT, SEPA ou CIPS, ou em USDT e USDC pelo trilho cripto.',
          'en-US':
            'The platform pays each seller: in fiat over SWIFT, SEPA or CIPS, or in USDT and USDC over the crypto rail.',
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
          'Em moeda fiduciária, como reais ou pesos mexicanos, por SWIFT, SEPA ou CIPS, ou em stablecoin (USDT, USDC), pelo trilho cripto, em mais de 50 países.',
        'en-US':
          'In fiat, such as Brazilian reais or Mexican pesos, over SWIFT, SEPA or CIPS, or in a stablecoin (USDT, USDC) over the crypto rail, in over 50 countries.',
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
        'pt-BR': 'Só no Brasil, no cartão de 1 a 12 parcelas. No México, o comprador paga por SPEI.',
        'en-US': 'Only in Brazil, by card in 1 to 12 installments. In Mexico, buyers pay by SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar o vendedor numa moeda diferente da do pedido?',
        'en-US': 'Can I pay a seller in a different currency from the order’s?',
      },
      answer: {
        'pt-BR':
          'Sim. A mesa de câmbio da Fluxa converte entre dólares, euros, yuans, reais e pesos mexicanos: um pedido pago em reais pode virar o repasse de um vendedor em euros.',
        'en-US':
          'Yes. Fluxa’s FX desk converts between dollars, euros, yuan, Brazilian reais and Mexican pesos: an order paid in reais can become a seller’s payout in euros.',
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
