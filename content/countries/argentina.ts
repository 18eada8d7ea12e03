import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
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
          'pt-BR': 'A Fluxa não tem método em moeda fiduciária na Argentina: o cliente paga em USDT.',
          'en-US': 'Fluxa has no fiat payment method in Argentina: customers pay in USDT.',
        },
      },
      {
        icon: 'ArrowUpRight',
        title: {
          'pt-BR': 'Stablecoin ou moeda fiduciária',
          'en-US': 'Stablecoins or fiat',
        },
        body: {
          'pt-BR': 'A receita fica em USDT ou USDC, ou o off-ramp a liquida em USD, EUR, CNY, BRL ou MXN.',
          'en-US': 'The revenue stays in USDT or USDC, or the off-ramp settles it in USD, EUR, CNY, BRL or MXN.',
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
          'pt-BR': 'O cliente na Argentina envia USDT',
          'en-US': 'Your customer in Argentina sends USDT',
        },
        body: {
          'pt-BR': 'Ele paga da própria carteira cripto, em USDT, e confirma a transação ali mesmo.',
          'en-US': 'They pay from their own crypto wallet, in USDT, and confirm the transaction right there.',
        },
      },
      {
        title: {
          'pt-BR': 'A receita chega em stablecoin',
          'en-US': 'The revenue arrives as a stablecoin',
        },
        body: {
          'pt-BR': 'O valor chega à sua empresa em USDT, pela Fluxa, e a decisão sobre o destino dele é sua.',
          'en-US': 'The money reaches your business in USDT through Fluxa, and where it goes next is up to you.',
        },
      },
      {
        title: {
          'pt-BR': 'Você decide o destino do USDT',
          'en-US': 'You decide where the USDT goes',
        },
        body: {
          'pt-BR':
            'Mantenha em USDT ou USDC, passe para moeda fiduciária pelo off-ramp ou use o USDT para pagar quem trabalha com você.',
          'en-US':
            'Keep it in USDT or USDC, move it to fiat through the off-ramp, or use the USDT to pay the people who work with you.',
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
        'pt-BR': 'A minha empresa precisa guardar cripto?',
        'en-US': 'Does my business have to hold crypto?',
      },
      answer: {
        'pt-BR':
          'Não. Ela recebe em USDT e pode liquidar tudo em moeda fiduciária pelo off-ramp, sem manter stablecoin.',
        'en-US':
          'No. It collects USDT and can settle all of it in fiat through the off-ramp, without holding stablecoins.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moedas posso liquidar o que recebo em USDT?',
        'en-US': 'Which currencies can my USDT income settle in?',
      },
      answer: {
        'pt-BR': 'Em stablecoin (USDT ou USDC), em BTC ou, pelo off-ramp, em USD, EUR, CNY, BRL ou MXN.',
        'en-US': 'A stablecoin (USDT or USDC), BTC or, through the off-ramp, USD, EUR, CNY, BRL or MXN.',
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
