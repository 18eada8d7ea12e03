import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const pix = {
  meta: {
    title: {
      'pt-BR': 'PIX para empresas que vendem no Brasil | Fluxa',
      'en-US': 'Accept PIX from Customers in Brazil | Fluxa',
    },
    description: {
      'pt-BR':
        'Aceite PIX de clientes no Brasil por QR code ou PIX Copia e Cola. Receba em BRL e liquide em reais, USD, EUR, CNY, MXN ou stablecoin.',
      'en-US':
        'Accept PIX from customers in Brazil by QR code or copy-and-paste code. Collect in BRL, then settle in BRL, USD, EUR, CNY, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'QR code e PIX Copia e Cola, em BRL',
    'en-US': 'QR code and copy-and-paste payments, in BRL',
  },
  hero: {
    title: {
      'pt-BR': 'PIX no seu checkout: o cliente no Brasil paga pelo app do banco',
      'en-US': 'PIX at your checkout: customers in Brazil pay from their bank app',
    },
    subtitle: {
      'pt-BR':
        'O pagamento sai da conta do cliente, em reais. A sua empresa recebe em BRL e liquida em reais ou na moeda em que a operação roda.',
      'en-US':
        'The money leaves the customer’s own account, in BRL. Your business collects in BRL and settles in BRL or the currency it runs on.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que o cliente vê no PIX e o que a sua empresa recebe',
      'en-US': 'What PIX payers see, and what your business gets',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'QR code para quem compra no computador',
          'en-US': 'A QR code for shoppers on a computer',
        },
        body: {
          'pt-BR':
            'O cliente abre o app do banco no celular, lê o QR code da tela e encontra o pagamento já preenchido.',
          'en-US':
            'The customer opens their bank app, scans the QR code on screen and finds the payment already filled in.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Copia e Cola para quem compra no celular',
          'en-US': 'Copy-and-paste for shoppers on a phone',
        },
        body: {
          'pt-BR':
            'No celular, o cliente copia o código PIX Copia e Cola, cola no app do banco e confirma, sem digitar nada.',
          'en-US':
            'On a phone, the customer copies the PIX code, pastes it into their bank app and confirms. Nothing to type.',
        },
      },
      {
        icon: 'Eye',
        title: {
          'pt-BR': 'O valor em reais antes de confirmar',
          'en-US': 'The amount in BRL before they confirm',
        },
        body: {
          'pt-BR': 'O cliente confere no app do banco quanto vai pagar, em reais, e só então autoriza o PIX.',
          'en-US': 'Payers check the amount in BRL in their own bank app, and only then approve the PIX.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Reais para os custos, o resto convertido',
          'en-US': 'BRL for local costs, the rest converted',
        },
        body: {
          'pt-BR':
            'Liquide em BRL o que a sua operação gasta no Brasil e converta o restante para USD, EUR, CNY ou MXN.',
          'en-US': 'Settle in BRL what you spend in Brazil, and convert the rest into USD, EUR, CNY or MXN.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Vendas por PIX liquidadas em stablecoin',
          'en-US': 'PIX sales settled in stablecoins',
        },
        body: {
          'pt-BR': 'Os recebimentos por PIX também podem ser liquidados em stablecoin (USDT ou USDC) ou em BTC.',
          'en-US': 'PIX collections can also settle in a stablecoin (USDT or USDC) or in BTC.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Quem pagou por PIX fala com você',
          'en-US': 'Your PIX payers stay your customers',
        },
        body: {
          'pt-BR':
            'A Fluxa nunca entra em contato com os seus clientes: a relação com quem paga continua sendo da sua empresa.',
          'en-US':
            'Fluxa never contacts your customers. The relationship with the people who pay you stays with your business.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um PIX vira liquidação na sua moeda',
      'en-US': 'How a PIX payment settles in your currency',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente confirma o PIX no banco',
          'en-US': 'The payer approves the PIX in their bank',
        },
        body: {
          'pt-BR':
            'No checkout, ele lê o QR code ou cola o código PIX Copia e Cola no app do banco e autoriza o pagamento em reais.',
          'en-US':
            'At checkout, they scan the QR code or paste the PIX code into their bank app and approve the payment in BRL.',
        },
      },
      {
        title: {
          'pt-BR': 'O PIX entra em BRL para a sua empresa',
          'en-US': 'The PIX comes in as BRL for you',
        },
        body: {
          'pt-BR':
            'O valor é recebido em BRL para a sua empresa. Quem paga é cliente seu: a única contraparte da Fluxa na venda é você.',
          'en-US':
            'The funds are collected in BRL for your business. The payer is your customer: Fluxa’s only counterparty in the sale is you.',
        },
      },
      {
        title: {
          'pt-BR': 'Pedido liberado, vendas do dia fechadas',
          'en-US': 'Order released, the day’s sales closed',
        },
        body: {
          'pt-BR':
            'O PIX liquida em segundos, a tempo de liberar o pedido com o cliente ainda no checkout; o processamento das vendas do dia sai em D+1, para a sua conciliação.',
          'en-US':
            'The PIX settles in seconds, soon enough to release the order while the customer is still at checkout; the day’s sales are processed on D+1 for your reconciliation.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quem pode pagar a minha empresa com PIX?',
        'en-US': 'Who can pay my business by PIX?',
      },
      answer: {
        'pt-BR': 'Qualquer cliente com conta em um banco no Brasil que ofereça PIX, pelo app desse banco.',
        'en-US': 'Any customer with an account at a bank in Brazil that offers PIX, using that bank’s app.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda o cliente paga e em quais eu posso liquidar?',
        'en-US': 'What currency does the customer pay in, and what can I settle in?',
      },
      answer: {
        'pt-BR':
          'O cliente paga em BRL. Você liquida em BRL, USD, EUR, CNY ou MXN, em stablecoin (USDT ou USDC) ou em BTC.',
        'en-US':
          'The customer pays in BRL. You settle in BRL, USD, EUR, CNY or MXN, in a stablecoin (USDT or USDC), or in BTC.',
      },
    },
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
        'pt-BR': 'A minha empresa passa por verificação antes de aceitar PIX?',
        'en-US': 'Is my business verified before it can accept PIX?',
      },
      answer: {
        'pt-BR':
          'Sim. A Fluxa atende apenas empresas, cada uma com verificação KYC/AML, e só usuários verificados, com documentação válida, usam os serviços.',
        'en-US':
          'Yes. Fluxa serves businesses only, each one through KYC/AML checks, and only verified users with valid documentation may use its services.',
      },
    },
    {
      question: {
        'pt-BR': 'Dá para usar o PIX da Fluxa entre pessoas físicas?',
        'en-US': 'Can individuals use Fluxa’s PIX to pay each other?',
      },
      answer: {
        'pt-BR':
          'Não. Transferências entre pessoas físicas não são permitidas: pela Fluxa, o PIX paga compras feitas de empresas.',
        'en-US':
          'No. Transfers between individuals are not allowed: through Fluxa, a PIX pays for a purchase from a business.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos colocar PIX no seu checkout',
      'en-US': 'Let’s add PIX to your checkout',
    },
    hint: {
      'pt-BR': 'Conte o que você vende no Brasil e em qual moeda quer liquidar os seus PIX.',
      'en-US': 'Tell us what you sell in Brazil and which currency your PIX sales should settle in.',
    },
  },
} satisfies LandingRecordInput
