import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const crossBorder = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos internacionais para mais de 50 países | Fluxa',
      'en-US': 'Cross-Border Payments to Over 50 Countries | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de clientes em quatro países da América Latina, liquide em USD, EUR ou CNY e faça pagamentos para mais de 50 países por SWIFT, SEPA e CIPS.',
      'en-US':
        'Get paid by customers in four Latin American countries, settle in USD, EUR or CNY, and send payments to over 50 countries over SWIFT, SEPA and CIPS.',
    },
  },
  menu: {
    'pt-BR': 'Receba na América Latina, pague fora dela',
    'en-US': 'Collect in Latin America, pay out beyond it',
  },
  hero: {
    title: {
      'pt-BR': 'Receba na América Latina e liquide em dólar, euro ou yuan',
      'en-US': 'Get paid in Latin America, settle in dollars, euros or yuan',
    },
    subtitle: {
      'pt-BR':
        'A Fluxa recebe pelo meio de pagamento que o seu cliente usa em cada país, faz o câmbio e envia o valor pelo trilho certo até a conta de destino.',
      'en-US':
        'Fluxa collects through the payment method your customers use in each country, handles the FX and sends the funds over the right rail to the account they’re headed for.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que muda quando a sua receita cruza a fronteira',
      'en-US': 'What changes when your revenue crosses borders',
    },
    cards: [
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Parte em BRL ou MXN, se preferir',
          'en-US': 'Keep some in BRL or MXN',
        },
        body: {
          'pt-BR':
            'Nem tudo precisa sair da região: liquide também em BRL ou MXN o que a sua empresa gasta no Brasil ou no México.',
          'en-US':
            'Not everything has to leave the region: settle in BRL or MXN whatever your company spends in Brazil or Mexico.',
        },
      },
      {
        icon: 'JapaneseYen',
        title: {
          'pt-BR': 'Fornecedor na China, pago em CNY',
          'en-US': 'Suppliers in China, paid in CNY',
        },
        body: {
          'pt-BR': 'Pague fornecedores chineses em CNY pelo CIPS, o sistema de pagamentos internacionais do yuan.',
          'en-US': 'Pay Chinese suppliers in CNY over CIPS, the yuan’s own cross-border payment system.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'Parceiros na Europa, pagos pela SEPA',
          'en-US': 'Partners in Europe, paid over SEPA',
        },
        body: {
          'pt-BR': 'Pagamentos em EUR pela SEPA, o trilho do euro, para fornecedores e parceiros no continente.',
          'en-US': 'Send EUR over SEPA, the euro’s payment rail, to suppliers and partners across Europe.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Mais de 50 países de destino',
          'en-US': 'Over 50 destination countries',
        },
        body: {
          'pt-BR':
            'Fornecedores, parceiros ou contas da própria empresa em mais de 50 países: é até onde chegam os seus pagamentos.',
          'en-US': 'Suppliers, partners or your own accounts in over 50 countries: that’s how far your payments reach.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Argentina com USDT',
          'en-US': 'Argentina through USDT',
        },
        body: {
          'pt-BR':
            'Na Argentina, o cliente paga com USDT, e a Fluxa converte o valor na moeda em que a sua empresa liquida.',
          'en-US':
            'In Argentina, customers pay with USDT, and Fluxa converts the funds into the currency your company settles in.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'O trilho cripto ao lado dos bancários',
          'en-US': 'A crypto rail beside the bank rails',
        },
        body: {
          'pt-BR': 'Além de SWIFT, SEPA e CIPS, o valor pode seguir em stablecoins (USDT ou USDC) pelo trilho cripto.',
          'en-US': 'Besides SWIFT, SEPA and CIPS, funds can move in stablecoins (USDT or USDC) over the crypto rail.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do pagamento local à conta de destino',
      'en-US': 'From a local payment to the destination account',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Cada país paga do seu jeito',
          'en-US': 'Each country pays its own way',
        },
        body: {
          'pt-BR':
            'PIX no Brasil, SPEI no México, Transfiya na Colômbia e USDT na Argentina: o cliente paga pelo meio que já usa no dia a dia.',
          'en-US':
            'PIX in Brazil, SPEI in Mexico, Transfiya in Colombia and USDT in Argentina: customers pay the way they already do every day.',
        },
      },
      {
        title: {
          'pt-BR': 'A Fluxa faz o câmbio',
          'en-US': 'Fluxa handles the FX',
        },
        body: {
          'pt-BR':
            'O que entrou em BRL, MXN, COP ou USDT é convertido na moeda em que a sua empresa liquida: USD, EUR, CNY, BRL ou MXN.',
          'en-US':
            'Whatever came in as BRL, MXN, COP or USDT is converted into the currency your company settles in: USD, EUR, CNY, BRL or MXN.',
        },
      },
      {
        title: {
          'pt-BR': 'O valor segue pelo trilho do destino',
          'en-US': 'Funds travel on the destination’s rail',
        },
        body: {
          'pt-BR':
            'SWIFT, SEPA, CIPS ou cripto: o valor segue pelo trilho que chega à conta de destino, seja da sua empresa, seja de um fornecedor.',
          'en-US':
            'SWIFT, SEPA, CIPS or crypto: funds move over the rail that reaches the destination account, whether it’s your company’s or a supplier’s.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quais países os meus clientes podem pagar?',
        'en-US': 'Which countries can my customers pay from?',
      },
      answer: {
        'pt-BR': 'Em quatro países: Brasil, México e Colômbia, pelos meios de pagamento locais, e Argentina, com USDT.',
        'en-US':
          'Four countries: Brazil, Mexico and Colombia through their local payment methods, and Argentina with USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa financia importações ou pagamentos ao exterior?',
        'en-US': 'Does Fluxa finance imports or payments abroad?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede crédito nem empréstimos: cada pagamento internacional sai dos recursos da própria empresa.',
        'en-US':
          'No. Fluxa never lends or extends credit: every cross-border payment is made from your company’s own funds.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moedas a minha empresa pode liquidar?',
        'en-US': 'Which currencies can my company settle in?',
      },
      answer: {
        'pt-BR':
          'Em USD, EUR, CNY, BRL ou MXN, ou em stablecoins (USDT, USDC). BTC, que é um criptoativo, também está disponível.',
        'en-US': 'USD, EUR, CNY, BRL or MXN, or stablecoins (USDT, USDC). BTC, a crypto asset, is available as well.',
      },
    },
    {
      question: {
        'pt-BR': 'Quanto tempo leva do pagamento do cliente até a minha tesouraria?',
        'en-US': 'How long from a customer’s payment to my treasury?',
      },
      answer: {
        'pt-BR':
          'O pagamento liquida em segundos e é processado em D+1. Assim, a sua tesouraria sabe em que dia cada valor recebido na região pode seguir para fora.',
        'en-US':
          'The payment settles in seconds and is processed on D+1, so your treasury knows which day each amount collected in the region can move abroad.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode contratar pagamentos internacionais com a Fluxa?',
        'en-US': 'Who can use Fluxa for cross-border payments?',
      },
      answer: {
        'pt-BR':
          'Apenas empresas verificadas, com documentação válida. A Fluxa não atende pessoas físicas e não faz transferências entre elas.',
        'en-US':
          'Only verified businesses with valid documentation. Fluxa does not serve individuals and does not move money between them.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos montar a sua operação internacional',
      'en-US': 'Let’s plan your cross-border setup',
    },
    hint: {
      'pt-BR': 'Ex.: vendemos no México e na Colômbia, queremos liquidar em USD e pagar fornecedores na China.',
      'en-US': 'E.g. we sell in Mexico and Colombia, want to settle in USD and pay suppliers in China.',
    },
  },
} satisfies LandingRecordInput
