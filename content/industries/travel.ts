import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para turismo: viagem em até 12x ou no PIX | Fluxa',
      'en-US': 'Travel Payments: Trips in Up to 12 Installments | Fluxa',
    },
    description: {
      'pt-BR':
        'Agências e plataformas de viagem recebem de clientes no Brasil no cartão em até 12x ou no PIX e pagam hotéis e operadoras em mais de 50 países.',
      'en-US':
        'Travel agencies and booking sites get paid by customers in Brazil by card in up to 12 installments or PIX, and pay hotels and operators in 50+ countries.',
    },
  },
  menu: {
    'pt-BR': 'Viagens no cartão em até 12x ou no PIX',
    'en-US': 'Trips by card in up to 12 installments or PIX',
  },
  hero: {
    title: {
      'pt-BR': 'Do pacote vendido no Brasil ao hotel pago lá fora',
      'en-US': 'From the package sold in Brazil to the hotel paid abroad',
    },
    subtitle: {
      'pt-BR':
        'O viajante paga em reais, no cartão ou no PIX, e a sua empresa paga cada parceiro do roteiro em dólares, euros ou yuans.',
      'en-US':
        'Travelers pay in Brazilian reais, by card or PIX, and your company pays every partner on the itinerary in dollars, euros or yuan.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Passagem e hospedagem', 'en-US': 'Flight and hotel' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o viajante paga e como você paga a viagem',
      'en-US': 'How travelers pay you, and how you pay for the trip',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Viagem dividida em até 12x',
          'en-US': 'Trips split into up to 12 installments',
        },
        body: {
          'pt-BR':
            'Passagem, hotel e pacote entram no cartão de 1 a 12 parcelas, como o viajante brasileiro costuma planejar.',
          'en-US':
            'Flights, hotels and packages go on a card in 1 to 12 installments, the way Brazilian travelers tend to plan.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Reserva paga à vista no PIX',
          'en-US': 'Bookings paid in full by PIX',
        },
        body: {
          'pt-BR': 'Quem prefere não parcelar paga a passagem ou a diária por PIX, pelo app do banco.',
          'en-US':
            'Travelers who would rather not split the cost pay for the flight or the room by PIX, from their banking app.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Um pacote, um fornecedor por moeda',
          'en-US': 'One package, a currency per supplier',
        },
        body: {
          'pt-BR':
            'A mesa de câmbio da Fluxa converte a venda em reais para pagar o hotel em euros, o receptivo em dólares e a operadora em yuans.',
          'en-US':
            'Fluxa’s FX desk turns one sale in reais into euros for the hotel, dollars for the ground handler and yuan for the operator.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma viagem vendida no Brasil é paga',
      'en-US': 'How a trip sold in Brazil gets paid for',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O viajante fecha o pacote',
          'en-US': 'The traveler books the package',
        },
        body: {
          'pt-BR': 'No Brasil, o cliente paga a viagem no cartão em até 12x ou à vista no PIX, sempre em reais.',
          'en-US':
            'In Brazil, customers pay for the trip by card in up to 12 installments or in full by PIX, always in Brazilian reais.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Liquidada na moeda dos parceiros',
          'en-US': 'Settled in your partners’ currency',
        },
        body: {
          'pt-BR':
            'A reserva é liquidada em reais ou já na moeda em que a agência paga os parceiros: dólares, euros ou yuans.',
          'en-US':
            'The booking settles in Brazilian reais, or straight into the currency you pay partners in: dollars, euros or yuan.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Hotel e operadora recebem lá fora',
          'en-US': 'Hotels and operators get paid abroad',
        },
        body: {
          'pt-BR':
            'A sua empresa paga hotéis, receptivos e operadoras em mais de 50 países, pelos trilhos SWIFT, SEPA ou CIPS.',
          'en-US':
            'Your company pays hotels, ground handlers and tour operators in over 50 countries, over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quantas vezes o viajante pode parcelar a viagem?',
        'en-US': 'How many installments can travelers split a trip into?',
      },
      answer: {
        'pt-BR':
          'De 1 a 12 parcelas no cartão. O parcelamento é para clientes no Brasil, que também podem pagar à vista por PIX.',
        'en-US':
          'From 1 to 12 card installments. Installments are for customers in Brazil, who can also pay in full by PIX.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso cobrar o viajante em dólares?',
        'en-US': 'Can I charge travelers in dollars?',
      },
      answer: {
        'pt-BR':
          'O viajante no Brasil paga em reais, no cartão ou no PIX. Os dólares ficam para a liquidação: a agência pode receber a venda já convertida.',
        'en-US':
          'Travelers in Brazil pay in Brazilian reais, by card or PIX. The dollars come at settlement: your agency can get the sale already converted.',
      },
    },
    {
      question: {
        'pt-BR': 'Consigo pagar hotéis e operadoras no exterior?',
        'en-US': 'Can I pay hotels and tour operators abroad?',
      },
      answer: {
        'pt-BR':
          'Sim. A Fluxa faz pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS, em dólares, euros ou yuans.',
        'en-US': 'Yes. Fluxa makes payments to over 50 countries over SWIFT, SEPA and CIPS, in dollars, euros or yuan.',
      },
    },
    {
      question: {
        'pt-BR': 'O hotel cobra em euros e a operadora em dólares. Como pago cada um?',
        'en-US': 'The hotel bills in euros, the operator in dollars. How do I pay each?',
      },
      answer: {
        'pt-BR':
          'A mesa de câmbio da Fluxa converte os reais de uma venda para cada moeda de que a agência precisa, e cada parceiro é pago na sua.',
        'en-US':
          'Fluxa’s FX desk converts the Brazilian reais from a sale into each currency your agency needs, and each partner is paid in its own.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre as suas vendas de viagem',
      'en-US': 'Talk to us about selling travel',
    },
    hint: {
      'pt-BR':
        'Conte o que vende (passagens, hotéis, pacotes), como o cliente paga hoje e em que moedas paga fornecedores.',
      'en-US':
        'Tell us what you sell (flights, stays, packages), how customers pay today and what currencies suppliers use.',
    },
  },
} satisfies IndustryRecordInput
