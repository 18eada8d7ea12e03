import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Câmbio para empresas: BRL, MXN, USD, EUR e CNY | Fluxa',
      'en-US': 'Business FX: BRL, MXN, USD, EUR and CNY | Fluxa',
    },
    description: {
      'pt-BR':
        'A mesa de câmbio da Fluxa converte entre reais, pesos mexicanos, dólares, euros e yuans, e de e para USDT, para empresas que vendem no Brasil e no México.',
      'en-US':
        'Fluxa’s FX desk converts between Brazilian reais, Mexican pesos, dollars, euros and yuan, and to and from USDT, for companies selling in Brazil and Mexico.',
    },
  },
  menu: {
    'pt-BR': 'Câmbio entre BRL, MXN, USD, EUR, CNY e USDT',
    'en-US': 'FX between BRL, MXN, USD, EUR, CNY and USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Receba em reais ou pesos mexicanos e pague em dólares, euros ou yuans',
      'en-US': 'Earn in reais or Mexican pesos, pay in dollars, euros or yuan',
    },
    subtitle: {
      'pt-BR':
        'A mesa de câmbio da Fluxa converte o que a sua empresa recebe no Brasil e no México na moeda em que ela paga fornecedores, parceiros e custos fora da região.',
      'en-US':
        'Fluxa’s FX desk converts what your company collects in Brazil and Mexico into the currency it uses to pay suppliers, partners and costs outside the region.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Os pares de quem vende na região',
      'en-US': 'The pairs for companies selling in the region',
    },
    cards: [
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Reais contra dólares, euros e yuans',
          'en-US': 'Reais vs. dollars, euros and yuan',
        },
        body: {
          'pt-BR': 'Para quem recebe no Brasil e tem custos fora do país, nos dois sentidos.',
          'en-US': 'For companies earning in Brazil with costs abroad, in either direction.',
        },
      },
      {
        icon: 'DollarSign',
        title: {
          'pt-BR': 'Pesos mexicanos contra as mesmas moedas',
          'en-US': 'Mexican pesos vs. the same currencies',
        },
        body: {
          'pt-BR': 'Para quem recebe no México e paga em dólares, euros ou yuans.',
          'en-US': 'For companies earning in Mexico and paying in dollars, euros or yuan.',
        },
      },
      {
        icon: 'JapaneseYen',
        title: {
          'pt-BR': 'Yuans para fornecedores na China',
          'en-US': 'Yuan for suppliers in China',
        },
        body: {
          'pt-BR': 'Converta reais ou pesos mexicanos em yuans e pague pelo CIPS.',
          'en-US': 'Convert Brazilian reais or Mexican pesos into yuan and pay over CIPS.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'Euros para pagar pela SEPA',
          'en-US': 'Euros to pay over SEPA',
        },
        body: {
          'pt-BR': 'Converta para euros e pague parceiros europeus pela SEPA.',
          'en-US': 'Convert into euros and pay European partners over SEPA.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT como uma das pontas',
          'en-US': 'USDT on either side',
        },
        body: {
          'pt-BR': 'A mesma mesa converte entre USDT e as moedas fiduciárias.',
          'en-US': 'The same desk converts between USDT and fiat currencies.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'De volta para reais ou pesos',
          'en-US': 'Back into reais or pesos',
        },
        body: {
          'pt-BR': 'Dólares, euros ou yuans voltam a reais ou pesos mexicanos quando o caixa é na região.',
          'en-US': 'Dollars, euros or yuan go back into Brazilian reais or Mexican pesos for cash in the region.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Pares fora da América Latina',
          'en-US': 'Pairs outside Latin America',
        },
        body: {
          'pt-BR': 'Dólares, euros e yuans também se convertem entre si.',
          'en-US': 'Dollars, euros and yuan convert into one another too.',
        },
      },
      {
        icon: 'Sparkles',
        title: {
          'pt-BR': 'Um produto, não uma ligação',
          'en-US': 'A product, not a phone call',
        },
        body: {
          'pt-BR': 'A sua empresa escolhe o par na plataforma, sem falar com um operador.',
          'en-US': 'Your company picks the pair on the platform, with no dealer to call.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como funciona a mesa de câmbio da Fluxa',
      'en-US': 'How Fluxa’s FX desk works',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Você escolhe o par',
          'en-US': 'You choose the pair',
        },
        body: {
          'pt-BR':
            'Entre USD, EUR, CNY, BRL e MXN, ou de e para USDT. A sua empresa define o par, o sentido e o valor.',
          'en-US':
            'Between USD, EUR, CNY, BRL and MXN, or to and from USDT. Your company sets the pair, the direction and the amount.',
        },
      },
      {
        title: {
          'pt-BR': 'A mesa converte o que é seu',
          'en-US': 'The desk converts your own funds',
        },
        body: {
          'pt-BR':
            'A conversão usa o que a sua empresa recebeu dos clientes ou já tem liquidado, e o resultado fica na moeda escolhida.',
          'en-US':
            'The conversion uses what your company collected from customers or already holds, and the result sits in the currency you chose.',
        },
      },
      {
        title: {
          'pt-BR': 'O valor vai para a conta certa',
          'en-US': 'The funds go where they’re due',
        },
        body: {
          'pt-BR':
            'O valor convertido fica com a sua empresa ou segue para um fornecedor, por SWIFT, SEPA, CIPS ou cripto, em mais de 50 países.',
          'en-US':
            'The converted funds stay with your company or go to a supplier, over SWIFT, SEPA, CIPS or crypto, in over 50 countries.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais pares a mesa de câmbio converte?',
        'en-US': 'Which pairs does the FX desk convert?',
      },
      answer: {
        'pt-BR': 'Qualquer par entre USD, EUR, CNY, BRL e MXN, e cada uma dessas moedas de e para USDT.',
        'en-US': 'Any pair among USD, EUR, CNY, BRL and MXN, and each of them to and from USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso converter sem fazer um pagamento?',
        'en-US': 'Can I convert without making a payment?',
      },
      answer: {
        'pt-BR':
          'Sim. O valor convertido pode ficar com a sua empresa, liquidado na moeda escolhida, sem seguir para um fornecedor.',
        'en-US':
          'Yes. The converted funds can stay with your company, settled in the currency you chose, without going to a supplier.',
      },
    },
    {
      question: {
        'pt-BR': 'Preciso ter a receita em reais para usar a mesa?',
        'en-US': 'Does my revenue need to be in reais to use the desk?',
      },
      answer: {
        'pt-BR':
          'Não. A mesa converte a partir de qualquer uma das moedas com que a Fluxa trabalha: USD, EUR, CNY, BRL, MXN ou USDT.',
        'en-US': 'No. The desk converts from any of the currencies Fluxa works with: USD, EUR, CNY, BRL, MXN or USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa financia ou adianta a operação de câmbio?',
        'en-US': 'Does Fluxa finance or advance FX trades?',
      },
      answer: {
        'pt-BR':
          'Não. A mesa converte recursos da própria empresa; a Fluxa não concede crédito, empréstimos nem adiantamentos.',
        'en-US': 'No. The desk converts your company’s own funds; Fluxa grants no credit, loans or advances.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar do seu câmbio',
      'en-US': 'Let’s talk about your FX',
    },
    hint: {
      'pt-BR': 'Ex.: recebemos em reais e pesos mexicanos e pagamos fornecedores em dólares e yuans todo mês.',
      'en-US': 'E.g. we earn in Brazilian reais and Mexican pesos and pay suppliers in dollars and yuan every month.',
    },
  },
} satisfies LandingRecordInput
