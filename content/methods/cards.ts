import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const cards = {
  meta: {
    title: {
      'pt-BR': 'Cartões parcelados em até 12x no Brasil | Fluxa',
      'en-US': 'Card Payments in Up to 12 Installments in Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite cartões de clientes no Brasil com parcelamento de 1 a 12 vezes, processamento D+1 e liquidação em BRL, USD, EUR, CNY, MXN ou stablecoins.',
      'en-US':
        'Accept cards from customers in Brazil with 1 to 12 installments, D+1 processing and settlement in BRL, USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Cartões no Brasil, de 1x a 12x',
    'en-US': 'Cards in Brazil, from 1 to 12 installments',
  },
  hero: {
    title: {
      'pt-BR': 'Parcelamento em até 12x, do jeito que o brasileiro compra',
      'en-US': 'Up to 12 installments, the way Brazilians like to buy',
    },
    subtitle: {
      'pt-BR':
        'Aceite cartões no Brasil com pagamento à vista ou em até 12 parcelas, processamento D+1 e liquidação na moeda da sua empresa.',
      'en-US':
        'Accept cards in Brazil paid in full or in up to 12 installments, with D+1 processing and settlement in your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que oferecer cartões parcelados com a Fluxa',
      'en-US': 'Why offer installment cards with Fluxa',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'De 1 a 12 parcelas',
          'en-US': 'From 1 to 12 installments',
        },
        body: {
          'pt-BR': 'Você define as opções de parcelamento no checkout, do pagamento à vista até 12x.',
          'en-US': 'You choose the installment options shown at checkout, from a single payment up to 12 installments.',
        },
      },
      {
        icon: 'ShoppingBag',
        title: {
          'pt-BR': 'Compras de ticket maior',
          'en-US': 'Bigger baskets',
        },
        body: {
          'pt-BR':
            'Parcelar é hábito no Brasil: dividir o valor ajuda o cliente a fechar compras que não caberiam em um pagamento só.',
          'en-US':
            'Paying in installments is a habit in Brazil: splitting the amount helps customers commit to purchases they would not make in one payment.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'Vendas no cartão conciliadas em D+1',
          'en-US': 'Card sales reconciled on D+1',
        },
        body: {
          'pt-BR': 'Transações de cartão processadas em D+1, com cada transação identificada para a conciliação.',
          'en-US': 'Card transactions are processed on D+1, each one identified for reconciliation.',
        },
      },
      {
        icon: 'Info',
        title: {
          'pt-BR': 'O parcelamento não é crédito da Fluxa',
          'en-US': 'Installments are not Fluxa credit',
        },
        body: {
          'pt-BR':
            'As parcelas correm no cartão do próprio cliente. A Fluxa não concede crédito nem empréstimos a ninguém.',
          'en-US': 'Installments run on the customer’s own card. Fluxa does not extend credit or lend to anyone.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Antifraude em cada transação',
          'en-US': 'Fraud checks on every transaction',
        },
        body: {
          'pt-BR': 'Monitoramento antifraude 24/7 nas transações de cartão, para reduzir fraudes e contestações.',
          'en-US': '24/7 fraud monitoring on card transactions, to cut fraud and chargebacks.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Vendas em BRL, liquidação em USD ou EUR',
          'en-US': 'Sales in BRL, settled in USD or EUR',
        },
        body: {
          'pt-BR': 'Vendas no cartão em BRL liquidadas em USD, EUR, CNY, MXN ou stablecoins.',
          'en-US': 'Card sales in BRL settled in USD, EUR, CNY, MXN or stablecoins.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma venda parcelada chega à sua empresa',
      'en-US': 'How an installment sale reaches your company',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O cliente paga com cartão e escolhe de 1x a 12x no checkout.',
          'en-US': 'Your customer pays by card and picks 1 to 12 installments at checkout.',
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
      'pt-BR': 'Fale com a gente sobre cartões parcelados',
      'en-US': 'Talk to us about cards in installments',
    },
    hint: {
      'pt-BR': 'Conte onde você quer aceitar cartões parcelados e em qual moeda quer liquidar.',
      'en-US': 'Tell us where you want to accept cards in installments and which currency you settle in.',
    },
  },
} satisfies LandingRecordInput
