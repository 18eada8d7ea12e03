import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const education = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para educação e cursos online | Fluxa',
      'en-US': 'Payments for Education and Online Courses | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba matrículas e mensalidades de alunos na América Latina por PIX, cartões em até 12x, SPEI e USDT, com liquidação na moeda da sua instituição.',
      'en-US':
        'Collect enrollment and tuition from students across Latin America by PIX, cards in up to 12 installments, SPEI and USDT, settled in your institution’s currency.',
    },
  },
  menu: {
    'pt-BR': 'Mensalidades com PIX e cartão',
    'en-US': 'Tuition paid by PIX or card',
  },
  hero: {
    title: {
      'pt-BR': 'Matrículas e mensalidades de alunos em toda a América Latina',
      'en-US': 'Enrollment and tuition from students across Latin America',
    },
    subtitle: {
      'pt-BR':
        'Cursos online, escolas e plataformas de ensino recebem de alunos no Brasil, no México e na Colômbia pelos métodos locais, com liquidação em USD, EUR, CNY, BRL ou MXN.',
      'en-US':
        'Online courses, schools and learning platforms collect from students in Brazil, Mexico and Colombia through local methods, settled in USD, EUR, CNY, BRL or MXN.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Mensalidades que cabem no orçamento do aluno',
      'en-US': 'Tuition that fits the student’s budget',
    },
    cards: [
      {
        icon: 'GraduationCap',
        title: {
          'pt-BR': 'Cursos em até 12x',
          'en-US': 'Courses in up to 12 installments',
        },
        body: {
          'pt-BR':
            'Programas de maior valor cabem no orçamento do aluno brasileiro com parcelamento no cartão de 1 a 12 vezes.',
          'en-US': 'Higher-priced programs fit a Brazilian student’s budget with 1 to 12 card installments.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX para matrícula imediata',
          'en-US': 'PIX for instant enrollment',
        },
        body: {
          'pt-BR': 'O pagamento é confirmado em segundos e o acesso ao curso pode ser liberado na hora.',
          'en-US': 'Payment is confirmed in seconds, so course access can be granted right away.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Alunos em vários países',
          'en-US': 'Students in several countries',
        },
        body: {
          'pt-BR':
            'SPEI para alunos no México, Transfiya na Colômbia e USDT para quem está na Argentina ou prefere stablecoin.',
          'en-US':
            'SPEI for students in Mexico, Transfiya in Colombia and USDT for those in Argentina or anyone who prefers stablecoin.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Receita na moeda da instituição',
          'en-US': 'Revenue in your institution’s currency',
        },
        body: {
          'pt-BR': 'Liquide em USD, EUR, CNY, BRL ou MXN, de acordo com a moeda dos custos da sua instituição.',
          'en-US': 'Settle in USD, EUR, CNY, BRL or MXN, matching the currency your institution’s costs are in.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'Cada mensalidade identificada',
          'en-US': 'Every tuition payment identified',
        },
        body: {
          'pt-BR': 'Mensalidades processadas em D+1, com cada pagamento identificado para a conciliação.',
          'en-US': 'Tuition payments processed on D+1, with every payment identified for reconciliation.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Alunos do Brasil e do México',
          'en-US': 'Students in Brazil and Mexico',
        },
        body: {
          'pt-BR':
            'Alunos pagam com PIX e cartão no Brasil ou com SPEI no México, e a instituição recebe na moeda que escolher.',
          'en-US':
            'Students pay by PIX and card in Brazil or by SPEI in Mexico, and your institution is paid in the currency it chooses.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma mensalidade é paga',
      'en-US': 'How tuition gets paid',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O aluno paga a mensalidade com PIX ou divide o curso no cartão em até 12x.',
          'en-US': 'Students pay monthly by PIX or split the course over up to 12 card installments.',
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
      'pt-BR': 'Fale com a gente sobre educação',
      'en-US': 'Talk to us about education',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
