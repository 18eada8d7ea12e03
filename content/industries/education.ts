import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
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
        'Escolas, faculdades, cursos online e edtechs recebem matrícula e mensalidade em reais, por PIX ou cartão, e liquidam na moeda que escolherem.',
      'en-US':
        'Schools, universities, online courses and edtechs collect enrollment and tuition in Brazilian reais, by PIX or card, and settle in the currency they choose.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Mensalidade do curso', 'en-US': 'Course tuition' },
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
          'pt-BR': 'O aluno paga a matrícula pelo app do banco, com o QR code ou o PIX Copia e Cola.',
          'en-US': 'Students pay enrollment from their banking app, with the QR code or the PIX copy-and-paste code.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Aluno sem cartão também se matricula',
          'en-US': 'No credit card, still enrolled',
        },
        body: {
          'pt-BR': 'Quem não tem cartão de crédito paga a matrícula e as mensalidades por PIX, direto da conta.',
          'en-US': 'Students without a credit card pay enrollment and tuition by PIX, straight from their account.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Mensalidade enviada como fatura',
          'en-US': 'Monthly tuition sent as an invoice',
        },
        body: {
          'pt-BR': 'A instituição envia a fatura de cada mês, e o aluno paga por PIX ou cartão, sempre em reais.',
          'en-US':
            'Your institution sends each month’s invoice, and the student pays it by PIX or card, always in reais.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Reais viram dólares, euros ou yuans',
          'en-US': 'Reais become dollars, euros or yuan',
        },
        body: {
          'pt-BR':
            'Para instituições com custos fora do Brasil, a mesa de câmbio da Fluxa converte os reais recebidos em dólares, euros ou yuans.',
          'en-US':
            'For institutions with costs outside Brazil, Fluxa’s FX desk turns the reais collected into dollars, euros or yuan.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Escola lá fora, aluno no Brasil',
          'en-US': 'A school abroad, students in Brazil',
        },
        body: {
          'pt-BR':
            'Uma escola ou plataforma sediada fora do Brasil recebe dos alunos brasileiros em reais e liquida em dólares ou euros.',
          'en-US':
            'A school or platform based outside Brazil collects from students in Brazil in reais and settles in dollars or euros.',
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
            'At enrollment, students in Brazil pay in full by PIX or split the course into up to 12 card installments, always in Brazilian reais.',
        },
      },
      {
        kind: 'paid',
        title: {
          'pt-BR': 'Cada mensalidade é paga pela fatura',
          'en-US': 'Each month is paid by invoice',
        },
        body: {
          'pt-BR':
            'Nos meses seguintes, você envia a fatura da mensalidade, e a cobrança de faturas da Fluxa recebe o pagamento do aluno por PIX ou cartão.',
          'en-US':
            'In the months that follow, you send the tuition invoice, and Fluxa’s invoice collection takes the student’s payment by PIX or card.',
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
            'Matrículas e mensalidades pagas em reais são liquidadas na moeda que a instituição escolheu: USD, EUR, CNY, BRL, MXN ou stablecoin.',
          'en-US':
            'Enrollment and tuition paid in Brazilian reais settle in the currency your institution chose: USD, EUR, CNY, BRL, MXN or a stablecoin.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O aluno pode pagar o curso inteiro de uma vez?',
        'en-US': 'Can a student pay for the whole course at once?',
      },
      answer: {
        'pt-BR': 'Sim, à vista no PIX ou no cartão. Quem prefere dividir parcela no cartão em até 12x.',
        'en-US':
          'Yes, in full by PIX or card. Students who would rather spread it out split it into up to 12 card installments.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem emite a fatura da mensalidade?',
        'en-US': 'Who issues the tuition invoice?',
      },
      answer: {
        'pt-BR':
          'A instituição. Você envia a fatura ao aluno, e a cobrança de faturas da Fluxa recebe o pagamento por PIX ou cartão.',
        'en-US':
          'Your institution does. You send the invoice to the student, and Fluxa’s invoice collection takes the payment by PIX or card.',
      },
    },
    {
      question: {
        'pt-BR': 'Matrícula e mensalidades podem ser pagas de formas diferentes?',
        'en-US': 'Can enrollment and tuition be paid in different ways?',
      },
      answer: {
        'pt-BR':
          'Sim. Cada pagamento é feito à parte: o aluno pode pagar a matrícula no PIX e as mensalidades no cartão, ou o contrário.',
        'en-US':
          'Yes. Each payment is made on its own: a student can pay enrollment by PIX and tuition by card, or the other way round.',
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
          'You settle in USD, EUR, CNY, BRL or MXN, or in a stablecoin (USDT, USDC), while students keep paying in Brazilian reais.',
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
