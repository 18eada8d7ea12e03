import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pay-in e payout na América Latina | Fluxa',
      'en-US': 'Pay-In and Payout for Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba por PIX, cartão em até 12x, SPEI, Transfiya e USDT e pague vendedores, criadores e colaboradores em mais de 50 países, com o mesmo parceiro.',
      'en-US':
        'Collect by PIX, cards in up to 12 installments, SPEI, Transfiya and USDT, and pay sellers, creators and staff in over 50 countries with one partner.',
    },
  },
  menu: {
    'pt-BR': 'Receba dos clientes, pague vendedores e equipes',
    'en-US': 'Collect from customers, pay sellers and staff',
  },
  hero: {
    title: {
      'pt-BR': 'Receba dos seus clientes e pague quem trabalha com você',
      'en-US': 'Get paid by customers and pay the people you work with',
    },
    subtitle: {
      'pt-BR':
        'Seus clientes pagam pelo método do próprio país, e a sua empresa usa o que entrou para pagar vendedores, criadores e colaboradores pelo trilho de cada destino.',
      'en-US':
        'Your customers pay with their own country’s method, and your company uses what came in to pay sellers, creators and staff over each destination’s rail.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o dinheiro entra e como ele sai',
      'en-US': 'How money comes in and how it goes out',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Brasil: PIX ou cartão em até 12x',
          'en-US': 'Brazil: PIX or card installments',
        },
        body: {
          'pt-BR': 'O comprador paga por PIX ou no cartão, à vista ou em até 12x.',
          'en-US': 'Buyers pay by PIX or by card, in full or in up to 12 installments.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'México: SPEI',
          'en-US': 'Mexico: SPEI',
        },
        body: {
          'pt-BR': 'Os pesos mexicanos pagos por SPEI podem ir para os seus pagamentos.',
          'en-US': 'Mexican pesos paid by SPEI can go toward your payouts.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Colômbia: Transfiya',
          'en-US': 'Colombia: Transfiya',
        },
        body: {
          'pt-BR': 'O cliente paga do celular, por Transfiya, em pesos colombianos.',
          'en-US': 'Customers pay from their phone with Transfiya, in Colombian pesos.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Argentina: USDT',
          'en-US': 'Argentina: USDT',
        },
        body: {
          'pt-BR': 'O USDT pago na Argentina pode pagar criadores e parceiros.',
          'en-US': 'USDT paid in Argentina can go on to pay creators and partners.',
        },
      },
      {
        icon: 'ShoppingBag',
        title: {
          'pt-BR': 'Marketplaces pagam os vendedores',
          'en-US': 'Marketplaces pay their sellers',
        },
        body: {
          'pt-BR': 'O marketplace recebe do comprador e repassa a parte de cada vendedor.',
          'en-US': 'A marketplace collects from the buyer and pays each seller their share.',
        },
      },
      {
        icon: 'Sparkles',
        title: {
          'pt-BR': 'Plataformas pagam os criadores',
          'en-US': 'Platforms pay their creators',
        },
        body: {
          'pt-BR': 'Criadores recebem em moeda fiduciária ou em USDT e USDC.',
          'en-US': 'Creators get paid in fiat, or in USDT and USDC.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Salários pagos com o que entrou',
          'en-US': 'Salaries paid from what came in',
        },
        body: {
          'pt-BR': 'A receita dos clientes paga os salários, sem outro parceiro no meio.',
          'en-US': 'Customer revenue pays salaries with no other provider in between.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Quem recebe, em mais de 50 países',
          'en-US': 'Payees in over 50 countries',
        },
        body: {
          'pt-BR': 'Vendedores, criadores e equipe também podem estar fora da região.',
          'en-US': 'Sellers, creators and staff can be outside the region too.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do pagamento do cliente a quem você paga',
      'en-US': 'From your customer’s payment to the people you pay',
    },
    steps: [
      {
        title: {
          'pt-BR': 'A receita entra pelos métodos locais',
          'en-US': 'Revenue comes in by local methods',
        },
        body: {
          'pt-BR':
            'Compradores, assinantes e clientes pagam pelo método do próprio país, em reais, pesos mexicanos, pesos colombianos ou USDT.',
          'en-US':
            'Buyers, subscribers and clients pay with their own country’s method, in Brazilian reais, Mexican pesos, Colombian pesos or USDT.',
        },
      },
      {
        title: {
          'pt-BR': 'A Fluxa liquida na moeda escolhida',
          'en-US': 'Fluxa settles in the currency you chose',
        },
        body: {
          'pt-BR':
            'O que entrou é liquidado em USD, EUR, CNY, BRL, MXN ou stablecoin antes de qualquer pagamento sair.',
          'en-US': 'What came in settles in USD, EUR, CNY, BRL, MXN or a stablecoin before any payout goes out.',
        },
      },
      {
        title: {
          'pt-BR': 'Você diz a quem pagar e quanto',
          'en-US': 'You say who gets paid, and how much',
        },
        body: {
          'pt-BR': 'A sua empresa diz quem recebe e quanto, e a Fluxa paga por SWIFT, SEPA, CIPS ou cripto.',
          'en-US':
            'Your company names the payees and the amounts, and Fluxa pays them over SWIFT, SEPA, CIPS or crypto.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Preciso de um parceiro para receber e de outro para pagar?',
        'en-US': 'Do I need one provider to collect and another to pay out?',
      },
      answer: {
        'pt-BR':
          'Não. Recebimento, câmbio e pagamentos ficam com a Fluxa: o que os seus clientes pagam é liquidado e pode pagar vendedores, criadores e colaboradores.',
        'en-US':
          'No. Collection, FX and payouts all sit with Fluxa: what your customers pay is settled and can then pay your sellers, creators and staff.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar vendedores e criadores em stablecoin?',
        'en-US': 'Can I pay sellers and creators in stablecoins?',
      },
      answer: {
        'pt-BR':
          'Sim. Quem prefere stablecoin recebe em USDT ou USDC pelo trilho cripto; os demais recebem em moeda fiduciária, por SWIFT, SEPA ou CIPS.',
        'en-US':
          'Yes. Payees who prefer a stablecoin get USDT or USDC over the crypto rail; everyone else is paid in fiat over SWIFT, SEPA or CIPS.',
      },
    },
    {
      question: {
        'pt-BR': 'Em quais países os meus clientes podem pagar?',
        'en-US': 'Which countries can my customers pay from?',
      },
      answer: {
        'pt-BR':
          'Em quatro países: no Brasil, por PIX ou cartão em até 12x; no México, por SPEI; na Colômbia, por Transfiya; e na Argentina, em USDT.',
        'en-US':
          'Four countries: Brazil, by PIX or card in up to 12 installments; Mexico, by SPEI; Colombia, by Transfiya; and Argentina, in USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa adianta o dinheiro antes de ele entrar?',
        'en-US': 'Does Fluxa advance funds before they come in?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede crédito nem adiantamentos: os pagamentos saem dos recursos da própria empresa.',
        'en-US': 'No. Fluxa grants no credit or advances: payouts are made from your company’s own funds.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Conte como o seu dinheiro entra e sai',
      'en-US': 'Tell us how your money comes in and goes out',
    },
    hint: {
      'pt-BR': 'Ex.: recebemos por PIX e SPEI e pagamos vendedores em vários países toda semana.',
      'en-US': 'E.g. we collect by PIX and SPEI and pay sellers in several countries every week.',
    },
  },
} satisfies LandingRecordInput
