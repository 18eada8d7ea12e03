import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const fraudPrevention = {
  meta: {
    title: {
      'pt-BR': 'Prevenção a fraudes com KYC, AML e monitoramento 24/7 | Fluxa',
      'en-US': 'Fraud Prevention with KYC, AML and 24/7 Monitoring | Fluxa',
    },
    description: {
      'pt-BR':
        'Verificação KYC/AML de cada merchant, monitoramento antifraude 24/7 e regras claras sobre quem pode usar a plataforma, para pagamentos mais seguros.',
      'en-US':
        'KYC/AML verification of every merchant, 24/7 fraud monitoring and clear rules on who may use the platform, for safer payments in Latin America.',
    },
  },
  menu: {
    'pt-BR': 'KYC/AML e monitoramento 24/7 de cada pagamento',
    'en-US': 'KYC/AML and 24/7 monitoring of every payment',
  },
  hero: {
    title: {
      'pt-BR': 'Segurança que começa antes do primeiro pagamento',
      'en-US': 'Security that starts before the first payment',
    },
    subtitle: {
      'pt-BR':
        'Verificação KYC/AML de cada empresa, monitoramento 24/7 de todas as transações e regras claras sobre quem pode usar a plataforma e para quê.',
      'en-US':
        'KYC/AML verification of every business, 24/7 monitoring of every transaction and clear rules on who can use the platform, and for what.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como protegemos a sua operação',
      'en-US': 'How we protect your business',
    },
    cards: [
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'KYC de cada merchant',
          'en-US': 'KYC on every merchant',
        },
        body: {
          'pt-BR':
            'Toda empresa passa por verificação de identidade e de documentos antes de operar. Só usuários verificados, com documentação válida, usam os serviços.',
          'en-US':
            'Every business goes through identity and document checks before it can transact. Only verified users with valid documentation can use the services.',
        },
      },
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'AML em cada transação',
          'en-US': 'AML on every transaction',
        },
        body: {
          'pt-BR':
            'As transações são analisadas contra padrões de lavagem de dinheiro, e operações suspeitas são retidas para revisão.',
          'en-US': 'Transactions are screened for money-laundering patterns, and suspicious ones are held for review.',
        },
      },
      {
        icon: 'Activity',
        title: {
          'pt-BR': 'Vigilância também no feriado',
          'en-US': 'Watching on holidays too',
        },
        body: {
          'pt-BR': 'Monitoramento antifraude contínuo, 24/7, inclusive em fins de semana e feriados.',
          'en-US': 'Continuous fraud monitoring, 24/7, weekends and holidays included.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Só empresas como contraparte',
          'en-US': 'Businesses are the only counterparties',
        },
        body: {
          'pt-BR':
            'A Fluxa atende exclusivamente merchants, que são as suas únicas contrapartes, e não abre contas para pessoas físicas.',
          'en-US':
            'Fluxa serves merchants only; they are its only counterparties, and it does not open accounts for individuals.',
        },
      },
      {
        icon: 'Ban',
        title: {
          'pt-BR': 'Sem transferências entre pessoas',
          'en-US': 'No person-to-person transfers',
        },
        body: {
          'pt-BR':
            'Transferências P2P entre pessoas físicas são proibidas na plataforma, o que fecha um canal frequente de golpes e de lavagem de dinheiro.',
          'en-US':
            'Peer-to-peer transfers between individuals are banned on the platform, closing a common channel for scams and money laundering.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Nunca contatamos o seu cliente',
          'en-US': 'We never contact your customers',
        },
        body: {
          'pt-BR':
            'A Fluxa não entra em contato com usuários finais. Qualquer mensagem enviada ao seu cliente em nosso nome é tentativa de fraude e deve ser reportada.',
          'en-US':
            'Fluxa does not contact end users. Any message sent to your customers in our name is a fraud attempt and should be reported.',
        },
      },
      {
        icon: 'CircleOff',
        title: {
          'pt-BR': 'Sem crédito em nosso nome',
          'en-US': 'No credit offered in our name',
        },
        body: {
          'pt-BR': 'A Fluxa não concede empréstimos. Uma oferta de crédito em nome da Fluxa é sempre golpe.',
          'en-US': 'Fluxa does not lend. A loan offer made in Fluxa’s name is always a scam.',
        },
      },
      {
        icon: 'ShoppingCart',
        title: {
          'pt-BR': 'Proteção sem travar o checkout',
          'en-US': 'Protection that keeps checkout moving',
        },
        body: {
          'pt-BR':
            'As checagens rodam numa plataforma com 99,9% de disponibilidade, para a segurança não virar gargalo nas vendas.',
          'en-US': 'Checks run on a platform with 99.9% uptime, so security never becomes a bottleneck for sales.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Cada pagamento verificado do início ao fim',
      'en-US': 'Every payment checked from start to finish',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Primeiro',
          'en-US': 'First',
        },
        body: {
          'pt-BR': 'Antes de operar, cada merchant passa por KYC: só usuários verificados, com documentação válida.',
          'en-US': 'Before transacting, every merchant goes through KYC: verified users with valid documentation only.',
        },
      },
      {
        title: {
          'pt-BR': 'Depois',
          'en-US': 'Then',
        },
        body: {
          'pt-BR': 'Cada transação passa pela triagem AML.',
          'en-US': 'Every transaction goes through AML screening.',
        },
      },
      {
        title: {
          'pt-BR': 'Por fim',
          'en-US': 'Finally',
        },
        body: {
          'pt-BR': 'O monitoramento antifraude segue 24/7, inclusive em fins de semana e feriados.',
          'en-US': 'Fraud monitoring runs 24/7, weekends and holidays included.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre prevenção a fraudes',
      'en-US': 'Talk to us about fraud prevention',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa quer resolver com prevenção a fraudes.',
      'en-US': 'Tell us what your company wants to solve with fraud prevention.',
    },
  },
} satisfies LandingRecordInput
