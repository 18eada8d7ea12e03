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
        'Vender para a América Latina é vender para mercados que pagam de jeitos diferentes. No Brasil, o cliente paga por PIX ou parcela no cartão em até 12x; no México, transfere por SPEI; na Colômbia, usa o Transfiya. Na Argentina, paga em USDT. O dinheiro chega em reais, pesos mexicanos, pesos colombianos ou USDT, e a contabilidade da empresa costuma estar em outra moeda.\n\nA Fluxa existe para ligar essas pontas: receber pelo método de cada país, converter e liquidar na moeda que a empresa escolher e, no sentido contrário, pagar vendedores, criadores, colaboradores e fornecedores em mais de 50 países.',
      'en-US':
        'Selling into Latin America means selling into markets that each pay their own way. In Brazil, customers pay by PIX or by card in up to 12 installments; in Mexico, they send a SPEI transfer; in Colombia, they use Transfiya. In Argentina, they pay in USDT. The money arrives in Brazilian reais, Mexican pesos, Colombian pesos or USDT, while the business usually keeps its books in another currency.\n\nFluxa exists to connect those ends: collect through each country’s method, convert and settle in the currency the business chooses and, going the other way, pay sellers, creators, staff and suppliers in over 50 countries.',
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
        'To move a business’s money across borders the way each side already pays: customers pay as they do at home, and the business settles in the currency it runs on.',
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
            'Recebimento dos clientes por PIX, cartão em até 12x, SPEI, Transfiya e USDT, cada método no seu país, e pagamentos a vendedores, criadores e colaboradores.',
          'en-US':
            'Collecting from customers by PIX, cards in up to 12 installments, SPEI, Transfiya and USDT, each method in its own country, and paying sellers, creators and staff.',
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
            'Conversão de moeda fiduciária em stablecoins (USDT, USDC) e de volta, pelo trilho cripto. BTC, um criptoativo, também está disponível.',
          'en-US':
            'Converting fiat into stablecoins (USDT, USDC) and back, over the crypto rail. BTC, a crypto asset, is available too.',
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
            'Faturas que os clientes pagam por PIX, cartão ou SPEI, e prevenção a fraudes, da análise KYC/AML no cadastro ao monitoramento antifraude.',
          'en-US':
            'Invoices your customers pay by PIX, card or SPEI, and fraud prevention, from KYC/AML review at onboarding to fraud monitoring.',
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
            'Pelo formulário deste site, a sua empresa conta o que vende, em quais países e em que moeda quer liquidar.',
          'en-US':
            'Through the form on this site, your company tells us what it sells, where, and the currency it wants to settle in.',
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
          'pt-BR': 'Métodos e moedas',
          'en-US': 'Methods and currencies',
        },
        body: {
          'pt-BR':
            'Com o cadastro aprovado, a empresa define, entre o que foi aprovado, por quais métodos vai receber, em quais países e em que moedas vai liquidar.',
          'en-US':
            'Once approved, your company chooses, within what was approved, the methods it will collect by, the countries it will sell in and the currencies it will settle in.',
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
            'Colocamos stablecoins ao lado dos trilhos bancários: uma empresa que recebe em reais ou pesos mexicanos pode liquidar em USDT ou USDC.',
          'en-US':
            'We put stablecoins next to bank rails: a business that collects in Brazilian reais or Mexican pesos can settle in USDT or USDC.',
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
            'Mantemos a plataforma com 99,9% de disponibilidade e só prometemos o que fazemos: receber, converter, liquidar e pagar.',
          'en-US':
            'We run the platform at 99.9% uptime and promise only what we do: collect, convert, settle and pay out.',
        },
      },
    ],
  },
} satisfies AboutRecordInput
