import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const brazil = {
  meta: {
    title: {
      'pt-BR': 'Venda no Brasil com PIX e cartões em até 12x | Fluxa',
      'en-US': 'Sell into Brazil with PIX and Installment Cards | Fluxa',
    },
    description: {
      'pt-BR':
        'No Brasil, o cliente paga com PIX ou no cartão em até 12x, em BRL. A Fluxa recebe e liquida para a sua empresa em reais, USD, EUR, CNY, MXN ou stablecoin.',
      'en-US':
        'In Brazil, customers pay by PIX or by card in up to 12 installments, in BRL. Fluxa collects and settles to you in BRL, USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'PIX e cartões em até 12x, em BRL',
    'en-US': 'PIX and cards in up to 12 installments, in BRL',
  },
  hero: {
    title: {
      'pt-BR': 'No Brasil, o seu cliente paga com PIX ou parcela em até 12x',
      'en-US': 'In Brazil, your customers pay by PIX or in up to 12 installments',
    },
    subtitle: {
      'pt-BR':
        'Dois métodos, uma moeda: a Fluxa recebe em BRL e liquida para a sua empresa em reais ou na moeda da sua matriz.',
      'en-US':
        'Two methods, one currency: Fluxa collects in BRL and settles to your business in BRL or your head office’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a sua empresa encontra no Brasil',
      'en-US': 'What your business finds in Brazil',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX para quem paga direto da conta',
          'en-US': 'PIX for paying straight from the bank',
        },
        body: {
          'pt-BR': 'Com PIX, o cliente paga pelo app do banco, com QR code ou PIX Copia e Cola, sem usar cartão.',
          'en-US':
            'With PIX, customers pay in their bank app with a QR code or a copy-and-paste code, no card involved.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Cartão para quem prefere parcelar',
          'en-US': 'Cards for those who pay in installments',
        },
        body: {
          'pt-BR':
            'Quem quer dividir a compra paga no cartão, de 1x a 12x, e quem não quer paga à vista no mesmo checkout.',
          'en-US':
            'Customers who want to spread the cost pay by card in 1 to 12 installments; the rest pay in full at the same checkout.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Reais para pagar as contas no Brasil',
          'en-US': 'BRL to pay your bills in Brazil',
        },
        body: {
          'pt-BR': 'BRL também é moeda de liquidação: mantenha em reais o que a sua operação gasta no Brasil.',
          'en-US': 'BRL is a settlement currency too: keep in BRL what your operation spends in Brazil.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Vendas no Brasil na moeda da matriz',
          'en-US': 'Brazil sales in your home currency',
        },
        body: {
          'pt-BR': 'O que não ficar em reais, a mesa de câmbio da Fluxa converte para USD, EUR, CNY ou MXN.',
          'en-US': 'Whatever you do not keep in BRL, Fluxa’s FX desk converts into USD, EUR, CNY or MXN.',
        },
      },
      {
        icon: 'ShoppingBag',
        title: {
          'pt-BR': 'Da loja online à assinatura',
          'en-US': 'From online stores to subscriptions',
        },
        body: {
          'pt-BR': 'Loja virtual, curso, assinatura ou game: PIX e cartão parcelado cobrem a venda em BRL.',
          'en-US':
            'An online store, a course, a subscription or a game: PIX and installment cards cover the sale in BRL.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Só empresas, nunca entre pessoas',
          'en-US': 'Businesses only, never person to person',
        },
        body: {
          'pt-BR':
            'A Fluxa atende apenas empresas verificadas, com documentação válida, e não permite transferências entre pessoas físicas.',
          'en-US':
            'Fluxa serves verified businesses with valid documentation only, and does not allow transfers between individuals.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como o Brasil paga e como a sua empresa liquida',
      'en-US': 'How Brazil pays, and how your business settles',
    },
    steps: [
      {
        title: {
          'pt-BR': 'PIX ou parcelado, o cliente escolhe',
          'en-US': 'PIX or installments, the buyer decides',
        },
        body: {
          'pt-BR': 'No checkout, o cliente decide: PIX pelo app do banco ou cartão, à vista ou em até 12x.',
          'en-US':
            'At checkout, the customer decides: PIX in their bank app, or a card, in full or in up to 12 installments.',
        },
      },
      {
        title: {
          'pt-BR': 'Tudo entra em BRL para a sua empresa',
          'en-US': 'Everything comes in as BRL',
        },
        body: {
          'pt-BR':
            'Por PIX ou no cartão, o recebimento é em BRL. Você decide quanto fica em reais e quanto vai para outra moeda ou para stablecoin.',
          'en-US':
            'By PIX or by card, you collect in BRL. You decide how much stays in BRL and how much moves to another currency or a stablecoin.',
        },
      },
      {
        title: {
          'pt-BR': 'PIX e cartão no mesmo calendário',
          'en-US': 'PIX and cards on one schedule',
        },
        body: {
          'pt-BR':
            'Seja PIX ou cartão, a liquidação na moeda escolhida leva segundos e o processamento é D+1: a sua conciliação trata os dois métodos do mesmo jeito.',
          'en-US':
            'PIX or card, settlement in the currency you chose takes seconds and processing is D+1, so your reconciliation treats both methods the same way.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos de pagamento a Fluxa oferece no Brasil?',
        'en-US': 'Which payment methods does Fluxa offer in Brazil?',
      },
      answer: {
        'pt-BR': 'PIX, por QR code ou PIX Copia e Cola, e cartões, à vista ou em até 12x. Os dois recebem em BRL.',
        'en-US':
          'PIX, by QR code or copy-and-paste code, and cards, paid in full or in up to 12 installments. Both collect in BRL.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa financia o parcelamento?',
        'en-US': 'Does Fluxa finance the installments?',
      },
      answer: {
        'pt-BR': 'Não. As parcelas correm no cartão do cliente, e a Fluxa não concede empréstimos.',
        'en-US': 'No. Installments run on the customer’s own card, and Fluxa never lends.',
      },
    },
    {
      question: {
        'pt-BR': 'Preciso liquidar em reais?',
        'en-US': 'Do I have to settle in BRL?',
      },
      answer: {
        'pt-BR': 'Não. Você pode liquidar em BRL, USD, EUR, CNY ou MXN, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US': 'No. You can settle in BRL, USD, EUR, CNY or MXN, in a stablecoin (USDT or USDC), or in BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem a Fluxa atende no Brasil: a minha empresa ou os meus clientes?',
        'en-US': 'Who does Fluxa serve in Brazil: my business or my customers?',
      },
      answer: {
        'pt-BR':
          'A sua empresa, depois da verificação KYC/AML. Quem paga é o seu cliente, mas a única contraparte da Fluxa é você.',
        'en-US':
          'Your business, once it passes KYC/AML checks. Your customers pay, but Fluxa’s only counterparty is you.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com os meus clientes no Brasil?',
        'en-US': 'Will Fluxa contact my customers in Brazil?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa nunca entra em contato com os seus clientes; dúvidas sobre uma compra são com a sua empresa.',
        'en-US': 'No. Fluxa never contacts your customers; questions about a purchase go to your business.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre vender no Brasil',
      'en-US': 'Let’s talk about selling in Brazil',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende no Brasil e se quer aceitar PIX, cartão ou os dois.',
      'en-US': 'Tell us what you sell in Brazil and whether you want PIX, cards or both.',
    },
  },
} satisfies LandingRecordInput
