import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const fxDesk = {
  meta: {
    title: {
      'pt-BR': 'Mesa de câmbio para empresas: USD, EUR, CNY, BRL e MXN | Fluxa',
      'en-US': 'Business FX Desk for USD, EUR, CNY, BRL and MXN | Fluxa',
    },
    description: {
      'pt-BR':
        'Converta entre USD, EUR, CNY, BRL e MXN, ou entre moeda fiduciária e USDT, USDC ou BTC, numa mesa de câmbio feita para quem vende na América Latina.',
      'en-US':
        'Convert between USD, EUR, CNY, BRL and MXN, or between fiat and USDT, USDC or BTC, on an FX desk built for companies selling into Latin America.',
    },
  },
  menu: {
    'pt-BR': 'Câmbio entre USD, EUR, CNY, BRL, MXN e USDT',
    'en-US': 'FX between USD, EUR, CNY, BRL, MXN and USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Câmbio para empresas que faturam em uma moeda e pagam em outra',
      'en-US': 'FX for companies that earn in one currency and pay in another',
    },
    subtitle: {
      'pt-BR':
        'Converta receitas em BRL e MXN para USD, EUR, CNY ou cripto e pague custos na moeda certa pelos trilhos SWIFT, SEPA e CIPS, com liquidação em segundos.',
      'en-US':
        'Convert BRL and MXN revenue into USD, EUR, CNY or crypto and pay costs in the right currency over SWIFT, SEPA and CIPS, with settlement in seconds.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Uma mesa de câmbio feita para a sua tesouraria',
      'en-US': 'An FX desk built around your treasury',
    },
    cards: [
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Cinco moedas fiduciárias',
          'en-US': 'Five fiat currencies',
        },
        body: {
          'pt-BR':
            'USD, EUR, CNY, BRL e MXN numa só mesa: as moedas em que empresas que vendem na região recebem e pagam.',
          'en-US':
            'USD, EUR, CNY, BRL and MXN on one desk: the currencies companies selling into the region earn and spend in.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'Stablecoins e BTC',
          'en-US': 'Stablecoins and BTC',
        },
        body: {
          'pt-BR':
            'Converta para USDT ou USDC quando quiser valor em dólar com liquidação em segundos, ou para BTC se a sua política permitir.',
          'en-US':
            'Convert into USDT or USDC when you want dollar value with settlement in seconds, or into BTC if your policy allows it.',
        },
      },
      {
        icon: 'TrendingUp',
        title: {
          'pt-BR': 'Pares com BRL, MXN e USDT',
          'en-US': 'Pairs with BRL, MXN and USDT',
        },
        body: {
          'pt-BR':
            'Converta entre USD, EUR, CNY, BRL, MXN e USDT na mesma mesa, para pagar fornecedores e repatriar receita.',
          'en-US':
            'Convert between USD, EUR, CNY, BRL, MXN and USDT at one desk, to pay suppliers and bring revenue home.',
        },
      },
      {
        icon: 'JapaneseYen',
        title: {
          'pt-BR': 'Fornecedores na China',
          'en-US': 'Suppliers in China',
        },
        body: {
          'pt-BR': 'Converta para CNY e pague pelo CIPS, o sistema de pagamentos internacionais em yuan.',
          'en-US': 'Convert into CNY and pay over CIPS, the cross-border payment system for the yuan.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'Europa e o resto do mundo',
          'en-US': 'Europe and the rest of the world',
        },
        body: {
          'pt-BR':
            'Converta para EUR e pague pela SEPA, ou use a rede SWIFT para pagar em mais de 50 países, com a mesma integração.',
          'en-US':
            'Convert into EUR and pay over SEPA, or use the SWIFT network to pay in over 50 countries, all through the same integration.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Receita local, caixa global',
          'en-US': 'Local revenue, global cash',
        },
        body: {
          'pt-BR':
            'Converta o que entra em BRL e MXN na moeda em que a sua empresa reporta resultados e reduza o tempo de exposição ao câmbio.',
          'en-US':
            'Convert BRL and MXN inflows into your reporting currency and shorten the time you sit exposed to FX swings.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Segundos para liquidar, D+1 para conciliar',
          'en-US': 'Seconds to settle, D+1 to reconcile',
        },
        body: {
          'pt-BR': 'Conversões liquidam em segundos e o processamento D+1 deixa a agenda do financeiro previsível.',
          'en-US': 'Conversions settle in seconds, and D+1 processing keeps your finance calendar predictable.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Compliance em cada conversão',
          'en-US': 'Compliance on every conversion',
        },
        body: {
          'pt-BR':
            'Cada operação passa por verificação KYC/AML e monitoramento 24/7, numa plataforma com 99,9% de disponibilidade.',
          'en-US': 'Every trade goes through KYC/AML checks and 24/7 monitoring, on a platform with 99.9% uptime.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Câmbio para quem vende e compra na região',
      'en-US': 'FX for companies that sell and buy across the region',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Primeiro',
          'en-US': 'First',
        },
        body: {
          'pt-BR': 'Você escolhe o par: USD, EUR, CNY, BRL, MXN ou USDT.',
          'en-US': 'You pick the pair: USD, EUR, CNY, BRL, MXN or USDT.',
        },
      },
      {
        title: {
          'pt-BR': 'Depois',
          'en-US': 'Then',
        },
        body: {
          'pt-BR': 'A mesa converte e envia pelo trilho do destino: SWIFT, SEPA, CIPS ou cripto.',
          'en-US': "The desk converts and sends over the destination's rail: SWIFT, SEPA, CIPS or crypto.",
        },
      },
      {
        title: {
          'pt-BR': 'Por fim',
          'en-US': 'Finally',
        },
        body: {
          'pt-BR': 'A conversão liquida em segundos, e o processamento D+1 deixa a conciliação com data marcada.',
          'en-US': 'The conversion settles in seconds, and D+1 processing gives reconciliation a fixed date.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre mesa de câmbio',
      'en-US': 'Talk to us about FX desk',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa quer resolver com mesa de câmbio.',
      'en-US': 'Tell us what your company wants to solve with FX desk.',
    },
  },
} satisfies LandingRecordInput
