import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const cryptoExchanges = {
  meta: {
    title: {
      'pt-BR': 'On/off ramp em moeda local para exchanges cripto | Fluxa',
      'en-US': 'Local-Currency On/Off Ramp for Crypto Exchanges | Fluxa',
    },
    description: {
      'pt-BR':
        'Depósitos em BRL e MXN por PIX e SPEI convertidos em USDT, USDC ou BTC, e saques de volta em moeda local, para exchanges que atuam na América Latina.',
      'en-US':
        'BRL and MXN deposits by PIX and SPEI converted into USDT, USDC or BTC, and withdrawals back to local currency, for exchanges operating in Latin America.',
    },
  },
  menu: {
    'pt-BR': 'Entrada e saída entre moeda local e cripto',
    'en-US': 'On and off ramps between local currency and crypto',
  },
  hero: {
    title: {
      'pt-BR': 'Rampas de entrada e saída em moeda local para a sua exchange',
      'en-US': 'Local-currency on-ramps and off-ramps for your exchange',
    },
    subtitle: {
      'pt-BR':
        'Seus usuários depositam por PIX e SPEI, você recebe em USDT, USDC ou BTC, e os saques voltam em moeda local, com liquidação em segundos e monitoramento 24/7.',
      'en-US':
        'Your users deposit by PIX and SPEI, you receive USDT, USDC or BTC, and withdrawals go back out in local currency, with settlement in seconds and 24/7 monitoring.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Entrada e saída de cripto com os métodos locais',
      'en-US': 'Crypto in and out with local methods',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Depósitos em moeda local',
          'en-US': 'Local-currency deposits',
        },
        body: {
          'pt-BR':
            'PIX no Brasil, SPEI no México e Transfiya na Colômbia para os usuários da sua exchange depositarem.',
          'en-US': 'PIX in Brazil, SPEI in Mexico and Transfiya in Colombia for your exchange’s users to deposit.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'Conversão para cripto',
          'en-US': 'Conversion into crypto',
        },
        body: {
          'pt-BR': 'Converta os depósitos em USDT, USDC ou BTC e mantenha a liquidez onde a sua operação precisa.',
          'en-US': 'Convert deposits into USDT, USDC or BTC and keep liquidity where your operation needs it.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Saques em moeda local',
          'en-US': 'Local-currency withdrawals',
        },
        body: {
          'pt-BR': 'Pague os saques dos seus usuários em BRL por PIX e em MXN por SPEI.',
          'en-US': 'Pay out your users’ withdrawals in BRL by PIX and in MXN by SPEI.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'AML em cada operação',
          'en-US': 'AML on every transaction',
        },
        body: {
          'pt-BR':
            'Verificação KYC/AML da exchange e monitoramento 24/7 das transações; transferências entre pessoas físicas não são permitidas na plataforma.',
          'en-US':
            'KYC/AML verification of the exchange and 24/7 transaction monitoring; transfers between individuals are not allowed on the platform.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Conversões entre moeda local e cripto',
          'en-US': 'Conversions between local currency and crypto',
        },
        body: {
          'pt-BR': 'Conversões entre moeda local e USDT, USDC ou BTC liquidadas em segundos.',
          'en-US': 'Conversions between local currency and USDT, USDC or BTC settled in seconds.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Só empresas como contraparte',
          'en-US': 'Only businesses as counterparties',
        },
        body: {
          'pt-BR':
            'A exchange é a nossa cliente: não fazemos transferências entre pessoas nem contatamos os usuários finais.',
          'en-US': 'The exchange is our client: we make no transfers between individuals and never contact end users.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como o dinheiro entra e sai da sua exchange',
      'en-US': 'How money moves into and out of your exchange',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O usuário deposita BRL ou MXN com PIX ou SPEI e compra USDT, USDC ou BTC.',
          'en-US': 'Users deposit BRL or MXN by PIX or SPEI and buy USDT, USDC or BTC.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR': 'Na venda, o valor volta para a conta dele em moeda local.',
          'en-US': 'When they sell, the funds go back to their account in local currency.',
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
      'pt-BR': 'Fale com a gente sobre exchanges cripto',
      'en-US': 'Talk to us about crypto exchanges',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
