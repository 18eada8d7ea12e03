import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const fxDesk = {
  meta: {
    title: {
      'pt-BR': 'Câmbio para empresas: BRL, MXN, USD, EUR e CNY | Fluxa',
      'en-US': 'Business FX: BRL, MXN, USD, EUR and CNY | Fluxa',
    },
    description: {
      'pt-BR':
        'A mesa de câmbio da Fluxa converte entre BRL, MXN, USD, EUR e CNY, e entre essas moedas e USDT, para empresas que faturam no Brasil e no México.',
      'en-US':
        'Fluxa’s FX desk converts between BRL, MXN, USD, EUR and CNY, and between those currencies and USDT, for companies earning in Brazil and Mexico.',
    },
  },
  menu: {
    'pt-BR': 'Câmbio entre BRL, MXN, USD, EUR, CNY e USDT',
    'en-US': 'FX between BRL, MXN, USD, EUR, CNY and USDT',
  },
  hero: {
    title: {
      'pt-BR': 'Fature em real ou peso mexicano e pague em dólar, euro ou yuan',
      'en-US': 'Earn in reais or Mexican pesos, pay in dollars, euros or yuan',
    },
    subtitle: {
      'pt-BR':
        'A mesa de câmbio da Fluxa converte o que a sua empresa fatura no Brasil e no México na moeda em que ela paga fornecedores, parceiros e custos fora da região.',
      'en-US':
        'Fluxa’s FX desk converts what your company earns in Brazil and Mexico into the currency it uses to pay suppliers, partners and costs outside the region.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Os pares de quem fatura na região',
      'en-US': 'The pairs for companies earning in the region',
    },
    cards: [
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Real contra dólar, euro e yuan',
          'en-US': 'Reais vs. dollars, euros and yuan',
        },
        body: {
          'pt-BR': 'BRL contra USD, EUR ou CNY, para empresas que faturam no Brasil e têm custos fora do país.',
          'en-US': 'BRL against USD, EUR or CNY, for companies that earn in Brazil and have costs abroad.',
        },
      },
      {
        icon: 'DollarSign',
        title: {
          'pt-BR': 'Peso mexicano contra dólar, euro e yuan',
          'en-US': 'Mexican pesos vs. dollars, euros, yuan',
        },
        body: {
          'pt-BR': 'MXN contra USD, EUR ou CNY, para empresas que faturam no México e pagam em outra moeda.',
          'en-US': 'MXN against USD, EUR or CNY, for companies that earn in Mexico and pay in another currency.',
        },
      },
      {
        icon: 'JapaneseYen',
        title: {
          'pt-BR': 'CNY pelo CIPS, para a China',
          'en-US': 'CNY over CIPS, for China',
        },
        body: {
          'pt-BR': 'Converta para CNY e pague fornecedores chineses pelo CIPS, o sistema de pagamentos do yuan.',
          'en-US': 'Convert into CNY and pay Chinese suppliers over CIPS, the yuan’s payment system.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'EUR pela SEPA, para a Europa',
          'en-US': 'EUR over SEPA, for Europe',
        },
        body: {
          'pt-BR': 'Converta para EUR e pague parceiros europeus pela SEPA, o trilho de pagamentos do euro.',
          'en-US': 'Convert into EUR and pay European partners over SEPA, the euro’s payment rail.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT como uma das pontas',
          'en-US': 'USDT on either side',
        },
        body: {
          'pt-BR':
            'A mesma mesa converte entre USDT e moeda fiduciária, com o valor em USDT seguindo pelo trilho cripto.',
          'en-US': 'The same desk converts between USDT and fiat, with the USDT leg moving over the crypto rail.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Nos dois sentidos',
          'en-US': 'Both ways',
        },
        body: {
          'pt-BR': 'Use a mesa tanto para pagar fora quanto para trazer receita de fora para BRL ou MXN.',
          'en-US': 'Use the desk to pay abroad, or to bring revenue earned abroad home into BRL or MXN.',
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
            'De BRL ou MXN para USD, EUR ou CNY, no sentido inverso, ou de e para USDT. A sua empresa define o par, o sentido e o valor.',
          'en-US':
            'From BRL or MXN into USD, EUR or CNY, the other way round, or to and from USDT. Your company sets the pair, the direction and the amount.',
        },
      },
      {
        title: {
          'pt-BR': 'A mesa converte e liquida',
          'en-US': 'The desk converts and settles',
        },
        body: {
          'pt-BR':
            'A conversão liquida em segundos, e o processamento em D+1 dá ao financeiro a data de cada operação para o fluxo de caixa.',
          'en-US':
            'The conversion settles in seconds, and D+1 processing gives finance a set date for every trade in the cash-flow plan.',
        },
      },
      {
        title: {
          'pt-BR': 'O valor vai para a conta certa',
          'en-US': 'The funds go where they’re due',
        },
        body: {
          'pt-BR':
            'O valor convertido segue para a conta de destino, da sua empresa ou de um fornecedor, em mais de 50 países.',
          'en-US':
            'The converted funds go to the destination account, your company’s or a supplier’s, in over 50 countries.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais moedas a mesa de câmbio da Fluxa converte?',
        'en-US': 'Which currencies does Fluxa’s FX desk convert?',
      },
      answer: {
        'pt-BR': 'USD, EUR, CNY, BRL e MXN entre si, e cada uma delas de e para USDT.',
        'en-US': 'USD, EUR, CNY, BRL and MXN against one another, and each of them to and from USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'Para onde posso enviar o valor convertido?',
        'en-US': 'Where can I send the converted funds?',
      },
      answer: {
        'pt-BR': 'Para mais de 50 países, pelos trilhos SWIFT, SEPA e CIPS, ou em USDT pelo trilho cripto.',
        'en-US': 'To over 50 countries over SWIFT, SEPA and CIPS, or in USDT over the crypto rail.',
      },
    },
    {
      question: {
        'pt-BR': 'Preciso falar com um operador para fechar o câmbio?',
        'en-US': 'Do I need to call a dealer to make a trade?',
      },
      answer: {
        'pt-BR':
          'Não. A mesa de câmbio da Fluxa é um produto: a sua empresa escolhe o par e a conversão acontece na plataforma.',
        'en-US':
          'No. Fluxa’s FX desk is a product: your company picks the pair and the conversion runs on the platform.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode usar a mesa de câmbio?',
        'en-US': 'Who can use the FX desk?',
      },
      answer: {
        'pt-BR': 'Empresas verificadas, com documentação válida. A Fluxa não atende pessoas físicas.',
        'en-US': 'Verified businesses with valid documentation. Fluxa does not serve individuals.',
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
      'pt-BR': 'Ex.: faturamos em BRL e MXN e pagamos fornecedores em USD e CNY todo mês.',
      'en-US': 'E.g. we earn in BRL and MXN and pay suppliers in USD and CNY every month.',
    },
  },
} satisfies LandingRecordInput
