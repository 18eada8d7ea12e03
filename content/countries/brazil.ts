import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Venda no Brasil com PIX e cartões em até 12x | Fluxa',
      'en-US': 'Sell into Brazil with PIX and Installment Cards | Fluxa',
    },
    description: {
      'pt-BR':
        'No Brasil, o cliente paga com PIX ou no cartão em até 12x, sempre em reais. A sua empresa fica com os reais ou liquida em USD, EUR, CNY, MXN ou stablecoin.',
      'en-US':
        'In Brazil, customers pay by PIX or by card in up to 12 installments, in Brazilian reais. Keep the reais or settle in USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'PIX e cartões em até 12x, em reais',
    'en-US': 'PIX and cards in up to 12 installments, in reais',
  },
  hero: {
    title: {
      'pt-BR': 'No Brasil, o seu cliente paga com PIX ou parcela em até 12x',
      'en-US': 'In Brazil, your customers pay by PIX or in up to 12 installments',
    },
    subtitle: {
      'pt-BR':
        'Dois métodos, uma moeda: o cliente paga em reais, e a sua empresa fica com os reais ou liquida na moeda da matriz.',
      'en-US':
        'Two methods, one currency: customers pay in Brazilian reais, and your business keeps the reais or settles in its head office’s currency.',
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
          'pt-BR': 'O cliente paga pelo app do banco, com QR code ou PIX Copia e Cola, sem usar cartão.',
          'en-US': 'Customers pay in their bank app with a QR code or a copy-and-paste code, no card involved.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Cartão para quem prefere parcelar',
          'en-US': 'Cards for those who pay in installments',
        },
        body: {
          'pt-BR': 'Quem quer dividir a compra paga no cartão em até 12x; quem não quer, paga à vista.',
          'en-US': 'Customers who want to spread the cost pay by card in up to 12 installments; the rest pay in full.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Os dois métodos na mesma venda',
          'en-US': 'Both methods for the same sale',
        },
        body: {
          'pt-BR': 'Pela Fluxa, a sua empresa aceita PIX e cartão no Brasil, e cada cliente escolhe como pagar.',
          'en-US':
            'Through Fluxa, your business accepts both PIX and cards in Brazil, and each customer picks how to pay.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Receita e custos na mesma moeda',
          'en-US': 'Revenue and costs in one currency',
        },
        body: {
          'pt-BR': 'Se a sua empresa gasta em reais no Brasil, liquide em reais e deixe o câmbio de fora.',
          'en-US': 'If your business spends reais in Brazil, settle in reais and leave currency exchange out of it.',
        },
      },
      {
        icon: 'ShoppingBag',
        title: {
          'pt-BR': 'Lojas, cursos, assinaturas e games',
          'en-US': 'Stores, courses, subscriptions and games',
        },
        body: {
          'pt-BR': 'Loja virtual, curso, assinatura ou game: cada um vende no Brasil por PIX e cartão parcelado.',
          'en-US':
            'An online store, a course, a subscription or a game: each can sell in Brazil by PIX and installment cards.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Faturas também, por PIX ou cartão',
          'en-US': 'Invoices too, by PIX or card',
        },
        body: {
          'pt-BR': 'Uma fatura enviada a um cliente no Brasil pode ser paga por PIX ou no cartão, em até 12x.',
          'en-US': 'An invoice sent to a customer in Brazil can be paid by PIX or by card, in up to 12 installments.',
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
          'pt-BR': 'Na hora de pagar, o cliente decide: PIX pelo app do banco ou cartão, à vista ou em até 12x.',
          'en-US':
            'At payment time, the customer decides: PIX in their bank app, or a card, in full or in up to 12 installments.',
        },
      },
      {
        title: {
          'pt-BR': 'A compra é sempre em reais',
          'en-US': 'Every purchase is in reais',
        },
        body: {
          'pt-BR': 'Por PIX ou no cartão, o cliente no Brasil paga em reais, sem câmbio do lado dele.',
          'en-US': 'By PIX or by card, customers in Brazil pay in Brazilian reais, with no exchange on their side.',
        },
      },
      {
        title: {
          'pt-BR': 'A sua empresa escolhe a moeda',
          'en-US': 'Your business picks the currency',
        },
        body: {
          'pt-BR': 'Você decide quanto fica em reais e quanto vai para USD, EUR, CNY, MXN ou stablecoin.',
          'en-US': 'You decide how much stays in reais and how much moves to USD, EUR, CNY, MXN or a stablecoin.',
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
        'pt-BR': 'PIX, por QR code ou PIX Copia e Cola, e cartões, à vista ou em até 12x. Os dois são pagos em reais.',
        'en-US':
          'PIX, by QR code or copy-and-paste code, and cards, paid in full or in up to 12 installments. Both are paid in Brazilian reais.',
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
        'pt-BR': 'O cliente no Brasil pode pagar em dólares?',
        'en-US': 'Can customers in Brazil pay in dollars?',
      },
      answer: {
        'pt-BR':
          'Não pela Fluxa: PIX e cartão são pagos em reais. Se a sua empresa quiser dólares, a conversão acontece na liquidação.',
        'en-US':
          'Not through Fluxa: PIX and cards are paid in Brazilian reais. If your business wants dollars, the conversion happens at settlement.',
      },
    },
    {
      question: {
        'pt-BR': 'Preciso liquidar em reais?',
        'en-US': 'Do I have to settle in reais?',
      },
      answer: {
        'pt-BR': 'Não. Você pode liquidar em BRL, USD, EUR, CNY ou MXN, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US': 'No. You can settle in BRL, USD, EUR, CNY or MXN, in a stablecoin (USDT or USDC), or in BTC.',
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
