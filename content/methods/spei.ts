import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'SPEI: receba transferências de clientes no México | Fluxa',
      'en-US': 'SPEI: Accept Bank Transfers from Mexico | Fluxa',
    },
    description: {
      'pt-BR':
        'Com SPEI, o cliente no México paga por transferência do próprio banco, em pesos mexicanos. Liquide em MXN, USD, EUR, CNY, BRL ou stablecoin.',
      'en-US':
        'With SPEI, customers in Mexico pay by transfer from their own bank, in Mexican pesos. Your business settles in MXN, USD, EUR, CNY, BRL or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Transferência bancária no México, em pesos',
    'en-US': 'Bank transfers in Mexico, in Mexican pesos',
  },
  hero: {
    title: {
      'pt-BR': 'SPEI: receba de clientes no México por transferência bancária',
      'en-US': 'SPEI: get paid by customers in Mexico by bank transfer',
    },
    subtitle: {
      'pt-BR':
        'O cliente transfere em pesos mexicanos, da conta dele para a sua empresa, que fica com os pesos ou liquida em dólares, euros, yuans ou stablecoin.',
      'en-US':
        'Customers transfer Mexican pesos from their own account to your business, which keeps the pesos or settles in dollars, euros, yuan or a stablecoin.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como é pagar por SPEI e o que chega para você',
      'en-US': 'What paying by SPEI looks like, and what you get',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Do banco que o cliente já usa',
          'en-US': 'From the bank the payer already uses',
        },
        body: {
          'pt-BR': 'O SPEI sai da conta que o cliente já tem no México, sem cadastro novo nem conta para abrir.',
          'en-US':
            'The SPEI leaves the account the customer already has in Mexico: nothing to sign up for, no account to open.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Uma CLABE de destino',
          'en-US': 'One CLABE to send to',
        },
        body: {
          'pt-BR': 'O pagador transfere para a conta com CLABE informada e confirma o valor em pesos mexicanos.',
          'en-US': 'The payer sends the transfer to the CLABE account given and confirms the amount in Mexican pesos.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Empresas clientes pagam igual',
          'en-US': 'Business customers pay the same way',
        },
        body: {
          'pt-BR': 'Um cliente empresarial no México paga por SPEI da conta da própria empresa.',
          'en-US': 'A business customer in Mexico pays by SPEI from its own company account.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Da conta do pagador ao seu caixa',
      'en-US': 'From the payer’s account to your books',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O pagador envia o SPEI',
          'en-US': 'The payer sends the SPEI',
        },
        body: {
          'pt-BR':
            'No app ou no internet banking, ele informa a CLABE de destino e o valor em pesos mexicanos, e confirma.',
          'en-US':
            'In their bank app or online banking, they enter the destination CLABE and the amount in Mexican pesos, and confirm.',
        },
      },
      {
        title: {
          'pt-BR': 'Os pesos chegam à sua empresa',
          'en-US': 'The pesos reach your business',
        },
        body: {
          'pt-BR': 'A transferência sai da conta do pagador e chega à sua empresa em pesos mexicanos, pela Fluxa.',
          'en-US': 'The transfer leaves the payer’s account and reaches your business through Fluxa, in Mexican pesos.',
        },
      },
      {
        title: {
          'pt-BR': 'Em pesos ou na moeda que escolheu',
          'en-US': 'In pesos or the currency you chose',
        },
        body: {
          'pt-BR': 'Fique com os pesos mexicanos ou liquide em USD, EUR, CNY, BRL, USDT, USDC ou BTC.',
          'en-US': 'Keep the Mexican pesos, or settle in USD, EUR, CNY, BRL, USDT, USDC or BTC.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O pagador precisa converter moeda para pagar?',
        'en-US': 'Does the payer have to exchange currency?',
      },
      answer: {
        'pt-BR':
          'Não. Ele transfere em pesos mexicanos; qualquer conversão acontece do lado da sua empresa, na liquidação.',
        'en-US': 'No. They send Mexican pesos; any exchange happens on your side, at settlement.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem não usa o app do banco consegue pagar?',
        'en-US': 'Can someone pay without a bank app?',
      },
      answer: {
        'pt-BR': 'Consegue: o SPEI também sai pelo internet banking, no computador.',
        'en-US': 'Yes: a SPEI can also be sent from online banking on a computer.',
      },
    },
    {
      question: {
        'pt-BR': 'O cliente pode dividir o pagamento por SPEI?',
        'en-US': 'Can a customer split a SPEI payment?',
      },
      answer: {
        'pt-BR': 'Não. Pela Fluxa, cada compra é paga com um SPEI do valor inteiro, em pesos mexicanos.',
        'en-US': 'No. Through Fluxa, each purchase is paid with one SPEI for the full amount, in Mexican pesos.',
      },
    },
    {
      question: {
        'pt-BR': 'Clientes fora do México podem pagar por SPEI?',
        'en-US': 'Can customers outside Mexico pay by SPEI?',
      },
      answer: {
        'pt-BR': 'O SPEI é um método do México: paga quem tem conta em um banco mexicano.',
        'en-US': 'SPEI is a Mexican method: it is paid from an account at a bank in Mexico.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre receber por SPEI',
      'en-US': 'Let’s talk about accepting SPEI',
    },
    hint: {
      'pt-BR': 'Conte o que você vende no México e se quer liquidar em pesos mexicanos ou em outra moeda.',
      'en-US': 'Tell us what you sell in Mexico and whether you settle in Mexican pesos or another currency.',
    },
  },
} satisfies LandingRecordInput
