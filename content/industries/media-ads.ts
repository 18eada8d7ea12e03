import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const mediaAds = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para mídia e publicidade digital | Fluxa',
      'en-US': 'Payments for Media and Digital Advertising | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de anunciantes e agências na América Latina e pague publishers e veículos em mais de 50 países por SWIFT, SEPA e CIPS, em USD ou EUR.',
      'en-US':
        'Collect from advertisers and agencies in Latin America and pay publishers and media owners in over 50 countries by SWIFT, SEPA and CIPS, in USD or EUR.',
    },
  },
  menu: {
    'pt-BR': 'Campanhas pagas por SWIFT e SEPA',
    'en-US': 'Campaigns paid over SWIFT and SEPA',
  },
  hero: {
    title: {
      'pt-BR': 'Do anunciante latino-americano ao publisher no exterior',
      'en-US': 'From Latin American advertisers to publishers worldwide',
    },
    subtitle: {
      'pt-BR':
        'Receba verba de mídia de anunciantes e agências no Brasil, no México e na Colômbia e pague veículos e publishers em USD, EUR ou CNY por SWIFT, SEPA e CIPS.',
      'en-US':
        'Collect media budgets from advertisers and agencies in Brazil, Mexico and Colombia and pay media owners and publishers in USD, EUR or CNY over SWIFT, SEPA and CIPS.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Campanhas pagas pelos trilhos internacionais',
      'en-US': 'Campaigns paid over international rails',
    },
    cards: [
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Cobrança de anunciantes',
          'en-US': 'Collecting from advertisers',
        },
        body: {
          'pt-BR': 'Fature anunciantes e agências e receba por PIX, SPEI, Transfiya ou cartão, com processamento D+1.',
          'en-US':
            'Invoice advertisers and agencies and get paid by PIX, SPEI, Transfiya or card, with D+1 processing.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Pagamento a publishers',
          'en-US': 'Paying publishers',
        },
        body: {
          'pt-BR': 'Pague veículos, publishers e redes em mais de 50 países por SWIFT, SEPA ou CIPS.',
          'en-US': 'Pay media owners, publishers and networks in over 50 countries by SWIFT, SEPA or CIPS.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'USD e EUR',
          'en-US': 'USD and EUR',
        },
        body: {
          'pt-BR': 'Liquide em USD ou EUR, de acordo com a moeda em que os seus fornecedores de mídia cobram.',
          'en-US': 'Settle in USD or EUR, to match the currency your media vendors bill in.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Cada pagamento identificado',
          'en-US': 'Every payment identified',
        },
        body: {
          'pt-BR':
            'Cada recebimento e cada pagamento chegam identificados, para fechar o mês de mídia sem conferência manual.',
          'en-US':
            'Every collection and every payment arrives identified, so you can close the media month without manual matching.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Mais de 50 países',
          'en-US': 'Over 50 countries',
        },
        body: {
          'pt-BR': 'Pague publishers e parceiros de mídia em mais de 50 países pelos trilhos SWIFT e SEPA.',
          'en-US': 'Pay publishers and media partners in over 50 countries over the SWIFT and SEPA rails.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX e SPEI para anunciantes',
          'en-US': 'PIX and SPEI for advertisers',
        },
        body: {
          'pt-BR': 'Anunciantes no Brasil e no México pagam por PIX ou SPEI, com confirmação em segundos.',
          'en-US': 'Advertisers in Brazil and Mexico pay by PIX or SPEI, confirmed in seconds.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma campanha é paga',
      'en-US': 'How a campaign gets paid for',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O anunciante paga a fatura da campanha em USD por SWIFT ou em EUR por SEPA.',
          'en-US': 'Advertisers pay the campaign invoice in USD over SWIFT or in EUR over SEPA.',
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
      'pt-BR': 'Fale com a gente sobre mídia e publicidade',
      'en-US': 'Talk to us about media & ads',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
