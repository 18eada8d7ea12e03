import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const marketplaces = {
  meta: {
    title: {
      'pt-BR': 'Pay-in e payout para marketplaces na América Latina | Fluxa',
      'en-US': 'Pay-In and Payout for Marketplaces in Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de compradores por PIX, SPEI e cartões e pague sellers no Brasil e no México por PIX, SPEI ou USDT, em uma única integração com a Fluxa.',
      'en-US':
        'Collect from buyers by PIX, SPEI and cards and pay sellers in Brazil and Mexico by PIX, SPEI or USDT, through a single Fluxa integration.',
    },
  },
  menu: {
    'pt-BR': 'Recebimento dos compradores, repasse aos vendedores',
    'en-US': 'Collect from buyers, pay out to sellers',
  },
  hero: {
    title: {
      'pt-BR': 'Receba dos compradores e pague os sellers pela mesma plataforma',
      'en-US': 'Collect from buyers and pay your sellers on one platform',
    },
    subtitle: {
      'pt-BR':
        'Pay-in com os métodos locais de cada país e payout para sellers por PIX, SPEI ou USDT, com cada recebimento e cada repasse identificados.',
      'en-US':
        'Pay-in with each country’s local methods and seller payouts by PIX, SPEI or USDT, with every collection and every payout identified.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Receba dos compradores e pague os vendedores num só fluxo',
      'en-US': 'Collect from buyers and pay sellers in one flow',
    },
    cards: [
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Pay-in local',
          'en-US': 'Local pay-in',
        },
        body: {
          'pt-BR':
            'PIX e cartões em até 12x no Brasil, SPEI no México e Transfiya na Colômbia no checkout do seu marketplace.',
          'en-US':
            'PIX and cards in up to 12 installments in Brazil, SPEI in Mexico and Transfiya in Colombia at your marketplace checkout.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Repasse aos sellers',
          'en-US': 'Seller payouts',
        },
        body: {
          'pt-BR':
            'Pague os sellers por PIX no Brasil, por SPEI no México ou em USDT, conforme a preferência de cada um.',
          'en-US': 'Pay sellers by PIX in Brazil, by SPEI in Mexico or in USDT, whichever each one prefers.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Sellers em outros países',
          'en-US': 'Sellers abroad',
        },
        body: {
          'pt-BR': 'Pague sellers e fornecedores em mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
          'en-US': 'Pay sellers and suppliers in over 50 countries over SWIFT, SEPA and CIPS.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Conciliação de ponta a ponta',
          'en-US': 'End-to-end reconciliation',
        },
        body: {
          'pt-BR':
            'Cada recebimento e cada repasse ficam identificados, para o financeiro fechar o mês sem planilha paralela.',
          'en-US':
            'Every collection and every payout is identified, so finance can close the month without side spreadsheets.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'Seus sellers, seu relacionamento',
          'en-US': 'Your sellers, your relationship',
        },
        body: {
          'pt-BR':
            'A Fluxa não entra em contato com compradores nem com sellers: o relacionamento com eles continua sendo da sua empresa.',
          'en-US': 'Fluxa never contacts your buyers or sellers: the relationship with them stays with your company.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Cada pagamento e cada repasse verificados',
          'en-US': 'Every payment and payout checked',
        },
        body: {
          'pt-BR': 'Verificação KYC/AML do marketplace e monitoramento antifraude 24/7 de cada pagamento e repasse.',
          'en-US': 'KYC/AML checks on the marketplace and 24/7 fraud monitoring of every payment and payout.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um marketplace recebe e repassa',
      'en-US': 'How a marketplace collects and pays out',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O comprador paga a plataforma com PIX, SPEI ou cartão.',
          'en-US': 'Buyers pay the platform by PIX, SPEI or card.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR': 'A plataforma repassa a cada vendedor por PIX, SPEI ou USDT.',
          'en-US': 'The platform pays each seller out by PIX, SPEI or USDT.',
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
      'pt-BR': 'Fale com a gente sobre marketplaces',
      'en-US': 'Talk to us about marketplaces',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
