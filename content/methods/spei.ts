import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const spei = {
  meta: {
    title: {
      'pt-BR': 'SPEI: receba transferências de clientes no México | Fluxa',
      'en-US': 'SPEI: Accept Bank Transfers from Mexico | Fluxa',
    },
    description: {
      'pt-BR':
        'Com SPEI, o cliente no México paga por transferência do próprio banco, em MXN. A sua empresa liquida em MXN, USD, EUR, CNY, BRL ou stablecoin.',
      'en-US':
        'With SPEI, customers in Mexico pay by transfer from their own bank, in MXN. Your business settles in MXN, USD, EUR, CNY, BRL or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transferência bancária no México, em MXN',
    'en-US': 'Bank transfers from payers in Mexico, in MXN',
  },
  hero: {
    title: {
      'pt-BR': 'SPEI: receba de clientes no México por transferência bancária',
      'en-US': 'SPEI: get paid by customers in Mexico by bank transfer',
    },
    subtitle: {
      'pt-BR':
        'Uma transferência em MXN, da conta do pagador para a sua empresa, que escolhe em que moeda liquidar cada SPEI recebido.',
      'en-US':
        'A transfer in MXN from the payer’s account to your business, which chooses the currency each SPEI settles in.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como é pagar por SPEI e o que chega para você',
      'en-US': 'What paying by SPEI looks like, and what you get',
    },
    cards: [
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Os dados da transferência no checkout',
          'en-US': 'Transfer details right at checkout',
        },
        body: {
          'pt-BR':
            'O checkout mostra a conta de destino e o valor exato: o pagador não precisa pedir dados bancários a ninguém.',
          'en-US':
            'Checkout shows the destination account and the exact amount, so the payer never has to ask anyone for bank details.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Nenhuma conta nova para o pagador',
          'en-US': 'No new account for the payer',
        },
        body: {
          'pt-BR': 'Ele paga pelo app ou pelo internet banking do banco que já usa, sem abrir conta em outro lugar.',
          'en-US':
            'They pay through the app or online banking of the bank they already use, with no new account to open.',
        },
      },
      {
        icon: 'Eye',
        title: {
          'pt-BR': 'Em MXN, sem câmbio para o pagador',
          'en-US': 'Paid in MXN, no exchange for the payer',
        },
        body: {
          'pt-BR':
            'O pagador transfere o valor da compra na moeda da conta dele. Se houver conversão, ela fica do lado da sua empresa.',
          'en-US':
            'The payer sends the purchase amount in their account’s own currency. Any currency exchange happens on your side.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'SPEI em MXN, liquidado em USD ou BRL',
          'en-US': 'Transfers in MXN, settled in USD or BRL',
        },
        body: {
          'pt-BR': 'Cada SPEI recebido pode ser liquidado em MXN ou convertido para USD, EUR, CNY ou BRL.',
          'en-US': 'Every SPEI you collect can settle in MXN or be converted into USD, EUR, CNY or BRL.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'SPEI liquidado em stablecoin',
          'en-US': 'SPEI settled in stablecoins',
        },
        body: {
          'pt-BR': 'Transferências SPEI também podem ser liquidadas em stablecoin (USDT ou USDC) ou em BTC.',
          'en-US': 'SPEI transfers can also settle in a stablecoin (USDT or USDC) or in BTC.',
        },
      },
      {
        icon: 'Ban',
        title: {
          'pt-BR': 'SPEI para pagar empresas, não pessoas',
          'en-US': 'SPEI pays businesses, never individuals',
        },
        body: {
          'pt-BR':
            'Pela Fluxa, um SPEI paga uma compra feita de uma empresa verificada. Transferências entre pessoas físicas não são permitidas.',
          'en-US':
            'Through Fluxa, a SPEI pays for a purchase from a verified business. Transfers between individuals are not allowed.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma transferência SPEI vira liquidação',
      'en-US': 'How a SPEI transfer becomes your settlement',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O pagador envia o SPEI',
          'en-US': 'The payer sends the SPEI',
        },
        body: {
          'pt-BR':
            'Ele copia os dados que o checkout mostra, abre o app do banco e transfere o valor da compra em MXN.',
          'en-US':
            'They copy the details shown at checkout, open their bank app and transfer the purchase amount in MXN.',
        },
      },
      {
        title: {
          'pt-BR': 'A transferência chega em MXN',
          'en-US': 'The transfer arrives in MXN',
        },
        body: {
          'pt-BR':
            'O valor é recebido em MXN para a sua empresa. Para a Fluxa, a contraparte é sempre você, nunca quem fez a transferência.',
          'en-US':
            'The funds are collected in MXN for your business. Fluxa’s counterparty is always you, never the person who sent the transfer.',
        },
      },
      {
        title: {
          'pt-BR': 'Sem esperar compensação bancária',
          'en-US': 'No waiting on bank clearing',
        },
        body: {
          'pt-BR':
            'O SPEI recebido liquida em segundos na moeda que você escolheu, sem esperar compensação, e as transferências do dia são processadas em D+1.',
          'en-US':
            'A SPEI you collect settles in seconds in the currency you chose, with no clearing to wait for, and the day’s transfers are processed on D+1.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quem pode pagar por SPEI?',
        'en-US': 'Who can pay by SPEI?',
      },
      answer: {
        'pt-BR': 'Clientes com conta em banco no México, pelo app ou pelo internet banking desse banco.',
        'en-US': 'Customers with an account at a bank in Mexico, through that bank’s app or online banking.',
      },
    },
    {
      question: {
        'pt-BR': 'O pagador precisa converter moeda para pagar?',
        'en-US': 'Does the payer have to exchange currency?',
      },
      answer: {
        'pt-BR': 'Não. Ele transfere em MXN; qualquer conversão acontece do lado da sua empresa, na liquidação.',
        'en-US': 'No. They transfer in MXN; any currency exchange happens on your side, at settlement.',
      },
    },
    {
      question: {
        'pt-BR': 'Em quais moedas posso liquidar o que recebo por SPEI?',
        'en-US': 'Which currencies can my SPEI collections settle in?',
      },
      answer: {
        'pt-BR': 'Em MXN, USD, EUR, CNY ou BRL, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US': 'MXN, USD, EUR, CNY or BRL, a stablecoin (USDT or USDC), or BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com quem me paga por SPEI?',
        'en-US': 'Will Fluxa contact the people who pay me by SPEI?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa nunca entra em contato com os seus clientes; ela se relaciona só com a sua empresa.',
        'en-US': 'No. Fluxa never contacts your customers; it deals only with your business.',
      },
    },
    {
      question: {
        'pt-BR': 'Que empresas podem receber por SPEI com a Fluxa?',
        'en-US': 'Which businesses can collect by SPEI with Fluxa?',
      },
      answer: {
        'pt-BR': 'Apenas empresas verificadas, com documentação válida e verificação KYC/AML.',
        'en-US': 'Only verified businesses with valid documentation that have gone through KYC/AML checks.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos ligar o SPEI ao seu checkout',
      'en-US': 'Let’s add SPEI to your checkout',
    },
    hint: {
      'pt-BR': 'Conte o que você vende no México e se quer liquidar em MXN ou em outra moeda.',
      'en-US': 'Tell us what you sell in Mexico and whether you settle in MXN or another currency.',
    },
  },
} satisfies LandingRecordInput
