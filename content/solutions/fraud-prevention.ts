import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const fraudPrevention = {
  meta: {
    title: {
      'pt-BR': 'Prevenção a fraudes com KYC/AML e monitoramento | Fluxa',
      'en-US': 'Fraud Prevention with KYC/AML and Monitoring | Fluxa',
    },
    description: {
      'pt-BR':
        'Verificação KYC/AML de cada empresa, monitoramento antifraude de todas as transações e regras claras sobre quem pode usar a Fluxa e para quê.',
      'en-US':
        'KYC/AML checks on every business, fraud monitoring of every transaction and clear rules on who may use Fluxa, and for what.',
    },
  },
  menu: {
    'pt-BR': 'KYC/AML de cada empresa e monitoramento antifraude',
    'en-US': 'KYC/AML on every business and fraud monitoring',
  },
  hero: {
    title: {
      'pt-BR': 'Só opera quem foi verificado, e cada transação é acompanhada',
      'en-US': 'Only verified businesses transact, and every transaction is watched',
    },
    subtitle: {
      'pt-BR':
        'A prevenção a fraudes da Fluxa junta a verificação KYC/AML de cada empresa, o monitoramento das transações e regras claras sobre o que a plataforma não permite.',
      'en-US':
        'Fluxa’s fraud prevention combines KYC/AML checks on every business, transaction monitoring and clear rules on what the platform does not allow.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a Fluxa faz e o que ela nunca faz',
      'en-US': 'What Fluxa does, and what it never does',
    },
    cards: [
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'Verificação durante toda a relação',
          'en-US': 'Checks for as long as you work with us',
        },
        body: {
          'pt-BR':
            'A análise não termina no cadastro: a Fluxa pode pedir documentos a qualquer momento, inclusive sobre a origem dos recursos.',
          'en-US':
            'Review doesn’t stop at onboarding: Fluxa may ask for documents at any time, including on the source of funds.',
        },
      },
      {
        icon: 'Eye',
        title: {
          'pt-BR': 'Suspeita de fraude? Avise a Fluxa',
          'en-US': 'Suspect fraud? Tell Fluxa',
        },
        body: {
          'pt-BR':
            'A sua empresa comunica qualquer fraude ou suspeita assim que souber dela, pelo formulário de contato deste site.',
          'en-US':
            'Your company reports any fraud or suspected fraud as soon as it learns of it, through the contact form on this site.',
        },
      },
      {
        icon: 'Ban',
        title: {
          'pt-BR': 'Nada de transferência entre pessoas',
          'en-US': 'No person-to-person transfers',
        },
        body: {
          'pt-BR': 'Transferências entre pessoas físicas são proibidas na Fluxa, em qualquer formato.',
          'en-US': 'Transfers between individuals are banned on Fluxa, in any form.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'A Fluxa nunca procura o seu cliente',
          'en-US': 'Fluxa never contacts your customers',
        },
        body: {
          'pt-BR':
            'Mensagem em nome da Fluxa pedindo senha, código ou pagamento para “liberar” valores é golpe, sempre.',
          'en-US':
            'A message in Fluxa’s name asking for a password, a code or a payment to “release” funds is always a scam.',
        },
      },
      {
        icon: 'CircleOff',
        title: {
          'pt-BR': 'Oferta de crédito em nosso nome é golpe',
          'en-US': 'A loan offer in our name is a scam',
        },
        body: {
          'pt-BR': 'A Fluxa não concede empréstimos, então nenhuma oferta de crédito em nome dela é verdadeira.',
          'en-US': 'Fluxa never lends, so no credit offer made in its name is real.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Atividade proibida é interrompida',
          'en-US': 'Prohibited activity gets stopped',
        },
        body: {
          'pt-BR':
            'Diante de atividade proibida, a Fluxa pode recusar ou suspender transações e encerrar o relacionamento.',
          'en-US':
            'When it finds prohibited activity, Fluxa may decline or suspend transactions and end the relationship.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a Fluxa previne fraudes, do cadastro à transação',
      'en-US': 'How Fluxa prevents fraud, from onboarding to every payment',
    },
    steps: [
      {
        title: {
          'pt-BR': 'KYC/AML antes da primeira transação',
          'en-US': 'KYC/AML before the first transaction',
        },
        body: {
          'pt-BR':
            'A empresa, os seus representantes legais e os beneficiários finais passam por verificação KYC/AML antes de qualquer transação.',
          'en-US':
            'The business, its legal representatives and its ultimate beneficial owners go through KYC/AML checks before any transaction.',
        },
      },
      {
        title: {
          'pt-BR': 'Limites do tamanho do seu negócio',
          'en-US': 'Limits sized to your business',
        },
        body: {
          'pt-BR':
            'Na aprovação, a Fluxa define os limites por transação e por período de acordo com o perfil de risco e o modelo de negócio da sua empresa.',
          'en-US':
            'At approval, Fluxa sets limits per transaction and per period based on your company’s risk profile and business model.',
        },
      },
      {
        title: {
          'pt-BR': 'Cada transação acompanhada',
          'en-US': 'Every transaction watched',
        },
        body: {
          'pt-BR':
            'O monitoramento antifraude roda 24/7 e cobre cada transação, da liquidação em segundos ao processamento em D+1.',
          'en-US':
            'Fraud monitoring runs 24/7 and covers every transaction, from settlement in seconds to D+1 processing.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O que acontece se a documentação da minha empresa vencer?',
        'en-US': 'What happens if my company’s documents expire?',
      },
      answer: {
        'pt-BR':
          'O acesso aos serviços é suspenso. Só usuários verificados, com documentação válida, podem usar a Fluxa.',
        'en-US': 'Access to the services is suspended. Only verified users with valid documentation may use Fluxa.',
      },
    },
    {
      question: {
        'pt-BR': 'Os pagamentos por PIX e cartão também são monitorados?',
        'en-US': 'Are PIX and card payments monitored too?',
      },
      answer: {
        'pt-BR': 'Sim. O monitoramento antifraude cobre todas as transações, seja qual for o método de pagamento.',
        'en-US': 'Yes. Fraud monitoring covers every transaction, whatever the payment method.',
      },
    },
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
        'pt-BR': 'Quais atividades são proibidas na Fluxa?',
        'en-US': 'What activity is prohibited on Fluxa?',
      },
      answer: {
        'pt-BR':
          'Transferências entre pessoas físicas, lavagem de dinheiro, financiamento do terrorismo, evasão de sanções e venda de produtos ou serviços ilegais, entre outras previstas nos Termos de Uso.',
        'en-US':
          'Transfers between individuals, money laundering, terrorist financing, sanctions evasion and the sale of illegal goods or services, among others listed in the Terms of Use.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa atende pessoas físicas?',
        'en-US': 'Does Fluxa serve individuals?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa atende apenas empresas, que são as suas únicas contrapartes.',
        'en-US': 'No. Fluxa serves businesses only, and they are its only counterparties.',
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
