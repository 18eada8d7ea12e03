import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const mexico = {
  meta: {
    title: {
      'pt-BR': 'Venda no México com SPEI e receba em MXN | Fluxa',
      'en-US': 'Sell into Mexico with SPEI, Collect in MXN | Fluxa',
    },
    description: {
      'pt-BR':
        'Venda para clientes no México com SPEI e receba em MXN. Mantenha MXN para os custos locais ou liquide em USD, EUR, CNY, BRL ou stablecoin.',
      'en-US':
        'Sell to customers in Mexico with SPEI and collect in MXN. Keep MXN for your costs there, or settle in USD, EUR, CNY, BRL or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'SPEI, com recebimento e liquidação em MXN',
    'en-US': 'SPEI, collected and settled in MXN',
  },
  hero: {
    title: {
      'pt-BR': 'Venda no México por SPEI e decida onde fica o seu caixa',
      'en-US': 'Sell into Mexico through SPEI and decide where your cash sits',
    },
    subtitle: {
      'pt-BR':
        'Para lojas online, games e apostas com clientes no México: recebimento em MXN pelo SPEI e liquidação em MXN ou na moeda da sua matriz.',
      'en-US':
        'For online stores, games and betting sites with customers in Mexico: collect in MXN through SPEI, settle in MXN or your head office’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a sua empresa precisa saber para vender no México',
      'en-US': 'What your business should know before selling into Mexico',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Um método no México: SPEI',
          'en-US': 'One method in Mexico: SPEI',
        },
        body: {
          'pt-BR': 'No México, a Fluxa recebe por SPEI, a transferência bancária do país, sempre em MXN.',
          'en-US': 'In Mexico, Fluxa collects through SPEI, the country’s bank transfer system, always in MXN.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'MXN para os custos da operação mexicana',
          'en-US': 'MXN for your Mexican operating costs',
        },
        body: {
          'pt-BR': 'MXN também é moeda de liquidação: deixe em MXN o que a sua operação gasta no México.',
          'en-US': 'MXN is a settlement currency too: keep in MXN what your operation spends in Mexico.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Receita mexicana na moeda da matriz',
          'en-US': 'Mexico revenue in your home currency',
        },
        body: {
          'pt-BR': 'O que não ficar em MXN, a mesa de câmbio da Fluxa converte para USD, EUR, CNY ou BRL.',
          'en-US': 'Whatever you do not keep in MXN, Fluxa’s FX desk converts into USD, EUR, CNY or BRL.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Receita do México em stablecoin',
          'en-US': 'Revenue from Mexico in stablecoins',
        },
        body: {
          'pt-BR':
            'Se a sua tesouraria opera em cripto, liquide as vendas no México em stablecoin (USDT ou USDC) ou em BTC.',
          'en-US':
            'If your treasury runs on crypto, settle your sales in Mexico in a stablecoin (USDT or USDC) or in BTC.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Do caixa mexicano para mais de 50 países',
          'en-US': 'From Mexican cash to over 50 countries',
        },
        body: {
          'pt-BR':
            'Com o que recebe no México, a sua empresa pode pagar fornecedores em mais de 50 países, por SWIFT, SEPA ou CIPS.',
          'en-US':
            'With what you collect in Mexico, your business can pay suppliers in over 50 countries over SWIFT, SEPA or CIPS.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Verificada antes da primeira venda',
          'en-US': 'Verified before your first sale',
        },
        body: {
          'pt-BR':
            'A Fluxa atende só empresas: a sua passa pela verificação KYC/AML, com documentação válida, antes de receber do México.',
          'en-US':
            'Fluxa serves businesses only: yours goes through KYC/AML checks with valid documentation before collecting from Mexico.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a sua empresa vende e liquida no México',
      'en-US': 'How your business sells and settles in Mexico',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Seus clientes no México pagam por SPEI',
          'en-US': 'Your customers in Mexico pay by SPEI',
        },
        body: {
          'pt-BR':
            'Na hora de pagar, quem compra de você no México faz uma transferência SPEI da própria conta, em MXN.',
          'en-US':
            'At payment time, people who buy from you in Mexico send a SPEI transfer from their own account, in MXN.',
        },
      },
      {
        title: {
          'pt-BR': 'Parte em MXN, parte convertida',
          'en-US': 'Some MXN kept, some converted',
        },
        body: {
          'pt-BR':
            'As vendas entram em MXN para a sua empresa, que decide quanto fica em MXN e quanto vai para outra moeda ou para stablecoin.',
          'en-US':
            'Sales come in as MXN for your business, which decides how much stays in Mexican pesos and how much moves to another currency or a stablecoin.',
        },
      },
      {
        title: {
          'pt-BR': 'O caixa do México na sua tesouraria',
          'en-US': 'Mexico’s cash in your treasury',
        },
        body: {
          'pt-BR':
            'A liquidação leva segundos e o processamento das vendas no México é D+1: a sua tesouraria acompanha o caixa mexicano dia a dia, na moeda que escolheu.',
          'en-US':
            'Settlement takes seconds and your Mexican sales are processed on D+1, so your treasury follows its Mexican cash day by day, in the currency it chose.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos de pagamento a Fluxa oferece no México?',
        'en-US': 'Which payment methods does Fluxa offer in Mexico?',
      },
      answer: {
        'pt-BR': 'SPEI, a transferência bancária do México, em MXN. É o método local da Fluxa no país.',
        'en-US': 'SPEI, Mexico’s bank transfer system, in MXN. It is Fluxa’s local method there.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso manter o que recebo em MXN?',
        'en-US': 'Can I keep what I collect in MXN?',
      },
      answer: {
        'pt-BR':
          'Pode. MXN é uma das moedas de liquidação, ao lado de USD, EUR, CNY e BRL, de stablecoin (USDT ou USDC) e de BTC.',
        'en-US':
          'Yes. MXN is one of the settlement currencies, alongside USD, EUR, CNY and BRL, a stablecoin (USDT or USDC), and BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'Que tipo de empresa pode vender no México com a Fluxa?',
        'en-US': 'What kind of business can sell into Mexico with Fluxa?',
      },
      answer: {
        'pt-BR':
          'Empresas verificadas, com documentação válida, que vendem para clientes no México. A Fluxa não atende pessoas físicas.',
        'en-US':
          'Verified businesses with valid documentation that sell to customers in Mexico. Fluxa does not serve individuals.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa adianta ou empresta valores das vendas?',
        'en-US': 'Does Fluxa lend against my sales?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa não concede empréstimos: ela recebe por SPEI e liquida para a sua empresa o que os seus clientes pagaram.',
        'en-US':
          'No. Fluxa never lends: it collects through SPEI and settles to your business what your customers paid.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem atende os meus clientes no México?',
        'en-US': 'Who looks after my customers in Mexico?',
      },
      answer: {
        'pt-BR': 'A sua empresa. A Fluxa nunca entra em contato com os seus clientes.',
        'en-US': 'Your business does. Fluxa never contacts your customers.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre as suas vendas no México',
      'en-US': 'Let’s talk about your sales in Mexico',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende para clientes no México e quanto quer manter em MXN.',
      'en-US': 'Tell us what you sell to customers in Mexico and how much you want to keep in MXN.',
    },
  },
} satisfies LandingRecordInput
