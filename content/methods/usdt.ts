import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const usdt = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos em USDT para a sua empresa | Fluxa',
      'en-US': 'Accept USDT Payments for Your Business | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba pagamentos em USDT, a stablecoin atrelada ao dólar, e liquide em stablecoin (USDT ou USDC), em USD, EUR, CNY, BRL ou MXN, ou em BTC.',
      'en-US':
        'Accept payments in USDT, the dollar-pegged stablecoin, and settle in a stablecoin (USDT or USDC), in USD, EUR, CNY, BRL or MXN, or in BTC.',
    },
  },
  menu: {
    'pt-BR': 'A stablecoin atrelada ao dólar, no trilho cripto',
    'en-US': 'The dollar-pegged stablecoin, on the crypto rail',
  },
  hero: {
    title: {
      'pt-BR': 'USDT: o cliente paga em stablecoin, você escolhe como liquidar',
      'en-US': 'USDT: customers pay in stablecoin, you choose how to settle',
    },
    subtitle: {
      'pt-BR':
        'O cliente envia USDT da carteira cripto dele. A sua empresa fica com a stablecoin ou liquida em USD, EUR, CNY, BRL ou MXN.',
      'en-US':
        'Customers send USDT from their crypto wallet. Your business keeps the stablecoin or settles in USD, EUR, CNY, BRL or MXN.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que muda quando o pagamento é em stablecoin',
      'en-US': 'What changes when the payment is a stablecoin',
    },
    cards: [
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Pago direto da carteira cripto',
          'en-US': 'Paid straight from a crypto wallet',
        },
        body: {
          'pt-BR':
            'O cliente envia USDT da carteira que já usa para o endereço indicado no checkout. Não há banco no meio.',
          'en-US':
            'The customer sends USDT from the wallet they already use to the address shown at checkout. No bank in between.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Um método sem país de origem',
          'en-US': 'A method with no home country',
        },
        body: {
          'pt-BR':
            'USDT não depende do sistema bancário de um país: é a forma de pagamento da Fluxa na Argentina e uma opção na Colômbia.',
          'en-US':
            'USDT does not depend on any country’s banks: it is how customers pay through Fluxa in Argentina, and an option in Colombia.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Fique em USDT ou passe para USDC',
          'en-US': 'Keep USDT or move to USDC',
        },
        body: {
          'pt-BR':
            'USDT e USDC são moedas de liquidação da Fluxa: mantenha a stablecoin que recebeu ou liquide na outra.',
          'en-US':
            'USDT and USDC are both Fluxa settlement currencies: keep the stablecoin you received or settle in the other.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Da stablecoin para USD, EUR ou BRL',
          'en-US': 'From stablecoin to USD, EUR or BRL',
        },
        body: {
          'pt-BR': 'Pelo on/off ramp da Fluxa, o USDT recebido é liquidado em USD, EUR, CNY, BRL ou MXN.',
          'en-US': 'Through Fluxa’s on/off ramp, the USDT you collect settles in USD, EUR, CNY, BRL or MXN.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'Ou liquide em BTC',
          'en-US': 'Or settle in BTC',
        },
        body: {
          'pt-BR':
            'Se a sua tesouraria guarda criptoativos, o que você recebe em USDT também pode ser liquidado em BTC.',
          'en-US': 'If your treasury holds crypto assets, what you collect in USDT can also settle in BTC.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Cripto com empresa verificada',
          'en-US': 'Crypto, with a verified business',
        },
        body: {
          'pt-BR':
            'Para receber USDT pela Fluxa, a sua empresa passa pela verificação KYC/AML e apresenta documentação válida.',
          'en-US':
            'To accept USDT through Fluxa, your business goes through KYC/AML checks and provides valid documentation.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como um pagamento em USDT chega à sua empresa',
      'en-US': 'How a USDT payment reaches your business',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente envia USDT da carteira',
          'en-US': 'The payer sends USDT from their wallet',
        },
        body: {
          'pt-BR':
            'No checkout, ele copia o endereço indicado, envia o valor em USDT e confirma a transação na carteira dele.',
          'en-US':
            'At checkout, they copy the address shown, send the amount in USDT and confirm the transaction in their wallet.',
        },
      },
      {
        title: {
          'pt-BR': 'A sua empresa recebe a stablecoin',
          'en-US': 'Your business receives the stablecoin',
        },
        body: {
          'pt-BR':
            'O pagamento é recebido em USDT para a sua empresa, a única contraparte da Fluxa. Nada passa de uma pessoa física para outra.',
          'en-US':
            'The payment is received in USDT for your business, Fluxa’s only counterparty. Nothing moves from one individual to another.',
        },
      },
      {
        title: {
          'pt-BR': 'USDT liquidado onde você escolheu',
          'en-US': 'USDT settled where you chose',
        },
        body: {
          'pt-BR':
            'A liquidação leva segundos, em stablecoin, em moeda fiduciária ou em BTC, e os pagamentos em USDT do dia são processados em D+1.',
          'en-US':
            'Settlement takes seconds, in a stablecoin, in fiat or in BTC, and the day’s USDT payments are processed on D+1.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Em quais países a Fluxa aceita USDT?',
        'en-US': 'In which countries does Fluxa accept USDT?',
      },
      answer: {
        'pt-BR':
          'USDT não tem país próprio. Na Argentina, é a forma de pagamento que a Fluxa oferece; na Colômbia, é uma opção ao lado do método local.',
        'en-US':
          'USDT has no home country. In Argentina it is the way to pay that Fluxa offers; in Colombia it is an option next to the local method.',
      },
    },
    {
      question: {
        'pt-BR': 'O cliente pode pagar em USDC?',
        'en-US': 'Can customers pay in USDC?',
      },
      answer: {
        'pt-BR': 'O método de pagamento é o USDT. O USDC é uma das moedas em que a sua empresa pode liquidar.',
        'en-US': 'The payment method is USDT. USDC is one of the currencies your business can settle in.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso receber em USDT e liquidar em moeda fiduciária?',
        'en-US': 'Can I collect USDT and settle in fiat?',
      },
      answer: {
        'pt-BR': 'Pode. Pelo on/off ramp com stablecoins, o USDT recebido é liquidado em USD, EUR, CNY, BRL ou MXN.',
        'en-US': 'Yes. Through the stablecoin on/off ramp, the USDT you collect settles in USD, EUR, CNY, BRL or MXN.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode receber pagamentos em USDT pela Fluxa?',
        'en-US': 'Who can accept USDT payments through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Apenas empresas, e só usuários verificados, com documentação válida. Transferências entre pessoas físicas não são permitidas.',
        'en-US':
          'Businesses only, and only verified users with valid documentation. Transfers between individuals are not allowed.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com quem me paga em USDT?',
        'en-US': 'Will Fluxa contact the people who pay me in USDT?',
      },
      answer: {
        'pt-BR': 'Não. A Fluxa nunca entra em contato com os seus clientes: quem fala com quem paga é a sua empresa.',
        'en-US': 'No. Fluxa never contacts your customers: talking to the people who pay you stays with your business.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre receber em USDT',
      'en-US': 'Let’s talk about accepting USDT',
    },
    hint: {
      'pt-BR': 'Conte para onde você vende e se quer liquidar em stablecoin, em moeda fiduciária ou em BTC.',
      'en-US': 'Tell us where you sell and whether you want to settle in a stablecoin, in fiat or in BTC.',
    },
  },
} satisfies LandingRecordInput
