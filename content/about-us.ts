import type { AboutRecordInput } from './schema/aboutRecord.ts'

export const aboutUs = {
  meta: {
    title: {
      'pt-BR': 'Sobre a Fluxa | Pagamentos para quem vende na América Latina',
      'en-US': 'About Fluxa | Payments for Companies Selling into Latin America',
    },
    description: {
      'pt-BR':
        'Conheça a Fluxa: a história, a missão e os valores da empresa de pagamentos internacionais e câmbio para quem vende no Brasil, México, Argentina e Colômbia.',
      'en-US':
        'Meet Fluxa: the story, mission and values behind the cross-border payments and FX provider for companies selling into Brazil, Mexico, Argentina and Colombia.',
    },
  },
  hero: {
    title: {
      'pt-BR': 'Pagamentos internacionais feitos para a América Latina',
      'en-US': 'Cross-border payments built for Latin America',
    },
    subtitle: {
      'pt-BR':
        'A Fluxa conecta empresas do mundo inteiro aos clientes do Brasil, do México, da Argentina e da Colômbia, com métodos locais, câmbio e liquidação na moeda certa.',
      'en-US':
        'Fluxa connects companies everywhere with customers in Brazil, Mexico, Argentina and Colombia, through local payment methods, FX and settlement in the right currency.',
    },
  },
  story: {
    title: {
      'pt-BR': 'Nossa história',
      'en-US': 'Our story',
    },
    body: {
      'pt-BR':
        'Vender para a América Latina sempre foi mais difícil do que deveria. Cada país tem o seu jeito de pagar: PIX e cartão parcelado no Brasil, SPEI no México, Transfiya na Colômbia. Para receber de todos, uma empresa precisava de um parceiro por mercado, de contas locais e de uma conciliação que nunca fechava de primeira.\n\nA Fluxa nasceu para acabar com essa fragmentação: uma única plataforma que recebe pelos métodos locais, converte e liquida na moeda que a empresa escolher, seja USD, EUR, CNY, BRL, MXN ou stablecoins.',
      'en-US':
        'Selling into Latin America has always been harder than it should be. Every country pays its own way: PIX and installment cards in Brazil, SPEI in Mexico, Transfiya in Colombia. To collect from all of them, a company needed one provider per market, local accounts and a reconciliation that never balanced on the first try.\n\nFluxa was built to end that fragmentation: one platform that collects through local methods, converts and settles in whatever currency the company chooses, whether USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  mission: {
    title: {
      'pt-BR': 'Nossa missão',
      'en-US': 'Our mission',
    },
    body: {
      'pt-BR':
        'Tornar a venda para a América Latina tão simples quanto vender no mercado doméstico: o cliente paga como está acostumado, e a empresa recebe com velocidade, previsibilidade e segurança.',
      'en-US':
        'To make selling into Latin America as simple as selling at home: customers pay the way they are used to, and companies get paid quickly, predictably and securely.',
    },
  },
  whatWeDo: {
    title: {
      'pt-BR': 'O que fazemos',
      'en-US': 'What we do',
    },
    items: [
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Pay-in e payout',
          'en-US': 'Pay-in and payout',
        },
        body: {
          'pt-BR':
            'Recebimentos por PIX, cartões em até 12x, SPEI, Transfiya e USDT, e pagamentos locais para sellers, parceiros e fornecedores.',
          'en-US':
            'Collections by PIX, cards in up to 12 installments, SPEI, Transfiya and USDT, plus local payouts to sellers, partners and suppliers.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Câmbio e pagamentos internacionais',
          'en-US': 'FX and cross-border payments',
        },
        body: {
          'pt-BR':
            'Conversão entre USD, EUR, CNY, BRL e MXN e pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
          'en-US':
            'Conversion between USD, EUR, CNY, BRL and MXN, and payments to over 50 countries over SWIFT, SEPA and CIPS.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'On/off ramp com stablecoins',
          'en-US': 'Stablecoin on/off ramp',
        },
        body: {
          'pt-BR': 'Entrada e saída entre moeda fiduciária e USDT, USDC ou BTC, com liquidação em segundos.',
          'en-US': 'Moving between fiat and USDT, USDC or BTC in both directions, with settlement in seconds.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Cobrança e prevenção a fraudes',
          'en-US': 'Invoice collection and fraud prevention',
        },
        body: {
          'pt-BR':
            'Cobrança de faturas com cada pagamento identificado, verificação KYC/AML e monitoramento antifraude 24/7.',
          'en-US': 'Invoice collection with every payment matched, KYC/AML verification and 24/7 fraud monitoring.',
        },
      },
    ],
  },
  facts: {
    title: {
      'pt-BR': 'TODO',
      'en-US': 'TODO',
    },
    intro: {
      'pt-BR': 'TODO',
      'en-US': 'TODO',
    },
  },
  process: {
    title: {
      'pt-BR': 'TODO',
      'en-US': 'TODO',
    },
    steps: [],
  },
  values: {
    title: {
      'pt-BR': 'Nossos valores',
      'en-US': 'Our values',
    },
    items: [
      {
        icon: 'Eye',
        title: {
          'pt-BR': 'Transparência',
          'en-US': 'Transparency',
        },
        body: {
          'pt-BR':
            'Condições claras e sem letras miúdas: a sua empresa sabe o que está contratando e como cada pagamento foi processado.',
          'en-US':
            'Clear terms with no fine print: your company knows what it is signing up for and how every payment was processed.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Segurança',
          'en-US': 'Security',
        },
        body: {
          'pt-BR':
            'Verificação KYC/AML de cada merchant, monitoramento 24/7 e regras firmes: atendemos só empresas, não concedemos crédito e não permitimos transferências entre pessoas físicas.',
          'en-US':
            'KYC/AML verification of every merchant, 24/7 monitoring and firm rules: we serve businesses only, we do not lend and we do not allow transfers between individuals.',
        },
      },
      {
        icon: 'Sparkles',
        title: {
          'pt-BR': 'Inovação',
          'en-US': 'Innovation',
        },
        body: {
          'pt-BR':
            'Métodos locais, stablecoins e trilhos internacionais na mesma plataforma, para a sua empresa aproveitar o melhor de cada um.',
          'en-US':
            'Local methods, stablecoins and international rails on one platform, so your company gets the best of each.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Confiabilidade',
          'en-US': 'Reliability',
        },
        body: {
          'pt-BR':
            '99,9% de disponibilidade, liquidação em segundos e processamento D+1: compromissos com os quais o seu financeiro pode planejar.',
          'en-US':
            '99.9% uptime, settlement in seconds and D+1 processing: commitments your finance team can plan around.',
        },
      },
    ],
  },
} satisfies AboutRecordInput
