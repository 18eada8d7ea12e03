import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const pix = {
  meta: {
    title: {
      'pt-BR': 'Receba com PIX no Brasil e liquide na sua moeda | Fluxa',
      'en-US': 'Accept PIX in Brazil and Settle in Your Currency | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite PIX de clientes no Brasil com confirmação em segundos e processamento D+1, e liquide em BRL, USD, EUR, CNY, MXN ou stablecoins com a Fluxa.',
      'en-US':
        'Accept PIX from customers in Brazil with confirmation in seconds and D+1 processing, and settle in BRL, USD, EUR, CNY, MXN or stablecoins with Fluxa.',
    },
  },
  menu: {
    'pt-BR': 'O pagamento instantâneo do Brasil, em BRL',
    'en-US': "Brazil's instant payment, in BRL",
  },
  hero: {
    title: {
      'pt-BR': 'PIX para empresas que vendem no Brasil de qualquer lugar do mundo',
      'en-US': 'PIX for companies selling into Brazil from anywhere in the world',
    },
    subtitle: {
      'pt-BR':
        'Aceite o pagamento instantâneo que o brasileiro usa no dia a dia, com confirmação em segundos e liquidação em BRL ou na moeda da sua empresa.',
      'en-US':
        'Accept the instant payment Brazilians use every day, with confirmation in seconds and settlement in BRL or your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que oferecer PIX com a Fluxa',
      'en-US': 'Why offer PIX with Fluxa',
    },
    cards: [
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Confirmação em segundos',
          'en-US': 'Confirmed in seconds',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado assim que o cliente autoriza no app do banco, e o pedido pode ser liberado na hora.',
          'en-US':
            'The payment is confirmed as soon as the customer approves it in their banking app, so the order can be released right away.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'QR code e Copia e Cola',
          'en-US': 'QR code or copy-and-paste code',
        },
        body: {
          'pt-BR': 'Mostre o QR code no checkout ou envie o código PIX Copia e Cola pelo seu canal de vendas.',
          'en-US': 'Show the QR code at checkout or share the PIX copy-and-paste code through your own sales channel.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Recebe em BRL, liquida na moeda escolhida',
          'en-US': 'Collect in BRL, settle in the currency you choose',
        },
        body: {
          'pt-BR': 'Receba em BRL e liquide em BRL, USD, EUR, CNY ou MXN, ou em USDT, USDC e BTC.',
          'en-US': 'Collect in BRL and settle in BRL, USD, EUR, CNY or MXN, or in USDT, USDC and BTC.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'PIX conciliado em D+1',
          'en-US': 'PIX reconciled on D+1',
        },
        body: {
          'pt-BR': 'Recebimentos PIX processados em D+1, com cada transação identificada para a conciliação.',
          'en-US': 'PIX receipts are processed on D+1, with every transaction identified for reconciliation.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Payouts por PIX',
          'en-US': 'Payouts by PIX',
        },
        body: {
          'pt-BR': 'Use o mesmo método para pagar sellers, parceiros e fornecedores no Brasil.',
          'en-US': 'Use the same method to pay sellers, partners and suppliers in Brazil.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Do Brasil para mais de 50 países',
          'en-US': 'From Brazil to over 50 countries',
        },
        body: {
          'pt-BR': 'Receba em BRL por PIX e envie o valor pelos trilhos SWIFT, SEPA ou CIPS para mais de 50 países.',
          'en-US': 'Collect BRL by PIX and send the funds over SWIFT, SEPA or CIPS to over 50 countries.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um pagamento PIX chega à sua empresa',
      'en-US': 'How a PIX payment reaches your company',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O cliente lê o QR code ou cola o código Copia e Cola no app do banco e confirma.',
          'en-US':
            'Your customer scans the QR code or pastes the Copia e Cola code into their banking app and confirms.',
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
      'pt-BR': 'Fale com a gente sobre PIX',
      'en-US': 'Talk to us about PIX',
    },
    hint: {
      'pt-BR': 'Conte onde você quer aceitar PIX e em qual moeda quer liquidar.',
      'en-US': 'Tell us where you want to accept PIX and which currency you settle in.',
    },
  },
} satisfies LandingRecordInput
