import type { AboutRecordInput } from './schema/aboutRecord.ts'

export const aboutUs = {
  meta: {
    title: {
      'pt-BR': 'Sobre nós: pagamentos e câmbio na América Latina | Fluxa',
      'en-US': 'About Us: Payments and FX for Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'O que a Fluxa faz, como trabalha e as regras que segue: recebimentos locais em quatro países, câmbio, stablecoins e pagamentos para mais de 50 países.',
      'en-US':
        'What Fluxa does, how it works and the rules it follows: local collections in four countries, FX, stablecoins and payouts to over 50 countries.',
    },
  },
  hero: {
    title: {
      'pt-BR': 'Movemos o dinheiro das empresas entre a América Latina e o mundo',
      'en-US': 'We move business money between Latin America and the world',
    },
    subtitle: {
      'pt-BR':
        'Recebemos pelo método de cada país, convertemos na nossa mesa de câmbio e liquidamos na moeda que cada empresa escolhe, seguindo regras publicadas nos nossos Termos.',
      'en-US':
        'We collect through each country’s own methods, convert on our FX desk and settle in the currency each business chooses, under rules published in our Terms.',
    },
  },
  story: {
    title: {
      'pt-BR': 'Quatro países, quatro jeitos de pagar',
      'en-US': 'Four countries, four ways to pay',
    },
    body: {
      'pt-BR':
        'Vender para a América Latina é vender para mercados que pagam de jeitos diferentes. No Brasil, o cliente paga por PIX ou parcela no cartão; no México, transfere por SPEI; na Colômbia, usa Transfiya. Na Argentina, o caminho é o USDT. Cada método chega numa moeda, e a contabilidade da empresa está em outra.\n\nA Fluxa existe para ligar essas pontas: receber pelo método de cada país, converter e liquidar na moeda que a empresa escolher e, no caminho de volta, pagar vendedores, criadores, colaboradores e fornecedores onde eles estiverem.',
      'en-US':
        'Selling into Latin America means selling into markets that each pay their own way. In Brazil, customers pay by PIX or split a card payment into installments; in Mexico, they transfer over SPEI; in Colombia, they use Transfiya. In Argentina, the route is USDT. Each method arrives in its own currency, while the business keeps its books in another.\n\nFluxa exists to connect those ends: collect through each country’s method, convert and settle in the currency the business chooses and, on the way back, pay sellers, creators, staff and suppliers wherever they are.',
    },
  },
  mission: {
    title: {
      'pt-BR': 'Nossa missão',
      'en-US': 'Our mission',
    },
    body: {
      'pt-BR':
        'Fazer o dinheiro de uma empresa cruzar a fronteira pelo meio que cada lado já usa: o cliente paga como paga no próprio país, e a empresa liquida na moeda em que opera.',
      'en-US':
        'To carry a business’s money across borders on the rails each side already uses: customers pay the way they pay at home, and the business settles in the currency it runs on.',
    },
  },
  whatWeDo: {
    title: {
      'pt-BR': 'O que a Fluxa faz',
      'en-US': 'What Fluxa does',
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
            'Recebimentos por PIX, cartões em até 12x, SPEI, Transfiya e USDT, e pagamentos a vendedores, criadores e colaboradores por PIX, SPEI ou USDT.',
          'en-US':
            'Collections by PIX, cards in up to 12 installments, SPEI, Transfiya and USDT, and payouts to sellers, creators and staff by PIX, SPEI or USDT.',
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
            'A mesa de câmbio da Fluxa converte entre USD, EUR, CNY, BRL e MXN, e os pagamentos seguem para mais de 50 países por SWIFT, SEPA e CIPS.',
          'en-US':
            'Fluxa’s FX desk converts between USD, EUR, CNY, BRL and MXN, and payments go out to over 50 countries over SWIFT, SEPA and CIPS.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'On/off ramp com stablecoins',
          'en-US': 'Stablecoin on/off ramp',
        },
        body: {
          'pt-BR':
            'Entrada e saída entre moeda fiduciária e stablecoin (USDT, USDC), e também BTC, pelo trilho cripto.',
          'en-US':
            'Moving between fiat and stablecoin (USDT, USDC), and BTC too, in both directions over the crypto rail.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Cobrança de faturas e prevenção a fraudes',
          'en-US': 'Invoice collection and fraud prevention',
        },
        body: {
          'pt-BR':
            'Faturas pagas por PIX, cartão ou SPEI, cada pagamento identificado, e cada operação analisada contra fraude e lavagem de dinheiro.',
          'en-US':
            'Invoices paid by PIX, card or SPEI, each payment matched to its invoice, and every operation screened for fraud and money laundering.',
        },
      },
    ],
  },
  facts: {
    title: {
      'pt-BR': 'Onde e como a Fluxa opera hoje',
      'en-US': 'Where and how Fluxa operates today',
    },
    intro: {
      'pt-BR':
        'Os países, métodos, moedas e trilhos com que a Fluxa trabalha. O que cada empresa usa depende da aprovação de compliance e do país em que opera.',
      'en-US':
        'The countries, methods, currencies and rails Fluxa works with. What each business can use depends on its compliance approval and where it operates.',
    },
    countries: { 'pt-BR': 'países atendidos', 'en-US': 'countries served' },
    methods: { 'pt-BR': 'métodos de pagamento locais', 'en-US': 'local payment methods' },
    currencies: { 'pt-BR': 'moedas de liquidação', 'en-US': 'settlement currencies' },
    rails: { 'pt-BR': 'trilhos de pagamento', 'en-US': 'payment rails' },
  },
  process: {
    title: {
      'pt-BR': 'Como é começar com a Fluxa',
      'en-US': 'How getting started with Fluxa works',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Contato',
          'en-US': 'Contact',
        },
        body: {
          'pt-BR':
            'Pelo formulário deste site, a sua empresa conta o que vende, em quais países e em que moeda quer liquidar. A Fluxa atende apenas empresas.',
          'en-US':
            'Through the form on this site, your company tells us what it sells, where, and the currency it wants to settle in. Fluxa works with businesses only.',
        },
      },
      {
        title: {
          'pt-BR': 'Verificação',
          'en-US': 'Verification',
        },
        body: {
          'pt-BR':
            'A empresa, os representantes legais e os beneficiários finais passam por KYC/AML, com documentação válida. Na aprovação, a Fluxa define os limites por transação e por período.',
          'en-US':
            'Your company, its legal representatives and its ultimate beneficial owners go through KYC/AML with valid documentation. On approval, Fluxa sets your limits per transaction and per period.',
        },
      },
      {
        title: {
          'pt-BR': 'Integração',
          'en-US': 'Integration',
        },
        body: {
          'pt-BR':
            'Com o cadastro aprovado, a empresa recebe as credenciais de acesso e de integração, restritas às pessoas que ela designar, e configura os métodos, países e moedas aprovados.',
          'en-US':
            'Once approved, your company gets its access and integration credentials, kept to the people it designates, and sets up the methods, countries and currencies it was approved for.',
        },
      },
      {
        title: {
          'pt-BR': 'Em operação',
          'en-US': 'Going live',
        },
        body: {
          'pt-BR':
            'A empresa passa a receber e pagar pelos métodos aprovados. A análise de compliance continua enquanto durar a relação, e a Fluxa pode pedir documentos atualizados a qualquer momento.',
          'en-US':
            'Your company starts collecting and paying out through its approved methods. Compliance review lasts as long as the relationship does, and Fluxa may ask for updated documents at any time.',
        },
      },
    ],
  },
  values: {
    title: {
      'pt-BR': 'Nossos valores, na prática',
      'en-US': 'Our values, in practice',
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
            'As regras que seguimos estão nos Termos de Uso, com a data da última atualização: quem pode usar a Fluxa, o que é proibido e o que não fazemos.',
          'en-US':
            'The rules we follow are in our Terms of Use, dated with their last update: who may use Fluxa, what is prohibited and what we never do.',
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
            'Nunca pedimos senhas, códigos de verificação ou pagamentos para “liberar” valores. Qualquer pedido assim, em nome da Fluxa, é fraude e pode ser denunciado pelo formulário.',
          'en-US':
            'We never ask for passwords, verification codes or payments to “release” funds. Any such request in Fluxa’s name is fraud and can be reported through our form.',
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
            'Colocamos stablecoins ao lado dos trilhos bancários: uma empresa recebe por PIX ou SPEI e pode liquidar em USDT ou USDC, em segundos.',
          'en-US':
            'We put stablecoins next to bank rails: a business collects by PIX or SPEI and can settle in USDT or USDC, in seconds.',
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
            'Mantemos a plataforma com 99,9% de disponibilidade e processamos as transações em D+1, para a sua tesouraria planejar com datas conhecidas.',
          'en-US':
            'We run the platform at 99.9% uptime and process transactions on D+1, so your treasury can plan around known dates.',
        },
      },
    ],
  },
} satisfies AboutRecordInput
