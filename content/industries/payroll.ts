import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const payroll = {
  meta: {
    title: {
      'pt-BR': 'Pagamento de equipes e prestadores na América Latina | Fluxa',
      'en-US': 'Pay Teams and Contractors in Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'Pague colaboradores e prestadores no Brasil por PIX, no México por SPEI e em outros países em USDT, a partir de USD, EUR ou da moeda da sua empresa.',
      'en-US':
        'Pay employees and contractors in Brazil by PIX, in Mexico by SPEI and elsewhere in USDT, funded in USD, EUR or your company’s currency.',
    },
  },
  menu: {
    'pt-BR': 'Lotes de pagamento por PIX, SPEI e USDT',
    'en-US': 'Payout batches over PIX, SPEI and USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Pague a sua equipe na América Latina na conta local de cada um',
      'en-US': 'Pay your Latin American team into their own local accounts',
    },
    subtitle: {
      'pt-BR':
        'Financie a folha em USD, EUR ou outra moeda e pague por PIX no Brasil, SPEI no México ou USDT, com liquidação em segundos e cada pagamento identificado.',
      'en-US':
        'Fund payroll in USD, EUR or another currency and pay by PIX in Brazil, SPEI in Mexico or USDT, with settlement in seconds and every payment identified.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Pague a sua equipe em cada país pelo método local',
      'en-US': 'Pay your team in every country over its local method',
    },
    cards: [
      {
        icon: 'Users',
        title: {
          'pt-BR': 'PIX e SPEI para a equipe',
          'en-US': 'PIX and SPEI for your team',
        },
        body: {
          'pt-BR': 'Colaboradores e prestadores recebem em BRL por PIX ou em MXN por SPEI, na conta que já usam.',
          'en-US':
            'Employees and contractors are paid in BRL by PIX or in MXN by SPEI, into the accounts they already use.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT para quem prefere',
          'en-US': 'USDT for those who prefer it',
        },
        body: {
          'pt-BR':
            'Pague em USDT profissionais na Argentina e na Colômbia, ou qualquer pessoa da equipe que prefira stablecoin.',
          'en-US': 'Pay team members in Argentina and Colombia, or anyone who prefers stablecoin, in USDT.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Financie na sua moeda',
          'en-US': 'Fund in your currency',
        },
        body: {
          'pt-BR': 'Envie os recursos em USD, EUR, CNY, BRL ou MXN; a conversão acontece no mesmo fluxo do pagamento.',
          'en-US': 'Send funds in USD, EUR, CNY, BRL or MXN; conversion happens within the same payment flow.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'A relação continua sua',
          'en-US': 'The relationship stays yours',
        },
        body: {
          'pt-BR': 'A Fluxa atende a sua empresa, não os seus colaboradores: não entramos em contato com quem recebe.',
          'en-US': 'Fluxa serves your company, not your staff: we never contact the people you pay.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Cada pagamento identificado',
          'en-US': 'Every payment identified',
        },
        body: {
          'pt-BR': 'Cada repasse da folha identificado para a conciliação da sua tesouraria.',
          'en-US': 'Every payroll payout identified for your treasury’s reconciliation.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Cada pagamento enviado, monitorado',
          'en-US': 'Every payment sent is watched',
        },
        body: {
          'pt-BR': 'Verificação KYC/AML da sua empresa e monitoramento antifraude 24/7 de cada pagamento enviado.',
          'en-US': 'KYC/AML checks on your company and 24/7 fraud monitoring of every payment sent.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a sua equipe recebe',
      'en-US': 'How your team gets paid',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'Você envia',
          'en-US': 'You send',
        },
        body: {
          'pt-BR': 'Você envia um lote com a equipe de cada país.',
          'en-US': 'You send one batch with your team in every country.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'A equipe recebe',
          'en-US': 'Your team receives',
        },
        body: {
          'pt-BR': 'Cada pessoa recebe pelo método local: PIX no Brasil, SPEI no México ou USDT.',
          'en-US': 'Each person is paid over their local method: PIX in Brazil, SPEI in Mexico, or USDT.',
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
      'pt-BR': 'Fale com a gente sobre folha de pagamento',
      'en-US': 'Talk to us about payroll',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
