import type { HomeRecordInput } from './schema/homeRecord.ts'

export const home = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos e câmbio para a América Latina | Fluxa',
      'en-US': 'Cross-Border Payments and FX for Latin America | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba com PIX, cartão em até 12x, SPEI, Transfiya e USDT em quatro países da América Latina e liquide em USD, EUR, CNY, BRL, MXN ou stablecoin.',
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
        'Seu cliente paga com PIX ou cartão em até 12x no Brasil, SPEI no México, Transfiya na Colômbia ou USDT na Argentina. A Fluxa cuida do câmbio e da liquidação.',
      'en-US':
        'Customers pay by PIX or card in up to 12 installments in Brazil, SPEI in Mexico, Transfiya in Colombia or USDT in Argentina. Fluxa handles FX and settlement.',
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
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Receber e pagar com o mesmo parceiro',
          'en-US': 'Collect and pay out with one partner',
        },
        body: {
          'pt-BR':
            'Recebimento local, pagamento a fornecedores e vendedores, câmbio e cobrança de faturas, tudo na mesma relação com a Fluxa.',
          'en-US':
            'Local collection, payouts to suppliers and sellers, FX and invoice collection, all in one relationship with Fluxa.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'A moeda de liquidação é escolha sua',
          'en-US': 'You pick the settlement currency',
        },
        body: {
          'pt-BR':
            'USD, EUR, CNY, BRL ou MXN, ou stablecoin (USDT, USDC). Se preferir, a liquidação também pode ser em BTC.',
          'en-US':
            'USD, EUR, CNY, BRL or MXN, or a stablecoin (USDT, USDC). If you prefer, you can also settle in BTC.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Um trilho para cada destino',
          'en-US': 'The right rail for each destination',
        },
        body: {
          'pt-BR':
            'SEPA para a Europa, CIPS para a China, SWIFT para os demais destinos e o trilho cripto para stablecoins.',
          'en-US': 'SEPA for Europe, CIPS for China, SWIFT for everywhere else and the crypto rail for stablecoins.',
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
      'pt-BR': 'Cada país tem a sua página: como o cliente de lá paga, o que a sua empresa recebe e como liquida.',
      'en-US': 'Each country has its own page: how customers there pay, what your company collects and how it settles.',
    },
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quem pode trabalhar com a Fluxa?',
        'en-US': 'Who can work with Fluxa?',
      },
      answer: {
        'pt-BR':
          'Somente empresas, que são as únicas contrapartes da Fluxa. Cada uma passa por verificação KYC/AML e precisa ter documentação válida.',
        'en-US':
          'Businesses only: they are Fluxa’s only counterparties. Each one goes through KYC/AML checks and must hold valid documentation.',
      },
    },
    {
      question: {
        'pt-BR': 'Em quais países os meus clientes podem pagar, e com quais métodos?',
        'en-US': 'In which countries can my customers pay, and how?',
      },
      answer: {
        'pt-BR':
          'No Brasil, com PIX e cartão em até 12x; no México, com SPEI; na Colômbia, com Transfiya; na Argentina, com USDT, pelo on/off ramp com stablecoins.',
        'en-US':
          'In Brazil, by PIX and cards in up to 12 installments; in Mexico, by SPEI; in Colombia, by Transfiya; in Argentina, in USDT through the stablecoin on/off ramp.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar fornecedores fora da América Latina?',
        'en-US': 'Can I pay suppliers outside Latin America?',
      },
      answer: {
        'pt-BR':
          'Sim. A Fluxa faz pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS, e movimenta stablecoins pelo trilho cripto.',
        'en-US':
          'Yes. Fluxa makes payments to over 50 countries over SWIFT, SEPA and CIPS, and moves stablecoins over the crypto rail.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa empresta dinheiro ou oferece crédito?',
        'en-US': 'Does Fluxa lend money or offer credit?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa nunca concede empréstimos: ela movimenta os pagamentos da sua empresa, recebendo, convertendo, liquidando e pagando.',
        'en-US':
          'No. Fluxa never lends: it moves your company’s payments, collecting, converting, settling and paying out.',
      },
    },
    {
      question: {
        'pt-BR': 'Como começo a trabalhar com a Fluxa?',
        'en-US': 'How do I get started with Fluxa?',
      },
      answer: {
        'pt-BR':
          'Envie uma mensagem pelo formulário contando onde vende e em que moeda quer liquidar. Antes de operar, a sua empresa passa pela verificação KYC/AML.',
        'en-US':
          'Send us a message through the form saying where you sell and the currency you want to settle in. Before you start, your company goes through KYC/AML checks.',
      },
    },
  ],
} satisfies HomeRecordInput
