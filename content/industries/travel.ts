import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const travel = {
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
        'Seu cliente paga a viagem em reais, do jeito que prefere, e a sua empresa liquida em USD, EUR, CNY ou BRL para pagar cada parceiro do roteiro.',
      'en-US':
        'Your customers pay for the trip in reais, the way they like, and your company settles in USD, EUR, CNY or BRL to pay every partner on the itinerary.',
    },
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
          'pt-BR': 'Quem prefere não parcelar paga a passagem ou a diária com PIX, pelo app do banco.',
          'en-US':
            'Travelers who would rather not split the cost pay for the flight or the room by PIX, from their banking app.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Câmbio na moeda de cada fornecedor',
          'en-US': 'FX in each supplier’s currency',
        },
        body: {
          'pt-BR':
            'A mesa de câmbio da Fluxa converte os reais recebidos para USD, EUR ou CNY, a moeda em que cada parceiro cobra.',
          'en-US':
            'Fluxa’s FX desk turns the reais you collected into USD, EUR or CNY, whichever currency each partner bills in.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Receita de viagem em stablecoin',
          'en-US': 'Travel revenue in stablecoins',
        },
        body: {
          'pt-BR':
            'Se a sua operação já trabalha com cripto, liquide as vendas em stablecoin (USDT, USDC) em vez de moeda fiduciária.',
          'en-US':
            'If your business already works in crypto, settle sales in a stablecoin (USDT, USDC) instead of fiat.',
        },
      },
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'Reserva cara passa pelo antifraude',
          'en-US': 'High-value bookings get fraud checks',
        },
        body: {
          'pt-BR':
            'Pacotes e passagens de valor alto entram no monitoramento antifraude da Fluxa, como toda transação da sua empresa.',
          'en-US':
            'Expensive packages and flights go through Fluxa’s fraud monitoring, like every transaction your business makes.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'O viajante só fala com a sua agência',
          'en-US': 'Travelers only hear from your agency',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com os seus clientes: reserva, remarcação e atendimento ficam com você.',
          'en-US': 'Fluxa never contacts your customers: bookings, changes and service stay with you.',
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
            'In Brazil, customers pay for the trip by card in up to 12 installments or in full by PIX, always in reais.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A reserva é liquidada na sua moeda',
          'en-US': 'The booking settles in your currency',
        },
        body: {
          'pt-BR':
            'O valor de cada reserva é liquidado em segundos e processado em D+1, já na moeda em que você paga hotéis e operadoras.',
          'en-US':
            'Each booking settles in seconds and is processed on D+1, already in the currency you pay hotels and tour operators in.',
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
          'De 1 a 12 parcelas no cartão. O parcelamento é para clientes no Brasil, que também podem pagar à vista com PIX.',
        'en-US':
          'From 1 to 12 card installments. Installments are for customers in Brazil, who can also pay in full by PIX.',
      },
    },
    {
      question: {
        'pt-BR': 'Consigo pagar hotéis e operadoras no exterior?',
        'en-US': 'Can I pay hotels and tour operators abroad?',
      },
      answer: {
        'pt-BR':
          'Sim. A Fluxa faz pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS, em USD, EUR ou CNY.',
        'en-US': 'Yes. Fluxa makes payments to over 50 countries over SWIFT, SEPA and CIPS, in USD, EUR or CNY.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda a minha empresa recebe as vendas de viagens?',
        'en-US': 'What currency does my company get its travel sales in?',
      },
      answer: {
        'pt-BR':
          'Na que você escolher entre USD, EUR, CNY, BRL e MXN, ou em stablecoin (USDT, USDC). O viajante paga sempre em reais.',
        'en-US':
          'Whichever you choose among USD, EUR, CNY, BRL and MXN, or a stablecoin (USDT, USDC). Travelers always pay in reais.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode usar a Fluxa para vender viagens?',
        'en-US': 'Who can use Fluxa to sell travel?',
      },
      answer: {
        'pt-BR':
          'Agências, operadoras, plataformas de reserva e outras empresas de turismo, verificadas por KYC/AML e com documentação válida. A Fluxa não atende pessoas físicas.',
        'en-US':
          'Agencies, tour operators, booking sites and other travel businesses, checked by KYC/AML and holding valid documentation. Fluxa does not serve individuals.',
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
