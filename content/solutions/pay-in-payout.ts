import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const payInPayout = {
  meta: {
    title: {
      'pt-BR': 'Pay-in e payout na América Latina com métodos locais | Fluxa',
      'en-US': 'Pay-In and Payout in Latin America with Local Methods | Fluxa',
    },
    description: {
      'pt-BR':
        'Receba por PIX, SPEI, Transfiya, cartões em até 12x e USDT e faça payouts locais no Brasil e no México, tudo em uma única integração com a Fluxa.',
      'en-US':
        'Collect with PIX, SPEI, Transfiya, cards in up to 12 installments and USDT, and send local payouts in Brazil and Mexico, all through one Fluxa integration.',
    },
  },
  menu: {
    'pt-BR': 'Receba e pague com PIX, SPEI, Transfiya e cartões',
    'en-US': 'Collect and pay out with PIX, SPEI, Transfiya and cards',
  },
  hero: {
    title: {
      'pt-BR': 'Receba e pague na América Latina pelos métodos que cada país usa',
      'en-US': 'Collect and pay out across Latin America with the methods each country uses',
    },
    subtitle: {
      'pt-BR':
        'Pay-in e payout em uma única integração: PIX e cartões parcelados no Brasil, SPEI no México, Transfiya na Colômbia e USDT onde o cliente preferir, com liquidação na moeda da sua empresa.',
      'en-US':
        'Pay-in and payout in a single integration: PIX and installment cards in Brazil, SPEI in Mexico, Transfiya in Colombia and USDT wherever customers prefer it, settled in your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Do recebimento ao repasse, sem trocar de parceiro',
      'en-US': 'From collection to payout without changing partners',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX no Brasil',
          'en-US': 'PIX in Brazil',
        },
        body: {
          'pt-BR':
            'Cobranças PIX por QR code, confirmadas em segundos: o método que o consumidor brasileiro usa todos os dias.',
          'en-US': 'PIX charges by QR code, confirmed in seconds: the method Brazilian consumers use every day.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Cartões em até 12x',
          'en-US': 'Cards in up to 12 installments',
        },
        body: {
          'pt-BR':
            'Aceite cartões no Brasil com parcelamento de 1 a 12 vezes e deixe o cliente dividir as compras de valor mais alto.',
          'en-US': 'Accept cards in Brazil with 1 to 12 installments and let customers spread out larger purchases.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'SPEI no México',
          'en-US': 'SPEI in Mexico',
        },
        body: {
          'pt-BR': 'Receba transferências SPEI em MXN direto da conta bancária do cliente, em tempo real.',
          'en-US': 'Receive SPEI transfers in MXN straight from the customer’s bank account, in real time.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Transfiya na Colômbia',
          'en-US': 'Transfiya in Colombia',
        },
        body: {
          'pt-BR': 'Aceite pagamentos instantâneos por Transfiya de clientes colombianos para a sua empresa.',
          'en-US': 'Accept instant Transfiya payments from Colombian customers to your business.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT como alternativa',
          'en-US': 'USDT as an alternative',
        },
        body: {
          'pt-BR': 'Ofereça USDT a quem prefere pagar em stablecoin, nos quatro mercados, inclusive na Argentina.',
          'en-US':
            'Offer USDT to customers who would rather pay in stablecoin, in all four markets, Argentina included.',
        },
      },
      {
        icon: 'Send',
        title: {
          'pt-BR': 'Payouts locais',
          'en-US': 'Local payouts',
        },
        body: {
          'pt-BR':
            'Pague sellers, parceiros e fornecedores na conta local de cada um: por PIX no Brasil e por SPEI no México.',
          'en-US':
            'Pay sellers, partners and suppliers into their own local accounts: by PIX in Brazil and by SPEI in Mexico.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Liquidação conforme a sua tesouraria',
          'en-US': 'Settlement that follows your treasury policy',
        },
        body: {
          'pt-BR':
            'Receba em moeda local e liquide em USD, EUR, CNY, BRL ou MXN, ou em USDT, USDC e BTC, conforme a política da sua tesouraria.',
          'en-US':
            'Collect in local currency and settle in USD, EUR, CNY, BRL or MXN, or in USDT, USDC and BTC, in line with your treasury policy.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'O dia fechado sem planilha paralela',
          'en-US': 'Close the day without side spreadsheets',
        },
        body: {
          'pt-BR':
            'Transações processadas em D+1 e identificadas uma a uma, para o financeiro fechar o dia sem planilha paralela.',
          'en-US':
            'Transactions are processed on D+1 and identified one by one, so finance can close the day without side spreadsheets.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Receba e pague pela mesma integração',
      'en-US': 'Collect and pay out through one integration',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Primeiro',
          'en-US': 'First',
        },
        body: {
          'pt-BR': 'Seus clientes pagam com PIX, SPEI, Transfiya ou cartão.',
          'en-US': 'Your customers pay by PIX, SPEI, Transfiya or card.',
        },
      },
      {
        title: {
          'pt-BR': 'Depois',
          'en-US': 'Then',
        },
        body: {
          'pt-BR': 'O câmbio acontece no meio do caminho, na moeda que a sua tesouraria escolher.',
          'en-US': 'FX happens on the way, into the currency your treasury chooses.',
        },
      },
      {
        title: {
          'pt-BR': 'Por fim',
          'en-US': 'Finally',
        },
        body: {
          'pt-BR': 'Você paga fornecedores, vendedores e equipes pelos mesmos métodos locais.',
          'en-US': 'You pay suppliers, sellers and teams over the same local methods.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre pay-in e payout',
      'en-US': 'Talk to us about pay-in & payout',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa quer resolver com pay-in e payout.',
      'en-US': 'Tell us what your company wants to solve with pay-in & payout.',
    },
  },
} satisfies LandingRecordInput
