import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const argentina = {
  meta: {
    title: {
      'pt-BR': 'Venda na Argentina com USDT e stablecoins | Fluxa',
      'en-US': 'Sell into Argentina with USDT and Stablecoins | Fluxa',
    },
    description: {
      'pt-BR':
        'Na Argentina, o cliente paga em USDT. Pelo on/off ramp da Fluxa, você decide se a receita fica em stablecoin ou passa para moeda fiduciária.',
      'en-US':
        'In Argentina, customers pay in USDT. With Fluxa’s stablecoin on/off ramp, you decide whether the revenue stays in stablecoins or moves to fiat.',
    },
  },
  menu: {
    'pt-BR': 'USDT e on/off ramp com stablecoins',
    'en-US': 'USDT and the stablecoin on/off ramp',
  },
  hero: {
    title: {
      'pt-BR': 'Venda na Argentina e receba em USDT',
      'en-US': 'Sell into Argentina and get paid in USDT',
    },
    subtitle: {
      'pt-BR':
        'A sua empresa recebe em USDT e escolhe: fica em stablecoin ou passa para moeda fiduciária pelo on/off ramp da Fluxa.',
      'en-US':
        'Your business collects USDT and chooses: stay in stablecoins, or move to fiat through Fluxa’s on/off ramp.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como a Fluxa funciona para quem vende na Argentina',
      'en-US': 'How Fluxa works when you sell into Argentina',
    },
    cards: [
      {
        icon: 'Info',
        title: {
          'pt-BR': 'Na Argentina, o pagamento é em USDT',
          'en-US': 'In Argentina, payment is in USDT',
        },
        body: {
          'pt-BR':
            'A Fluxa não oferece na Argentina um método de pagamento em moeda fiduciária: o cliente paga em USDT.',
          'en-US': 'Fluxa has no fiat payment method in Argentina: customers pay in USDT.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Nenhuma remessa internacional',
          'en-US': 'No international wire',
        },
        body: {
          'pt-BR':
            'O cliente argentino paga direto da carteira cripto: ele não precisa fazer uma transferência internacional para comprar de você.',
          'en-US':
            'Customers in Argentina pay straight from their crypto wallet: they never have to send an international wire to buy from you.',
        },
      },
      {
        icon: 'ArrowUpRight',
        title: {
          'pt-BR': 'Off-ramp: de USDT para moeda fiduciária',
          'en-US': 'Off-ramp: from USDT to fiat',
        },
        body: {
          'pt-BR':
            'Quando a receita precisa virar moeda fiduciária, o off-ramp liquida o USDT em USD, EUR, CNY, BRL ou MXN.',
          'en-US': 'When revenue needs to become fiat, the off-ramp settles your USDT in USD, EUR, CNY, BRL or MXN.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Ou fique em stablecoin',
          'en-US': 'Or stay in stablecoins',
        },
        body: {
          'pt-BR': 'Se a sua tesouraria prefere cripto, liquide em USDT ou USDC e mantenha o valor em stablecoin.',
          'en-US': 'If your treasury prefers crypto, settle in USDT or USDC and keep the value in stablecoins.',
        },
      },
      {
        icon: 'ArrowDownLeft',
        title: {
          'pt-BR': 'On-ramp para pagar equipe e criadores',
          'en-US': 'On-ramp to pay your team and creators',
        },
        body: {
          'pt-BR':
            'Precisa pagar colaboradores ou criadores na Argentina? Pelo on-ramp, a sua empresa troca a própria moeda por USDT e paga.',
          'en-US':
            'Need to pay your team or creators in Argentina? Through the on-ramp, your business turns its own currency into USDT and pays.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: {
          'pt-BR': 'Stablecoin só com empresa verificada',
          'en-US': 'Stablecoins for verified businesses only',
        },
        body: {
          'pt-BR':
            'Para receber ou pagar em USDT pela Fluxa, a sua empresa passa pela verificação KYC/AML, com documentação válida.',
          'en-US':
            'To collect or pay in USDT through Fluxa, your business goes through KYC/AML checks with valid documentation.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a Argentina paga em stablecoin',
      'en-US': 'How Argentina pays in stablecoin',
    },
    steps: [
      {
        title: {
          'pt-BR': 'O cliente argentino envia USDT',
          'en-US': 'Your customer in Argentina sends USDT',
        },
        body: {
          'pt-BR': 'Ele paga da própria carteira cripto, em USDT, para o endereço que aparece no checkout.',
          'en-US': 'They pay from their own crypto wallet, in USDT, to the address shown at checkout.',
        },
      },
      {
        title: {
          'pt-BR': 'Stablecoin recebida, decisão sua',
          'en-US': 'Stablecoin received, your call',
        },
        body: {
          'pt-BR':
            'O pagamento é recebido em USDT para a sua empresa, que escolhe entre manter a stablecoin ou sair para moeda fiduciária pelo off-ramp.',
          'en-US':
            'The payment is received in USDT for your business, which chooses between keeping the stablecoin and moving to fiat through the off-ramp.',
        },
      },
      {
        title: {
          'pt-BR': 'Das vendas na Argentina à liquidação',
          'en-US': 'From sales in Argentina to settlement',
        },
        body: {
          'pt-BR':
            'A liquidação leva segundos, em stablecoin ou em moeda fiduciária, e o processamento das vendas na Argentina é D+1.',
          'en-US':
            'Settlement takes seconds, in a stablecoin or in fiat, and your sales in Argentina are processed on D+1.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Os meus clientes na Argentina podem pagar em moeda fiduciária?',
        'en-US': 'Can my customers in Argentina pay in fiat?',
      },
      answer: {
        'pt-BR':
          'Não pela Fluxa. Na Argentina, o pagamento é em USDT; não há método de pagamento em moeda fiduciária no país.',
        'en-US': 'Not through Fluxa. In Argentina, payment is in USDT; there is no fiat payment method there.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moedas posso liquidar o que recebo em USDT?',
        'en-US': 'Which currencies can my USDT collections settle in?',
      },
      answer: {
        'pt-BR': 'Em stablecoin (USDT ou USDC), em BTC ou, pelo off-ramp, em USD, EUR, CNY, BRL ou MXN.',
        'en-US': 'A stablecoin (USDT or USDC), BTC or, through the off-ramp, USD, EUR, CNY, BRL or MXN.',
      },
    },
    {
      question: {
        'pt-BR': 'O que é o on/off ramp com stablecoins?',
        'en-US': 'What is the stablecoin on/off ramp?',
      },
      answer: {
        'pt-BR':
          'É a conversão entre stablecoin e moeda fiduciária: o off-ramp leva o USDT para moeda fiduciária, e o on-ramp faz o caminho inverso.',
        'en-US':
          'It converts between stablecoins and fiat: the off-ramp turns USDT into fiat, and the on-ramp does the reverse.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar colaboradores na Argentina em USDT?',
        'en-US': 'Can I pay my team in Argentina in USDT?',
      },
      answer: {
        'pt-BR':
          'Pode: a sua empresa paga colaboradores e criadores em USDT. A Fluxa não permite transferências entre pessoas físicas.',
        'en-US':
          'Yes: your business can pay its team and creators in USDT. Fluxa does not allow transfers between individuals.',
      },
    },
    {
      question: {
        'pt-BR': 'Quem pode usar a Fluxa para vender na Argentina?',
        'en-US': 'Who can use Fluxa to sell into Argentina?',
      },
      answer: {
        'pt-BR':
          'Apenas empresas, e só usuários verificados, com documentação válida. A Fluxa nunca entra em contato com os seus clientes.',
        'en-US':
          'Businesses only, and only verified users with valid documentation. Fluxa never contacts your customers.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre vender na Argentina',
      'en-US': 'Let’s talk about selling in Argentina',
    },
    hint: {
      'pt-BR':
        'Conte o que a sua empresa vende na Argentina e se quer ficar em stablecoin ou sair para moeda fiduciária.',
      'en-US': 'Tell us what you sell in Argentina and whether you want to stay in stablecoins or move to fiat.',
    },
  },
} satisfies LandingRecordInput
