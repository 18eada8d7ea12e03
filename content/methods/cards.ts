import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Cartões em até 12x para vender no Brasil | Fluxa',
      'en-US': 'Cards in Up to 12 Installments in Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite cartões de clientes no Brasil, à vista ou em até 12x. A venda é feita em reais, e você liquida em BRL, USD, EUR, CNY, MXN ou stablecoin.',
      'en-US':
        'Accept cards from customers in Brazil, paid in full or in up to 12 installments, in Brazilian reais. Settle in BRL, USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Cartões no Brasil, à vista ou em até 12x',
    'en-US': 'Cards in Brazil, in full or up to 12 installments',
  },
  hero: {
    title: {
      'pt-BR': 'Deixe o cliente no Brasil pagar em até 12x no cartão',
      'en-US': 'Let customers in Brazil pay by card in up to 12 installments',
    },
    subtitle: {
      'pt-BR':
        'À vista ou parcelada, a venda no cartão é feita em reais. A sua empresa fica com os reais ou liquida em dólares, euros, yuans ou stablecoin.',
      'en-US':
        'Paid in full or in installments, a card sale is made in Brazilian reais. Your business keeps the reais or settles in dollars, euros, yuan or a stablecoin.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Parcelado para o cliente, em reais para você',
      'en-US': 'Installments for the customer, reais for you',
    },
    cards: [
      {
        icon: 'CalendarCheck',
        title: {
          'pt-BR': 'À vista ou em até 12x, o cliente decide',
          'en-US': 'In full or in installments, they decide',
        },
        body: {
          'pt-BR': 'Na hora de pagar, ele passa a compra inteira no cartão ou divide em até 12x.',
          'en-US': 'At payment time, they put the whole purchase on their card or split it into up to 12 installments.',
        },
      },
      {
        icon: 'GraduationCap',
        title: {
          'pt-BR': 'Cursos, viagens e planos anuais',
          'en-US': 'Courses, trips and annual plans',
        },
        body: {
          'pt-BR': 'O parcelamento em até 12x serve a quem vende cursos, viagens e assinaturas anuais no Brasil.',
          'en-US': 'Up to 12 installments suit businesses that sell courses, trips and annual plans in Brazil.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Faturas pagas em parcelas',
          'en-US': 'Invoices paid in installments',
        },
        body: {
          'pt-BR': 'Uma fatura enviada pela sua empresa também pode ser paga no cartão, em até 12x.',
          'en-US': 'An invoice your business sends can also be paid by card, in up to 12 installments.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma venda parcelada chega à sua empresa',
      'en-US': 'How an installment sale reaches your business',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente escolhe as parcelas',
          'en-US': 'The customer picks the installments',
        },
        body: {
          'pt-BR': 'Ele informa o cartão, escolhe pagar à vista ou em até 12x e confirma a compra em reais.',
          'en-US':
            'They enter their card, choose to pay in full or in up to 12 installments, and confirm the purchase in Brazilian reais.',
        },
      },
      {
        title: {
          'pt-BR': 'A venda é da sua empresa, em reais',
          'en-US': 'Your business makes the sale in reais',
        },
        body: {
          'pt-BR': 'A venda é feita em reais para a sua empresa; as parcelas ficam entre o cliente e o cartão dele.',
          'en-US':
            'The sale is made in Brazilian reais to your business; the installments stay between the customer and their card.',
        },
      },
      {
        title: {
          'pt-BR': 'Liquidada na moeda que você definiu',
          'en-US': 'Settled in the currency you set',
        },
        body: {
          'pt-BR':
            'A Fluxa liquida as vendas no cartão em reais ou na moeda que a sua empresa escolheu: dólares, euros, yuans ou stablecoin.',
          'en-US':
            'Fluxa settles your card sales in Brazilian reais or in the currency your business chose: dollars, euros, yuan or a stablecoin.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quantas parcelas o cliente pode pagar?',
        'en-US': 'How many installments can a customer choose?',
      },
      answer: {
        'pt-BR': 'De 1 a 12: o cliente paga à vista ou parcela em até 12x no cartão.',
        'en-US': 'From 1 to 12: the customer pays in full or splits the amount into up to 12 card installments.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa financia as parcelas?',
        'en-US': 'Does Fluxa finance the installments?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa não concede empréstimos: as parcelas correm no cartão do cliente.',
        'en-US': 'No. Fluxa never lends: the installments run on the customer’s own card.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda é feita a venda parcelada?',
        'en-US': 'What currency is an installment sale made in?',
      },
      answer: {
        'pt-BR':
          'Em reais, à vista ou parcelada. Se a sua empresa quiser dólares, euros, yuans ou stablecoin, a conversão acontece na liquidação.',
        'en-US':
          'In Brazilian reais, whether paid in full or in installments. If your business wants dollars, euros, yuan or a stablecoin, the conversion happens at settlement.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso vender no cartão para clientes fora do Brasil?',
        'en-US': 'Can I take cards from customers outside Brazil?',
      },
      answer: {
        'pt-BR': 'Pela Fluxa, o cartão à vista ou em até 12x é um método do Brasil, para compras em reais.',
        'en-US':
          'Through Fluxa, cards (in full or in up to 12 installments) are a Brazilian method, for purchases in reais.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre vender em até 12x',
      'en-US': 'Let’s talk about selling in installments',
    },
    hint: {
      'pt-BR': 'Conte o que você vende no Brasil e em qual moeda quer liquidar as vendas no cartão.',
      'en-US': 'Tell us what you sell in Brazil and which currency your card sales should settle in.',
    },
  },
} satisfies LandingRecordInput
