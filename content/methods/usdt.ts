import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamentos em USDT para a sua empresa | Fluxa',
      'en-US': 'Accept USDT Payments for Your Business | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba em USDT, a stablecoin atrelada ao dólar com que clientes na Argentina pagam, e liquide em USDT, USDC, USD, EUR, CNY, BRL, MXN ou BTC.',
      'en-US':
        'Accept USDT, the dollar-pegged stablecoin customers in Argentina pay with, and settle in USDT, USDC, USD, EUR, CNY, BRL, MXN or BTC.',
    },
  },
  menu: {
    'pt-BR': 'A stablecoin com que clientes na Argentina pagam',
    'en-US': 'The stablecoin customers in Argentina pay with',
  },
  hero: {
    title: {
      'pt-BR': 'USDT: o cliente paga em stablecoin, você escolhe como liquidar',
      'en-US': 'USDT: customers pay in a stablecoin, you choose how to settle',
    },
    subtitle: {
      'pt-BR':
        'Na Argentina, o cliente paga em USDT, da carteira cripto dele. A sua empresa fica com a stablecoin ou liquida em USD, EUR, CNY, BRL ou MXN.',
      'en-US':
        'In Argentina, customers pay in USDT from their own crypto wallet. Your business keeps the stablecoin or settles in USD, EUR, CNY, BRL or MXN.',
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
          'pt-BR': 'Pago da carteira que ele já usa',
          'en-US': 'Paid from the wallet they already use',
        },
        body: {
          'pt-BR': 'O cliente envia USDT da carteira cripto que já tem e confirma a transação ali mesmo.',
          'en-US': 'The customer sends USDT from the crypto wallet they already have and confirms it right there.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'O jeito de pagar na Argentina',
          'en-US': 'How customers in Argentina pay',
        },
        body: {
          'pt-BR': 'Na Argentina, o USDT é o método que a Fluxa oferece a quem compra da sua empresa.',
          'en-US': 'In Argentina, USDT is the method Fluxa offers the people who buy from your business.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Recebido em USDT, pago em USDT',
          'en-US': 'Collected in USDT, paid out in USDT',
        },
        body: {
          'pt-BR': 'O USDT que entra pode pagar criadores, parceiros e equipes pelo trilho cripto.',
          'en-US': 'The USDT that comes in can pay creators, partners and staff over the crypto rail.',
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
          'pt-BR': 'Ele envia o valor em USDT para o endereço informado e confirma a transação na carteira dele.',
          'en-US': 'They send the amount in USDT to the address given and confirm the transaction in their wallet.',
        },
      },
      {
        title: {
          'pt-BR': 'A sua empresa recebe a stablecoin',
          'en-US': 'Your business receives the stablecoin',
        },
        body: {
          'pt-BR': 'O pagamento chega em USDT à sua empresa, pela Fluxa, pelo trilho cripto e sem banco no meio.',
          'en-US':
            'The payment reaches your business in USDT through Fluxa, over the crypto rail, with no bank in between.',
        },
      },
      {
        title: {
          'pt-BR': 'Onde o USDT termina',
          'en-US': 'Where the USDT ends up',
        },
        body: {
          'pt-BR':
            'Fique com o USDT, passe para USDC, converta para USD, EUR, CNY, BRL ou MXN pelo on/off ramp, ou liquide em BTC.',
          'en-US':
            'Keep the USDT, move to USDC, convert into USD, EUR, CNY, BRL or MXN through the on/off ramp, or settle in BTC.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Onde o USDT é o método de pagamento?',
        'en-US': 'Where is USDT the way customers pay?',
      },
      answer: {
        'pt-BR':
          'Na Argentina: é como clientes no país pagam pela Fluxa. Nos outros países, o USDT é uma moeda em que a sua empresa pode liquidar.',
        'en-US':
          'In Argentina: it is how customers there pay through Fluxa. Elsewhere, USDT is a currency your business can settle in.',
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
        'pt-BR': 'O cliente precisa de conta em banco para pagar?',
        'en-US': 'Does the customer need a bank account to pay?',
      },
      answer: {
        'pt-BR': 'Não. O USDT sai da carteira cripto dele; não há banco entre ele e a sua empresa.',
        'en-US': 'No. The USDT leaves their crypto wallet; there is no bank between them and your business.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre receber em USDT',
      'en-US': 'Let’s talk about accepting USDT',
    },
    hint: {
      'pt-BR': 'Conte o que você vende na Argentina e se quer liquidar em stablecoin, em moeda fiduciária ou em BTC.',
      'en-US': 'Tell us what you sell in Argentina and whether you settle in a stablecoin, in fiat or in BTC.',
    },
  },
} satisfies LandingRecordInput
