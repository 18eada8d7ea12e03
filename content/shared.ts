import type { SharedRecordInput } from './schema/sharedRecord.ts'

export const shared = {
  billboard: {
    kicker: {
      'pt-BR': 'Projeção de mercado · América Latina, 2026–2030',
      'en-US': 'Market projection · Latin America, 2026–2030',
    },
    heading: {
      'pt-BR': 'O mercado de pagamentos internacionais na América Latina deve seguir crescendo até 2030',
      'en-US': 'Cross-border payments in Latin America are projected to keep growing through 2030',
    },
  },
  info: {
    freedom: {
      title: {
        'pt-BR': 'Da América Latina para o mundo',
        'en-US': 'From Latin America to the world',
      },
      body: {
        'pt-BR':
          'Receba de clientes em quatro países da América Latina, cada um pelo método local, liquide em dólares, euros, yuans, reais ou pesos mexicanos e pague quem está fora da região, com um só parceiro.',
        'en-US':
          'Collect from customers in four Latin American countries, each through its local method, settle in dollars, euros, yuan, Brazilian reais or Mexican pesos, and pay whoever sits outside the region, all with one partner.',
      },
    },
    stablecoin: {
      title: {
        'pt-BR': 'Liquidação em stablecoins',
        'en-US': 'Settle in stablecoins',
      },
      body: {
        'pt-BR':
          'Prefere manter parte do caixa em cripto? Liquide em stablecoins, USDT ou USDC, no lugar da moeda fiduciária, pelo trilho cripto. BTC também está disponível, como criptoativo, para empresas cuja política de tesouraria preveja o ativo.',
        'en-US':
          'Rather keep part of your cash in crypto? Settle in stablecoins, USDT or USDC, instead of fiat, over the crypto rail. BTC is available too, as a crypto asset, for companies whose treasury policy allows it.',
      },
    },
    technology: {
      title: {
        'pt-BR': 'Uma plataforma para a operação inteira',
        'en-US': 'One platform for the whole operation',
      },
      body: {
        'pt-BR':
          'Pay-in e payout, câmbio, on/off ramp com stablecoins, cobrança de faturas e prevenção a fraudes rodam na mesma plataforma, com 99,9% de disponibilidade.',
        'en-US':
          'Pay-in and payout, FX, the stablecoin on/off ramp, invoice collection and fraud prevention all run on one platform, with 99.9% uptime.',
      },
    },
  },
  trust: {
    heading: {
      'pt-BR': 'Segurança e compliance: as regras que seguimos',
      'en-US': 'Security and compliance: the rules we follow',
    },
    intro: {
      'pt-BR': 'Estas regras valem para todas as empresas que atendemos e estão nos nossos Termos de Uso.',
      'en-US': 'These rules apply to every business we serve, and they are written into our Terms of Use.',
    },
    terms: {
      'pt-BR': 'Ler os Termos de Uso',
      'en-US': 'Read our Terms of Use',
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
