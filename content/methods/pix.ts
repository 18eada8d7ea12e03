import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'PIX para empresas que vendem no Brasil | Fluxa',
      'en-US': 'Accept PIX from Customers in Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba por PIX de clientes no Brasil, por QR code ou PIX Copia e Cola. O pagamento vem em reais; liquide em BRL, USD, EUR, CNY, MXN ou stablecoin.',
      'en-US':
        'Get paid by PIX by customers in Brazil, by QR code or copy-and-paste code, in Brazilian reais. Settle in BRL, USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'QR code e PIX Copia e Cola, em reais',
    'en-US': 'QR code or copy-and-paste code, in Brazilian reais',
  },
  hero: {
    title: {
      'pt-BR': 'PIX: o cliente no Brasil paga pelo app do banco',
      'en-US': 'PIX: customers in Brazil pay from their bank app',
    },
    subtitle: {
      'pt-BR':
        'O pagamento sai da conta do cliente, em reais. A sua empresa fica com os reais ou liquida em dólares, euros, yuans ou stablecoin.',
      'en-US':
        'The payment leaves the customer’s own bank account in Brazilian reais. Your business keeps the reais or settles in dollars, euros, yuan or a stablecoin.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o cliente paga por PIX',
      'en-US': 'How customers pay by PIX',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'QR code para quem está no computador',
          'en-US': 'A QR code for payers on a computer',
        },
        body: {
          'pt-BR': 'O cliente aponta o app do banco para o QR code e encontra o pagamento já preenchido.',
          'en-US': 'The customer points their bank app at the QR code and finds the payment already filled in.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'PIX Copia e Cola para quem usa o celular',
          'en-US': 'A copy-and-paste code on a phone',
        },
        body: {
          'pt-BR': 'Sem trocar de aparelho: o cliente copia o código, cola no app do banco e confirma.',
          'en-US': 'No second device: the customer copies the code, pastes it into their bank app and confirms.',
        },
      },
      {
        icon: 'Eye',
        title: {
          'pt-BR': 'O valor conferido antes da senha',
          'en-US': 'The amount checked before approving',
        },
        body: {
          'pt-BR': 'No app do banco, o cliente vê quanto vai pagar, em reais, e só então autoriza.',
          'en-US': 'In their bank app, the customer sees the amount in Brazilian reais, and only then approves it.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Qualquer banco brasileiro com PIX',
          'en-US': 'Any Brazilian bank that offers PIX',
        },
        body: {
          'pt-BR': 'O cliente paga do banco em que já tem conta, seja ele qual for, sem cadastro novo.',
          'en-US': 'Customers pay from the bank they already use, whichever it is, with nothing new to sign up for.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Reais sem passar pelo câmbio',
          'en-US': 'Brazilian reais, no exchange needed',
        },
        body: {
          'pt-BR': 'O real é moeda de liquidação: quem tem custos no Brasil pode ficar com os reais do PIX.',
          'en-US':
            'The real is a settlement currency, so a business with costs in Brazil can keep its PIX income in reais.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Faturas pagas por PIX',
          'en-US': 'Invoices paid by PIX',
        },
        body: {
          'pt-BR': 'Além das vendas, a sua empresa pode cobrar faturas que o cliente paga com PIX Copia e Cola.',
          'en-US': 'Beyond sales, your business can send invoices that customers pay with a PIX copy-and-paste code.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do app do cliente à conta da sua empresa',
      'en-US': 'From the customer’s bank app to your business',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente autoriza no app do banco',
          'en-US': 'The customer approves in their bank app',
        },
        body: {
          'pt-BR':
            'Pelo QR code ou pelo PIX Copia e Cola, ele abre o pagamento no app, confere o valor em reais e autoriza.',
          'en-US':
            'With the QR code or the copy-and-paste code, they open the payment in their bank app, check the amount in Brazilian reais and approve it.',
        },
      },
      {
        title: {
          'pt-BR': 'A sua empresa recebe em reais',
          'en-US': 'Your business is paid in reais',
        },
        body: {
          'pt-BR': 'O dinheiro sai da conta do cliente e chega à sua empresa em reais, pela Fluxa.',
          'en-US':
            'The money leaves the customer’s account and reaches your business through Fluxa, in Brazilian reais.',
        },
      },
      {
        title: {
          'pt-BR': 'Reais, dólares ou cripto',
          'en-US': 'Reais, dollars or crypto',
        },
        body: {
          'pt-BR':
            'Fique com os reais ou liquide em dólares, euros ou yuans, em USDT, USDC ou BTC: a escolha é da sua empresa.',
          'en-US': 'Keep the reais, or settle in dollars, euros or yuan, in USDT, USDC or BTC: your business decides.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O cliente precisa ler o QR code?',
        'en-US': 'Does the customer have to scan the QR code?',
      },
      answer: {
        'pt-BR': 'Não. Quem compra pelo celular copia o código PIX Copia e Cola e cola no app do banco.',
        'en-US':
          'No. A customer buying on their phone copies the PIX copy-and-paste code and pastes it into their bank app.',
      },
    },
    {
      question: {
        'pt-BR': 'Uma empresa cliente também pode pagar por PIX?',
        'en-US': 'Can a business customer pay by PIX too?',
      },
      answer: {
        'pt-BR': 'Sim. Uma empresa cliente paga pelo app do próprio banco, da conta da empresa, como qualquer PIX.',
        'en-US': 'Yes. A business customer pays from its own company account, in its bank app, like any other PIX.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso liquidar o que recebo por PIX em stablecoin?',
        'en-US': 'Can my PIX income settle in a stablecoin?',
      },
      answer: {
        'pt-BR': 'Pode: em USDT ou em USDC. Também dá para liquidar em BTC, que é um criptoativo, não uma stablecoin.',
        'en-US': 'Yes: in USDT or USDC. It can also settle in BTC, which is a crypto asset, not a stablecoin.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem está fora do Brasil pode pagar por PIX?',
        'en-US': 'Can someone outside Brazil pay by PIX?',
      },
      answer: {
        'pt-BR': 'O PIX é um método do Brasil: paga quem tem conta em um banco brasileiro que ofereça PIX.',
        'en-US': 'PIX is a Brazilian method: it is paid from an account at a bank in Brazil that offers PIX.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos colocar o PIX nas suas vendas',
      'en-US': 'Let’s add PIX to your sales',
    },
    hint: {
      'pt-BR': 'Conte o que você vende no Brasil e em que moeda quer liquidar o que recebe por PIX.',
      'en-US': 'Tell us what you sell in Brazil and which currency your PIX income should settle in.',
    },
  },
} satisfies LandingRecordInput
