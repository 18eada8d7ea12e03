import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const transfiya = {
  meta: {
    title: {
      'pt-BR': 'Receba com Transfiya na Colômbia | Fluxa',
      'en-US': 'Accept Transfiya Payments in Colombia | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite pagamentos instantâneos por Transfiya de clientes na Colômbia e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins, com processamento D+1.',
      'en-US':
        'Accept instant Transfiya payments from customers in Colombia and settle in USD, EUR, CNY, BRL, MXN or stablecoins, with D+1 processing.',
    },
  },
  menu: {
    'pt-BR': 'Transferências pelo celular na Colômbia',
    'en-US': 'Transfers by mobile phone in Colombia',
  },
  hero: {
    title: {
      'pt-BR': 'Transfiya: pagamentos instantâneos de clientes na Colômbia',
      'en-US': 'Transfiya: instant payments from customers in Colombia',
    },
    subtitle: {
      'pt-BR':
        'Receba de clientes colombianos pela transferência instantânea que eles já fazem pelo celular e liquide na moeda da sua empresa.',
      'en-US':
        'Get paid by Colombian customers through the instant transfer they already make from their phones, and settle in your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que oferecer Transfiya com a Fluxa',
      'en-US': 'Why offer Transfiya with Fluxa',
    },
    cards: [
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Pagamento instantâneo',
          'en-US': 'Instant payment',
        },
        body: {
          'pt-BR': 'O cliente transfere a partir do próprio banco e a confirmação chega em segundos.',
          'en-US': 'Customers send the transfer from their own bank and confirmation arrives in seconds.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Sem cartão',
          'en-US': 'No card needed',
        },
        body: {
          'pt-BR': 'Uma opção para quem prefere pagar direto da conta, pelo celular, sem cartão.',
          'en-US':
            'An option for customers who would rather pay straight from their account, on their phone, without a card.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Da Colômbia para a moeda da empresa',
          'en-US': 'From Colombia into your company’s currency',
        },
        body: {
          'pt-BR': 'Converta o que recebeu em moeda local para USD, EUR, CNY, BRL, MXN ou stablecoins.',
          'en-US': 'Convert what you collect in local currency into USD, EUR, CNY, BRL, MXN or stablecoins.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'De cliente para empresa',
          'en-US': 'Customer to business only',
        },
        body: {
          'pt-BR':
            'Com a Fluxa, o Transfiya serve para pagar a sua empresa. Transferências entre pessoas físicas não são permitidas na plataforma.',
          'en-US':
            'With Fluxa, Transfiya is used to pay your business. Transfers between individuals are not allowed on the platform.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'Transfiya conciliado em D+1',
          'en-US': 'Transfiya reconciled on D+1',
        },
        body: {
          'pt-BR': 'Recebimentos processados em D+1, cada um identificado para a conciliação.',
          'en-US': 'Receipts are processed on D+1, each one identified for reconciliation.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Pelo número de celular',
          'en-US': 'To a mobile number',
        },
        body: {
          'pt-BR':
            'O cliente envia o pagamento para um número de celular, sem dados bancários ou de cartão para digitar.',
          'en-US': 'The customer sends the payment to a mobile number, with no bank or card details to type in.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um pagamento Transfiya chega à sua empresa',
      'en-US': 'How a Transfiya payment reaches your company',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O cliente envia o valor pelo celular, para um número, do app do banco dele.',
          'en-US': 'Your customer sends the payment from their banking app on the phone, to a phone number.',
        },
      },
      {
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
      'pt-BR': 'Fale com a gente sobre transfiya',
      'en-US': 'Talk to us about transfiya',
    },
    hint: {
      'pt-BR': 'Conte onde você quer aceitar transfiya e em qual moeda quer liquidar.',
      'en-US': 'Tell us where you want to accept transfiya and which currency you settle in.',
    },
  },
} satisfies LandingRecordInput
