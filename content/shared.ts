import type { SharedRecordInput } from './schema/sharedRecord.ts'

export const shared = {
  billboard: {
    kicker: {
      'pt-BR': 'Projeção de mercado, 2026–2030',
      'en-US': 'Market projection, 2026–2030',
    },
    heading: {
      'pt-BR': 'A América Latina está crescendo. Seus pagamentos também deveriam.',
      'en-US': 'Latin America is growing. Your payments should too.',
    },
  },
  info: {
    freedom: {
      title: {
        'pt-BR': 'Liberdade para operar além das fronteiras',
        'en-US': 'Freedom to operate across borders',
      },
      body: {
        'pt-BR':
          'Receba de clientes no Brasil, no México, na Argentina e na Colômbia pelos métodos que eles já usam e liquide em USD, EUR, CNY, BRL ou MXN. Pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
        'en-US':
          'Get paid by customers in Brazil, Mexico, Argentina and Colombia with the methods they already use, and settle in USD, EUR, CNY, BRL or MXN. Payments to over 50 countries over SWIFT, SEPA and CIPS.',
      },
    },
    stablecoin: {
      title: {
        'pt-BR': 'Liquidação em stablecoin (USDT)',
        'en-US': 'Stablecoin settlement (USDT)',
      },
      body: {
        'pt-BR':
          'Prefere liquidar em cripto? Converta recebimentos locais em USDT, USDC ou BTC e receba em segundos, 24 horas por dia, 7 dias por semana, inclusive fins de semana e feriados, com a mesma conciliação da liquidação em moeda fiduciária.',
        'en-US':
          'Prefer to settle in crypto? Convert local collections into USDT, USDC or BTC and receive them in seconds, 24/7, weekends and holidays included, with the same reconciliation as fiat settlement.',
      },
    },
    technology: {
      title: {
        'pt-BR': 'Tecnologia feita para escala',
        'en-US': 'Technology built for scale',
      },
      body: {
        'pt-BR':
          'Uma única API para pay-in, payout e câmbio, com 99,9% de disponibilidade, processamento D+1, monitoramento antifraude 24/7 e verificação KYC/AML integrada ao fluxo de pagamento.',
        'en-US':
          'One API for pay-in, payout and FX, with 99.9% uptime, D+1 processing, 24/7 fraud monitoring and KYC/AML checks built into the payment flow.',
      },
    },
  },
  trust: {
    heading: {
      'pt-BR': 'O que os nossos Termos garantem',
      'en-US': 'What our Terms guarantee',
    },
    intro: {
      'pt-BR': 'TODO',
      'en-US': 'TODO',
    },
    terms: {
      'pt-BR': 'Leia os Termos de Uso',
      'en-US': 'Read the Terms of Use',
    },
  },
  related: {
    'pt-BR': 'Veja também',
    'en-US': 'See also',
  },
  faqHeading: {
    'pt-BR': 'Perguntas frequentes',
    'en-US': 'Frequently asked questions',
  },
} satisfies SharedRecordInput
