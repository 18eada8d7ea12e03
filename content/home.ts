import type { HomeRecordInput } from './schema/homeRecord.ts'

export const home = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos e câmbio para a América Latina | Fluxa',
      'en-US': 'Cross-Border Payments and FX for Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba por PIX, cartão em até 12x, SPEI, Transfiya e USDT em quatro países da América Latina e liquide em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'Get paid by PIX, cards in up to 12 installments, SPEI, Transfiya and USDT in four Latin American countries, and settle in USD, EUR, CNY, BRL or MXN.',
    },
  },
  hero: {
    title: {
      'pt-BR': 'Venda na América Latina e receba do jeito que cada país paga',
      'en-US': 'Sell into Latin America and get paid the way each country pays',
    },
    subtitle: {
      'pt-BR':
        'Seus clientes pagam pelo método do próprio país. A Fluxa recebe, converte na moeda que você escolher e paga quem está no exterior.',
      'en-US':
        'Your customers pay with their own country’s method. Fluxa collects, converts into the currency you pick and pays whoever is abroad.',
    },
  },
  solutions: {
    heading: {
      'pt-BR': 'Do recebimento ao câmbio: escolha por onde começar',
      'en-US': 'From collecting to FX: choose where to start',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Por que trabalhar com a Fluxa',
      'en-US': 'Why work with Fluxa',
    },
    cards: [
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Do seu caixa para mais de 50 países',
          'en-US': 'From your treasury to over 50 countries',
        },
        body: {
          'pt-BR': 'Fornecedores, parceiros e contas da sua empresa no exterior recebem pelo trilho de cada destino.',
          'en-US': 'Suppliers, partners and your own accounts abroad are paid over each destination’s rail.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Segurança para os seus dados e recursos',
          'en-US': 'Security for your data and funds',
        },
        body: {
          'pt-BR': 'Controles técnicos e organizacionais protegem os dados e os recursos da sua empresa.',
          'en-US': 'Technical and organizational controls protect your company’s data and funds.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Rapidez do recebimento ao pagamento',
          'en-US': 'Speed from collection to payout',
        },
        body: {
          'pt-BR': 'Receber, converter e pagar ficam com a Fluxa, sem o dinheiro passar de um parceiro para outro.',
          'en-US':
            'Collecting, converting and paying out all sit with Fluxa, so the money never passes from one partner to the next.',
        },
      },
    ],
  },
  markets: {
    heading: {
      'pt-BR': 'Onde e como os seus clientes pagam',
      'en-US': 'Where your customers pay, and how',
    },
    intro: {
      'pt-BR': 'Cada país tem a sua página, com o método que o cliente de lá usa e a moeda em que paga.',
      'en-US': 'Each country has its own page: the method customers there use and the currency they pay in.',
    },
  },
  faq: [
    {
      question: {
        'pt-BR': 'Posso receber em reais e liquidar em dólares?',
        'en-US': 'Can I collect in Brazilian reais and settle in dollars?',
      },
      answer: {
        'pt-BR':
          'Sim. O que os seus clientes pagam pode ser liquidado em USD, EUR, CNY, BRL ou MXN, em stablecoins (USDT, USDC) ou em BTC, um criptoativo.',
        'en-US':
          'Yes. What your customers pay can be settled in USD, EUR, CNY, BRL or MXN, in stablecoins (USDT, USDC) or in BTC, a crypto asset.',
      },
    },
    {
      question: {
        'pt-BR': 'O parcelamento em até 12x é crédito da Fluxa?',
        'en-US': 'Is paying in up to 12 installments a loan from Fluxa?',
      },
      answer: {
        'pt-BR':
          'Não. O parcelamento de 1 a 12 vezes é uma condição do cartão do comprador; a Fluxa não concede crédito.',
        'en-US': 'No. Installments from 1 to 12 are a feature of the buyer’s card; Fluxa extends no credit.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar fornecedores fora da América Latina?',
        'en-US': 'Can I pay suppliers outside Latin America?',
      },
      answer: {
        'pt-BR': 'Sim. A mesa de câmbio da Fluxa converte em dólares, euros ou yuans e paga o fornecedor.',
        'en-US': 'Yes. Fluxa’s FX desk converts into dollars, euros or yuan and pays the supplier.',
      },
    },
    {
      question: {
        'pt-BR': 'Como começo a trabalhar com a Fluxa?',
        'en-US': 'How do I get started with Fluxa?',
      },
      answer: {
        'pt-BR':
          'Conte pelo formulário onde vende e em que moeda quer liquidar. Depois vem a verificação da sua empresa.',
        'en-US':
          'Tell us through the form where you sell and the currency you want to settle in. Your company’s verification comes next.',
      },
    },
  ],
} satisfies HomeRecordInput
