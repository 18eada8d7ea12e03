import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamentos internacionais para mais de 50 países | Fluxa',
      'en-US': 'Cross-Border Payments to Over 50 Countries | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba de clientes no Brasil, no México, na Colômbia e na Argentina, converta na moeda do destino e pague fornecedores em mais de 50 países.',
      'en-US':
        'Get paid by customers in Brazil, Mexico, Colombia and Argentina, convert into the destination’s currency and pay suppliers in over 50 countries.',
    },
  },
  menu: {
    'pt-BR': 'Receba na América Latina, pague fora dela',
    'en-US': 'Collect in Latin America, pay out beyond it',
  },
  hero: {
    title: {
      'pt-BR': 'Receba na América Latina e liquide em dólares, euros ou yuans',
      'en-US': 'Get paid in Latin America, settle in dollars, euros or yuan',
    },
    subtitle: {
      'pt-BR':
        'A Fluxa recebe pelo método que o seu cliente usa em cada país, converte na moeda de destino e envia o pagamento pelo trilho que chega à conta de quem vai receber.',
      'en-US':
        'Fluxa collects through the method your customers use in each country, converts into the destination currency and sends the payment over the rail that reaches the payee.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que muda quando a sua receita cruza a fronteira',
      'en-US': 'What changes when your revenue crosses borders',
    },
    cards: [
      {
        icon: 'JapaneseYen',
        title: {
          'pt-BR': 'Fornecedor na China, pago em yuans',
          'en-US': 'Suppliers in China, paid in yuan',
        },
        body: {
          'pt-BR': 'Pague fornecedores chineses em yuans pelo CIPS, a rede do yuan.',
          'en-US': 'Pay Chinese suppliers in yuan over CIPS, the yuan’s own network.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'Parceiros na Europa, pagos pela SEPA',
          'en-US': 'Partners in Europe, paid over SEPA',
        },
        body: {
          'pt-BR': 'Euros pela SEPA, a rede do euro, para fornecedores e parceiros.',
          'en-US': 'Euros over SEPA, the euro’s own network, to suppliers and partners.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'SWIFT até mais de 50 países',
          'en-US': 'SWIFT to over 50 countries',
        },
        body: {
          'pt-BR': 'Fora da zona do euro e da China, o pagamento vai pelo SWIFT.',
          'en-US': 'Outside the euro area and China, payments go over SWIFT.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Stablecoins pelo trilho cripto',
          'en-US': 'Stablecoins over the crypto rail',
        },
        body: {
          'pt-BR': 'Quem prefere stablecoin recebe em USDT ou USDC, pelo trilho cripto.',
          'en-US': 'Payees who prefer a stablecoin get USDT or USDC over the crypto rail.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Contas da sua empresa no exterior',
          'en-US': 'Your own accounts abroad',
        },
        body: {
          'pt-BR': 'Pague também contas da sua empresa lá fora, não só fornecedores.',
          'en-US': 'Pay your company’s own accounts abroad, not just suppliers.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Parte da receita fica na região',
          'en-US': 'Keep part of it in the region',
        },
        body: {
          'pt-BR': 'O que você gasta no Brasil ou no México pode ficar em reais ou pesos mexicanos.',
          'en-US': 'What you spend in Brazil or Mexico can stay in Brazilian reais or Mexican pesos.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Receita da Argentina em USDT',
          'en-US': 'Argentine revenue in USDT',
        },
        body: {
          'pt-BR': 'Na Argentina, o cliente paga em USDT; você mantém ou converte.',
          'en-US': 'In Argentina, customers pay in USDT; you hold it or convert it.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Câmbio sem um parceiro à parte',
          'en-US': 'FX without a separate provider',
        },
        body: {
          'pt-BR': 'A mesa de câmbio da Fluxa converte o valor antes do envio.',
          'en-US': 'Fluxa’s FX desk converts the funds before they go out.',
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
          'pt-BR': 'O cliente paga no próprio país',
          'en-US': 'Customers pay in their own country',
        },
        body: {
          'pt-BR':
            'PIX no Brasil, SPEI no México, Transfiya na Colômbia e USDT na Argentina: cada cliente paga como já paga no dia a dia.',
          'en-US':
            'PIX in Brazil, SPEI in Mexico, Transfiya in Colombia and USDT in Argentina: each customer pays the way they already do every day.',
        },
      },
      {
        title: {
          'pt-BR': 'Você escolhe a moeda de liquidação',
          'en-US': 'You choose the settlement currency',
        },
        body: {
          'pt-BR':
            'O que entrou em reais, pesos mexicanos, pesos colombianos ou USDT é liquidado em USD, EUR, CNY, BRL, MXN ou stablecoin, como você escolher.',
          'en-US':
            'What came in as Brazilian reais, Mexican pesos, Colombian pesos or USDT settles in USD, EUR, CNY, BRL, MXN or a stablecoin, as you choose.',
        },
      },
      {
        title: {
          'pt-BR': 'O pagamento segue pelo trilho do destino',
          'en-US': 'The payment takes the destination’s rail',
        },
        body: {
          'pt-BR':
            'SEPA para a Europa, CIPS para a China, SWIFT para os demais destinos ou o trilho cripto, até a conta da sua empresa ou do fornecedor.',
          'en-US':
            'SEPA for Europe, CIPS for China, SWIFT for everywhere else, or the crypto rail, all the way to your company’s account or your supplier’s.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O fornecedor precisa aceitar stablecoin?',
        'en-US': 'Does my supplier need to accept stablecoins?',
      },
      answer: {
        'pt-BR':
          'Não. O pagamento pode sair em moeda fiduciária, por SWIFT, SEPA ou CIPS. USDT e USDC pelo trilho cripto são uma opção para quem prefere receber em stablecoin.',
        'en-US':
          'No. Payments can go out in fiat over SWIFT, SEPA or CIPS. USDT and USDC over the crypto rail are an option for payees who prefer a stablecoin.',
      },
    },
    {
      question: {
        'pt-BR': 'Como entra o dinheiro dos meus clientes na Argentina?',
        'en-US': 'How does money from my customers in Argentina come in?',
      },
      answer: {
        'pt-BR':
          'Em USDT, que é como o cliente paga na Argentina. A sua empresa pode liquidar esse valor em USDT ou convertê-lo em USD, EUR, CNY, BRL ou MXN.',
        'en-US':
          'In USDT, which is how customers pay in Argentina. Your company can settle it in USDT or convert it into USD, EUR, CNY, BRL or MXN.',
      },
    },
    {
      question: {
        'pt-BR': 'Preciso converter tudo o que recebo na região?',
        'en-US': 'Do I have to convert everything I collect in the region?',
      },
      answer: {
        'pt-BR':
          'Não. Cada empresa escolhe a moeda de liquidação: uma parte pode ficar em reais ou pesos mexicanos, e o restante seguir em dólares, euros ou yuans para pagar fora.',
        'en-US':
          'No. Each company chooses its settlement currency: part can stay in Brazilian reais or Mexican pesos, and the rest can go out in dollars, euros or yuan.',
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
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos montar a sua operação internacional',
      'en-US': 'Let’s plan your cross-border setup',
    },
    hint: {
      'pt-BR': 'Ex.: vendemos no México e na Colômbia, queremos liquidar em dólares e pagar fornecedores na China.',
      'en-US': 'E.g. we sell in Mexico and Colombia, want to settle in dollars and pay suppliers in China.',
    },
  },
} satisfies LandingRecordInput
