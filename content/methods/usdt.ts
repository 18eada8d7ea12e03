import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const usdt = {
  meta: {
    title: {
      'pt-BR': 'Receba e liquide em USDT | Fluxa',
      'en-US': 'Accept and Settle in USDT | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite USDT de clientes na América Latina e liquide em stablecoin ou em USD, EUR, CNY, BRL e MXN, com liquidação em segundos, a qualquer hora.',
      'en-US':
        'Accept USDT from customers across Latin America and settle in stablecoin or in USD, EUR, CNY, BRL and MXN, with settlement in seconds, at any hour.',
    },
  },
  menu: {
    'pt-BR': 'Stablecoin dólar, recebida 24/7',
    'en-US': 'The dollar stablecoin, received 24/7',
  },
  hero: {
    title: {
      'pt-BR': 'USDT: valor em dólar que liquida em segundos, a qualquer hora',
      'en-US': 'USDT: dollar value that settles in seconds, at any hour',
    },
    subtitle: {
      'pt-BR':
        'Receba em USDT, converta recebimentos locais em stablecoin ou saia para moeda fiduciária, com liquidação em segundos, inclusive em fins de semana e feriados.',
      'en-US':
        'Accept USDT, convert local receipts into stablecoin or cash out to fiat, with settlement in seconds, weekends and holidays included.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que receber em USDT com a Fluxa',
      'en-US': 'Why get paid in USDT with Fluxa',
    },
    cards: [
      {
        icon: 'Clock',
        title: {
          'pt-BR': 'Sem janela bancária',
          'en-US': 'No banking hours',
        },
        body: {
          'pt-BR': 'Operações em USDT liquidam em segundos, 24/7, sem esperar o banco abrir.',
          'en-US': 'USDT transactions settle in seconds, 24/7, without waiting for banks to open.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT no checkout',
          'en-US': 'USDT at checkout',
        },
        body: {
          'pt-BR':
            'Ofereça USDT a clientes que já guardam valor em stablecoin, no Brasil, no México, na Argentina e na Colômbia.',
          'en-US':
            'Offer USDT to customers who already hold value in stablecoin, in Brazil, Mexico, Argentina and Colombia.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Recebimentos locais em stablecoin',
          'en-US': 'Local receipts into stablecoin',
        },
        body: {
          'pt-BR': 'Receba por PIX, SPEI ou Transfiya e converta em USDT, USDC ou BTC.',
          'en-US': 'Collect by PIX, SPEI or Transfiya and convert into USDT, USDC or BTC.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Saída para moeda fiduciária',
          'en-US': 'Cash out to fiat',
        },
        body: {
          'pt-BR': 'Converta USDT em USD, EUR, CNY, BRL ou MXN quando precisar pagar custos em moeda tradicional.',
          'en-US':
            'Convert USDT into USD, EUR, CNY, BRL or MXN whenever you need to pay costs in traditional currency.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'O mesmo compliance',
          'en-US': 'The same compliance',
        },
        body: {
          'pt-BR':
            'Operações em stablecoin passam pela mesma verificação KYC/AML e pelo mesmo monitoramento 24/7 dos pagamentos em moeda fiduciária.',
          'en-US': 'Stablecoin transactions go through the same KYC/AML checks and 24/7 monitoring as fiat payments.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'USDT a qualquer hora',
          'en-US': 'USDT at any hour',
        },
        body: {
          'pt-BR': 'Recebimentos em USDT liquidados em segundos, a qualquer hora, inclusive fins de semana.',
          'en-US': 'USDT collections settled in seconds, around the clock, weekends included.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um pagamento em USDT chega à sua empresa',
      'en-US': 'How a USDT payment reaches your company',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O cliente envia USDT para o endereço de depósito, na rede indicada.',
          'en-US': 'Your customer sends USDT to the deposit address, on the network shown.',
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
      'pt-BR': 'Fale com a gente sobre USDT',
      'en-US': 'Talk to us about USDT',
    },
    hint: {
      'pt-BR': 'Conte onde você quer aceitar USDT e em qual moeda quer liquidar.',
      'en-US': 'Tell us where you want to accept USDT and which currency you settle in.',
    },
  },
} satisfies LandingRecordInput
