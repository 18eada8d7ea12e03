import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const spei = {
  meta: {
    title: {
      'pt-BR': 'Receba com SPEI no México, em MXN | Fluxa',
      'en-US': 'Accept SPEI Payments in Mexico, in MXN | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite transferências SPEI de clientes no México com confirmação em tempo real, processamento D+1 e liquidação em MXN, USD, EUR ou stablecoins.',
      'en-US':
        'Accept SPEI transfers from customers in Mexico with real-time confirmation, D+1 processing and settlement in MXN, USD, EUR or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transferências bancárias no México, em MXN',
    'en-US': 'Bank transfers in Mexico, in MXN',
  },
  hero: {
    title: {
      'pt-BR': 'SPEI: receba de clientes mexicanos em tempo real',
      'en-US': 'SPEI: get paid by Mexican customers in real time',
    },
    subtitle: {
      'pt-BR':
        'A transferência bancária que empresas e consumidores no México já usam, integrada ao seu checkout e às suas cobranças, com liquidação em MXN ou na moeda da sua empresa.',
      'en-US':
        'The bank transfer Mexican businesses and consumers already use, built into your checkout and your invoices, settled in MXN or your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que oferecer SPEI com a Fluxa',
      'en-US': 'Why offer SPEI with Fluxa',
    },
    cards: [
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Tempo real',
          'en-US': 'Real time',
        },
        body: {
          'pt-BR': 'Transferências SPEI são confirmadas em segundos, e o pedido é liberado sem esperar compensação.',
          'en-US': 'SPEI transfers are confirmed in seconds, so orders are released without waiting for clearing.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Direto da conta bancária',
          'en-US': 'Straight from the bank account',
        },
        body: {
          'pt-BR':
            'O cliente paga pelo próprio banco, sem precisar de cartão, o que amplia o público que consegue comprar de você.',
          'en-US':
            'Customers pay from their own bank, no card needed, which widens the audience that can buy from you.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Em MXN ou em outra moeda',
          'en-US': 'In MXN or another currency',
        },
        body: {
          'pt-BR': 'Mantenha o saldo em MXN ou converta para USD, EUR, CNY, BRL ou stablecoins.',
          'en-US': 'Keep your funds in MXN or convert them into USD, EUR, CNY, BRL or stablecoins.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Payouts por SPEI',
          'en-US': 'Payouts by SPEI',
        },
        body: {
          'pt-BR': 'Pague sellers, parceiros e fornecedores no México pelo mesmo trilho.',
          'en-US': 'Pay sellers, partners and suppliers in Mexico over the same rail.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Conciliação por transação',
          'en-US': 'Reconciliation per transaction',
        },
        body: {
          'pt-BR': 'Cada transferência chega identificada e é processada em D+1, pronta para o contas a receber.',
          'en-US': 'Every transfer arrives identified and is processed on D+1, ready for accounts receivable.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Transferências SPEI monitoradas',
          'en-US': 'SPEI transfers watched',
        },
        body: {
          'pt-BR': 'Transferências SPEI acompanhadas por monitoramento antifraude 24/7 e verificação KYC/AML.',
          'en-US': 'SPEI transfers watched by 24/7 fraud monitoring and KYC/AML checks.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma transferência SPEI chega à sua empresa',
      'en-US': 'How a SPEI transfer reaches your company',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O cliente transfere do banco dele para a conta indicada no checkout.',
          'en-US': 'Your customer transfers from their bank to the account shown at checkout.',
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
      'pt-BR': 'Fale com a gente sobre SPEI',
      'en-US': 'Talk to us about SPEI',
    },
    hint: {
      'pt-BR': 'Conte onde você quer aceitar SPEI e em qual moeda quer liquidar.',
      'en-US': 'Tell us where you want to accept SPEI and which currency you settle in.',
    },
  },
} satisfies LandingRecordInput
