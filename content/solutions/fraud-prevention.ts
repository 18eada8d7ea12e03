import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Prevenção a fraudes com KYC/AML e monitoramento | Fluxa',
      'en-US': 'Fraud Prevention with KYC/AML and Monitoring | Fluxa',
    },
    description: {
      'pt-BR':
        'Verificação KYC/AML da empresa, dos representantes e dos beneficiários finais, limites pelo perfil de risco e monitoramento antifraude 24/7.',
      'en-US':
        'KYC/AML checks on the business, its representatives and its beneficial owners, limits set by risk profile, and 24/7 fraud monitoring.',
    },
  },
  menu: {
    'pt-BR': 'KYC/AML de cada empresa e monitoramento antifraude',
    'en-US': 'KYC/AML on every business and fraud monitoring',
  },
  hero: {
    title: {
      'pt-BR': 'Verificação antes de operar e monitoramento enquanto durar a relação',
      'en-US': 'Checks before you start, monitoring for as long as we work together',
    },
    subtitle: {
      'pt-BR':
        'A prevenção a fraudes da Fluxa junta a verificação KYC/AML de cada empresa, o monitoramento antifraude e regras claras sobre o que a plataforma não permite.',
      'en-US':
        'Fluxa’s fraud prevention combines KYC/AML checks on each business, fraud monitoring and clear rules on what the platform does not allow.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a verificação e as regras cobrem',
      'en-US': 'What the checks and the rules cover',
    },
    cards: [
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'O que a análise AML procura',
          'en-US': 'What AML review looks for',
        },
        body: {
          'pt-BR': 'A análise AML cobre lavagem de dinheiro e financiamento do terrorismo.',
          'en-US': 'AML review covers money laundering and terrorist financing.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'De onde vem o dinheiro',
          'en-US': 'Where the money comes from',
        },
        body: {
          'pt-BR': 'A Fluxa pode pedir documentos sobre a origem dos recursos a qualquer momento.',
          'en-US': 'Fluxa may ask for documents on the source of funds at any time.',
        },
      },
      {
        icon: 'CircleOff',
        title: {
          'pt-BR': 'Pedido de senha em nome da Fluxa é golpe',
          'en-US': 'A password request in our name is a scam',
        },
        body: {
          'pt-BR': 'A Fluxa nunca pede senhas, códigos ou pagamentos para “liberar” valores.',
          'en-US': 'Fluxa never asks for passwords, codes or payments to “release” funds.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Controles sobre dados e recursos',
          'en-US': 'Controls on data and funds',
        },
        body: {
          'pt-BR': 'Controles técnicos e organizacionais protegem dados e recursos.',
          'en-US': 'Technical and organizational controls protect data and funds.',
        },
      },
      {
        icon: 'Ban',
        title: {
          'pt-BR': 'Atividade proibida é interrompida',
          'en-US': 'Prohibited activity gets stopped',
        },
        body: {
          'pt-BR': 'A Fluxa pode recusar ou suspender transações e encerrar a relação.',
          'en-US': 'Fluxa may decline or suspend transactions and end the relationship.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Recursos de terceiros ficam de fora',
          'en-US': 'Third-party funds stay out',
        },
        body: {
          'pt-BR': 'É proibido movimentar recursos de terceiros alheios ao negócio declarado.',
          'en-US': 'Moving third-party funds unrelated to the declared business is prohibited.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Contornar controles é proibido',
          'en-US': 'Working around checks is prohibited',
        },
        body: {
          'pt-BR': 'Tentar driblar limites, KYC/AML ou monitoramento é atividade proibida.',
          'en-US': 'Trying to get around limits, KYC/AML or monitoring is prohibited.',
        },
      },
      {
        icon: 'ShoppingCart',
        title: {
          'pt-BR': 'Venda ilegal fica de fora',
          'en-US': 'No illegal goods or services',
        },
        body: {
          'pt-BR': 'Produtos ou serviços ilegais no país da empresa ou do comprador são proibidos.',
          'en-US': 'Goods or services illegal in the seller’s or the buyer’s country are prohibited.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a Fluxa previne fraudes, do cadastro à operação',
      'en-US': 'How Fluxa prevents fraud, from onboarding onward',
    },
    steps: [
      {
        title: {
          'pt-BR': 'KYC/AML antes da primeira transação',
          'en-US': 'KYC/AML before the first transaction',
        },
        body: {
          'pt-BR': 'Nenhuma empresa transaciona antes de passar pela verificação KYC/AML e ter o cadastro aprovado.',
          'en-US': 'No business transacts before passing KYC/AML checks and getting its account approved.',
        },
      },
      {
        title: {
          'pt-BR': 'Limites do tamanho do seu negócio',
          'en-US': 'Limits sized to your business',
        },
        body: {
          'pt-BR':
            'Na aprovação, a Fluxa define os limites por transação e por período de acordo com o perfil de risco e o modelo de negócio da empresa.',
          'en-US':
            'At approval, Fluxa sets per-transaction and per-period limits based on the company’s risk profile and business model.',
        },
      },
      {
        title: {
          'pt-BR': 'Monitoramento e análise contínuos',
          'en-US': 'Ongoing monitoring and review',
        },
        body: {
          'pt-BR':
            'Em operação, o monitoramento antifraude acompanha as transações, e a análise de compliance continua enquanto durar a relação.',
          'en-US':
            'Once live, fraud monitoring follows transactions, and compliance review goes on for as long as the relationship lasts.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Um cliente recebeu uma mensagem em nome da Fluxa. O que fazer?',
        'en-US': 'A customer got a message in Fluxa’s name. What should we do?',
      },
      answer: {
        'pt-BR':
          'Trate como fraude: a Fluxa nunca entra em contato com clientes finais. Oriente o cliente a não responder nem pagar nada e avise a Fluxa pelo formulário deste site.',
        'en-US':
          'Treat it as fraud: Fluxa never contacts end customers. Tell your customer not to reply or pay anything, and alert Fluxa through the form on this site.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem da minha empresa passa pela verificação?',
        'en-US': 'Who at my company goes through the checks?',
      },
      answer: {
        'pt-BR':
          'A empresa, os seus representantes legais e os seus beneficiários finais, antes da primeira transação.',
        'en-US':
          'The business, its legal representatives and its ultimate beneficial owners, before the first transaction.',
      },
    },
    {
      question: {
        'pt-BR': 'Os limites podem mudar depois da aprovação?',
        'en-US': 'Can our limits change after approval?',
      },
      answer: {
        'pt-BR':
          'Sim. A Fluxa pode rever os limites por transação e por período a qualquer momento, conforme o perfil de risco e o modelo de negócio da empresa.',
        'en-US':
          'Yes. Fluxa may review per-transaction and per-period limits at any time, based on the company’s risk profile and business model.',
      },
    },
    {
      question: {
        'pt-BR': 'Como comunico uma suspeita de fraude?',
        'en-US': 'How do we report suspected fraud?',
      },
      answer: {
        'pt-BR':
          'Pelo formulário de contato deste site, assim que a sua empresa souber dela. Comunicar fraudes e suspeitas é obrigação de todo estabelecimento nos Termos de Uso.',
        'en-US':
          'Through the contact form on this site, as soon as your company learns of it. The Terms of Use require every merchant to report fraud and suspected fraud.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar da segurança da sua operação',
      'en-US': 'Let’s talk security and compliance',
    },
    hint: {
      'pt-BR': 'Ex.: vendemos online, aceitamos PIX e cartão e queremos entender como funciona a verificação.',
      'en-US': 'E.g. we sell online, take PIX and cards, and want to understand how verification works.',
    },
  },
} satisfies LandingRecordInput
