import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const education = {
  meta: {
    title: {
      'pt-BR': 'Matrículas e mensalidades por PIX ou em até 12x | Fluxa',
      'en-US': 'Tuition and Course Payments from Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Escolas, faculdades, cursos online e edtechs recebem de alunos no Brasil por PIX ou cartão em até 12x e liquidam em USD, EUR, CNY ou BRL.',
      'en-US':
        'Schools, colleges, online courses and edtechs get paid by students in Brazil by PIX or card in up to 12 installments, and settle in USD, EUR, CNY or BRL.',
    },
  },
  menu: {
    'pt-BR': 'Matrícula e mensalidade por PIX ou em até 12x',
    'en-US': 'Enrollment and tuition by PIX or in installments',
  },
  hero: {
    title: {
      'pt-BR': 'O aluno no Brasil paga o curso do jeito que cabe no bolso',
      'en-US': 'Students in Brazil pay for courses in a way that fits their budget',
    },
    subtitle: {
      'pt-BR':
        'Escolas, faculdades, cursos online e edtechs recebem matrículas e mensalidades em reais e liquidam na moeda em que a instituição opera.',
      'en-US':
        'Schools, universities, online courses and edtechs collect enrollment and tuition in reais, and settle in the currency the institution runs on.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Da matrícula à última mensalidade',
      'en-US': 'From enrollment to the last tuition payment',
    },
    cards: [
      {
        icon: 'GraduationCap',
        title: {
          'pt-BR': 'Curso longo dividido em até 12x',
          'en-US': 'Long programs in up to 12 installments',
        },
        body: {
          'pt-BR': 'Pós, MBA ou bootcamp: o aluno divide o valor no cartão de 1 a 12 parcelas.',
          'en-US': 'Graduate programs, MBAs or bootcamps: students split the cost into 1 to 12 card installments.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Matrícula paga no PIX',
          'en-US': 'Enrollment paid by PIX',
        },
        body: {
          'pt-BR': 'O aluno paga a matrícula pelo app do banco, com QR Code ou PIX Copia e Cola.',
          'en-US': 'Students pay enrollment from their banking app, by QR code or PIX copy-and-paste code.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Reais viram dólar, euro ou yuan',
          'en-US': 'Reais become dollars, euros or yuan',
        },
        body: {
          'pt-BR':
            'Para instituições com custos fora do Brasil, a mesa de câmbio da Fluxa converte os reais recebidos em USD, EUR ou CNY.',
          'en-US':
            'For institutions with costs outside Brazil, Fluxa’s FX desk turns the reais collected into USD, EUR or CNY.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Curso online pago em USDT',
          'en-US': 'Online courses paid in USDT',
        },
        body: {
          'pt-BR': 'O aluno que já usa stablecoin também pode pagar o curso em USDT.',
          'en-US': 'Students who already use stablecoins can pay for the course in USDT too.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'A relação com o aluno é da escola',
          'en-US': 'The student relationship stays yours',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com os seus alunos: avisos, lembretes e atendimento continuam com a instituição.',
          'en-US': 'Fluxa never contacts your students: notices, reminders and support stay with your institution.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Instituição verificada antes de cobrar',
          'en-US': 'Your institution verified before billing',
        },
        body: {
          'pt-BR': 'Antes de operar, a instituição passa por verificação KYC/AML e apresenta documentação válida.',
          'en-US':
            'Before it starts collecting, your institution goes through KYC/AML checks and provides valid documentation.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a matrícula vira receita da instituição',
      'en-US': 'How an enrollment becomes your institution’s revenue',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O aluno escolhe como pagar o curso',
          'en-US': 'The student picks how to pay',
        },
        body: {
          'pt-BR':
            'Na matrícula, o aluno no Brasil paga à vista no PIX ou divide o curso no cartão em até 12x, sempre em reais.',
          'en-US':
            'At enrollment, students in Brazil pay in full by PIX or split the course into up to 12 card installments, always in reais.',
        },
      },
      {
        kind: 'paid',
        title: {
          'pt-BR': 'A mensalidade chega como fatura',
          'en-US': 'Monthly tuition arrives as an invoice',
        },
        body: {
          'pt-BR':
            'Nos meses seguintes, a instituição emite cada mensalidade pela cobrança de faturas da Fluxa, e o aluno paga por PIX ou cartão.',
          'en-US':
            'In the months that follow, your institution issues each month’s tuition through Fluxa’s invoice collection, and students pay by PIX or card.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A receita é liquidada para a escola',
          'en-US': 'The revenue settles for your school',
        },
        body: {
          'pt-BR':
            'Cada matrícula e cada mensalidade são liquidadas em segundos e processadas em D+1, na moeda que a instituição escolheu: USD, EUR, CNY, BRL ou MXN.',
          'en-US':
            'Every enrollment and monthly payment settles in seconds and is processed on D+1, in the currency your institution chose: USD, EUR, CNY, BRL or MXN.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quantas parcelas o aluno pode pagar um curso?',
        'en-US': 'How many installments can students split a course into?',
      },
      answer: {
        'pt-BR': 'No cartão, de 1 a 12 parcelas, para alunos no Brasil. Quem prefere pagar à vista usa PIX.',
        'en-US': 'From 1 to 12 card installments, for students in Brazil. Those who prefer to pay in full use PIX.',
      },
    },
    {
      question: {
        'pt-BR': 'Dá para cobrar a mensalidade por fatura?',
        'en-US': 'Can we bill monthly tuition by invoice?',
      },
      answer: {
        'pt-BR':
          'Sim. Com a cobrança de faturas da Fluxa, a instituição emite a mensalidade, e o aluno paga por PIX ou cartão.',
        'en-US':
          'Yes. With Fluxa’s invoice collection, your institution issues the tuition invoice and students pay it by PIX or card.',
      },
    },
    {
      question: {
        'pt-BR': 'Minha instituição fica fora do Brasil. Em que moeda recebo?',
        'en-US': 'My institution is outside Brazil. What currency do we get paid in?',
      },
      answer: {
        'pt-BR':
          'Você liquida em USD, EUR, CNY, BRL ou MXN, ou em stablecoin (USDT, USDC), e o aluno continua pagando em reais.',
        'en-US':
          'You settle in USD, EUR, CNY, BRL or MXN, or in a stablecoin (USDT, USDC), while students keep paying in reais.',
      },
    },
    {
      question: {
        'pt-BR': 'O aluno precisa ter cartão de crédito?',
        'en-US': 'Do students need a credit card?',
      },
      answer: {
        'pt-BR': 'Não. Quem não tem cartão ou não quer parcelar paga com PIX, direto da conta no banco.',
        'en-US':
          'No. Students without a card, or who don’t want installments, pay by PIX straight from their bank account.',
      },
    },
    {
      question: {
        'pt-BR': 'E o aluno que mora fora do Brasil?',
        'en-US': 'What about students who live outside Brazil?',
      },
      answer: {
        'pt-BR': 'Ele pode pagar em USDT, que não depende de país. PIX e cartão em até 12x são métodos do Brasil.',
        'en-US':
          'They can pay in USDT, which is not tied to any country. PIX and cards in up to 12 installments are Brazil’s methods.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre matrículas e mensalidades',
      'en-US': 'Talk to us about enrollment and tuition',
    },
    hint: {
      'pt-BR': 'Conte o que a instituição oferece, como os alunos pagam hoje e em que moeda quer liquidar.',
      'en-US': 'Tell us what your institution offers, how students pay today and the currency you want to settle in.',
    },
  },
} satisfies IndustryRecordInput
