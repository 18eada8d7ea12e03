import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const travel = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para turismo e viagens na América Latina | Fluxa',
      'en-US': 'Travel Payments for Latin American Customers | Fluxa',
    },
    description: {
      'pt-BR':
        'Venda passagens, hospedagem e pacotes a clientes latino-americanos com cartões em até 12x, PIX e SPEI, e liquide em USD, EUR ou na moeda que preferir.',
      'en-US':
        'Sell flights, stays and packages to Latin American travelers with cards in up to 12 installments, PIX and SPEI, and settle in USD, EUR or your preferred currency.',
    },
  },
  menu: {
    'pt-BR': 'Passagens e hospedagem em até 12x',
    'en-US': 'Flights and stays in up to 12 installments',
  },
  hero: {
    title: {
      'pt-BR': 'O viajante paga como prefere, e você recebe em dólar',
      'en-US': 'Travelers pay the way they like, and you get paid in dollars',
    },
    subtitle: {
      'pt-BR':
        'Cartões em até 12x e PIX para clientes brasileiros, SPEI para mexicanos, e liquidação em USD, EUR ou na moeda em que você paga hotéis e fornecedores.',
      'en-US':
        'Cards in up to 12 installments and PIX for Brazilian customers, SPEI for Mexican ones, and settlement in USD, EUR or whatever currency you pay hotels and suppliers in.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Venda viagens do jeito que o viajante prefere pagar',
      'en-US': 'Sell trips the way travelers prefer to pay',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Pacotes em até 12x',
          'en-US': 'Packages in up to 12 installments',
        },
        body: {
          'pt-BR': 'Viagem é compra planejada: no Brasil, o cliente divide passagens e pacotes no cartão em até 12x.',
          'en-US':
            'Travel is a planned purchase: in Brazil, customers spread flights and packages over up to 12 card installments.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Liquidação em USD e EUR',
          'en-US': 'USD and EUR settlement',
        },
        body: {
          'pt-BR':
            'Receba em moeda local e liquide em USD ou EUR, na mesma moeda em que seus custos de viagem são cobrados.',
          'en-US':
            'Collect in local currency and settle in USD or EUR, the same currency your travel costs are billed in.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Fornecedores no exterior',
          'en-US': 'Suppliers abroad',
        },
        body: {
          'pt-BR': 'Pague hotéis, operadoras e parceiros em mais de 50 países por SWIFT, SEPA ou CIPS.',
          'en-US': 'Pay hotels, tour operators and partners in over 50 countries by SWIFT, SEPA or CIPS.',
        },
      },
      {
        icon: 'CalendarCheck',
        title: {
          'pt-BR': 'Reserva confirmada na hora',
          'en-US': 'Bookings confirmed instantly',
        },
        body: {
          'pt-BR':
            'Com PIX e SPEI, o pagamento é confirmado em segundos e a reserva não fica esperando compensação bancária.',
          'en-US': 'With PIX and SPEI, payment is confirmed in seconds, so bookings never wait on bank clearing.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX e SPEI para reservas',
          'en-US': 'PIX and SPEI for bookings',
        },
        body: {
          'pt-BR': 'Viajantes do Brasil e do México pagam por PIX ou SPEI, com confirmação em segundos.',
          'en-US': 'Travelers in Brazil and Mexico pay by PIX or SPEI, confirmed in seconds.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Reservas de valor alto verificadas',
          'en-US': 'High-value bookings checked',
        },
        body: {
          'pt-BR': 'Reservas de valor alto acompanhadas por monitoramento antifraude 24/7 e verificação KYC/AML.',
          'en-US': 'High-value bookings watched by 24/7 fraud monitoring and KYC/AML checks.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma viagem é paga',
      'en-US': 'How a trip gets paid for',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O viajante paga passagem e hospedagem no cartão em até 12x, ou à vista com PIX.',
          'en-US': 'Travelers pay for flights and stays by card in up to 12 installments, or at once by PIX.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Segundos e D+1',
          'en-US': 'Seconds and D+1',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre turismo',
      'en-US': 'Talk to us about travel',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
