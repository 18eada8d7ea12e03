import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Recargas e compras em games por PIX, SPEI e cartão | Fluxa',
      'en-US': 'Game Top-Ups and Purchases by PIX, SPEI and Card | Fluxa',
    },
    description: {
      'pt-BR':
        'Jogadores no Brasil recarregam por PIX ou cartão em até 12x e no México por SPEI; o seu estúdio liquida em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'Players in Brazil top up by PIX or card in up to 12 installments and in Mexico by SPEI; your studio settles in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Recargas e itens por PIX, SPEI e cartão',
    'en-US': 'Top-ups and items by PIX, SPEI and card',
  },
  hero: {
    title: {
      'pt-BR': 'Recargas e itens pagos do jeito que o jogador já paga',
      'en-US': 'Top-ups and in-game items, paid the way players already pay',
    },
    subtitle: {
      'pt-BR':
        'No Brasil e no México, o jogador compra créditos, passes e itens na moeda do próprio país, e o seu estúdio liquida a receita na moeda que escolher.',
      'en-US':
        'In Brazil and Mexico, players buy credits, passes and items in their own currency, and your studio settles the revenue in the currency it chooses.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Créditos no jogo', 'en-US': 'In-game credits' },
    note: { 'pt-BR': 'Recarga no método local', 'en-US': 'Top-up by local method' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Do pacote de moedas à edição de colecionador',
      'en-US': 'From coin packs to collector’s editions',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Recarga por PIX no app do banco',
          'en-US': 'PIX top-ups from the banking app',
        },
        body: {
          'pt-BR': 'No Brasil, o jogador lê o QR code ou usa o PIX Copia e Cola no app do banco e volta para o jogo.',
          'en-US':
            'In Brazil, players scan the QR code or use the PIX copy-and-paste code in their banking app, then get back to the game.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Créditos pagos por SPEI no México',
          'en-US': 'Game credits paid by SPEI in Mexico',
        },
        body: {
          'pt-BR': 'No México, o jogador paga a recarga por SPEI, em pesos mexicanos, direto da conta bancária.',
          'en-US': 'In Mexico, players pay for top-ups by SPEI, in Mexican pesos, straight from their bank account.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Jogo completo ou passe em até 12x',
          'en-US': 'Big purchases, up to 12 installments',
        },
        body: {
          'pt-BR': 'No Brasil, jogos completos, passes de temporada e bundles podem ser pagos no cartão em até 12x.',
          'en-US': 'In Brazil, full games, season passes and bundles can be paid by card in up to 12 installments.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma recarga vira receita do estúdio',
      'en-US': 'How a top-up becomes studio revenue',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O jogador escolhe o pacote e paga',
          'en-US': 'The player picks a pack and pays',
        },
        body: {
          'pt-BR':
            'Na loja do jogo, ele escolhe créditos ou um item e paga por PIX ou cartão no Brasil, ou por SPEI no México.',
          'en-US':
            'In your game’s store, they pick credits or an item and pay by PIX or card in Brazil, or by SPEI in Mexico.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A receita chega na moeda do estúdio',
          'en-US': 'Revenue lands in your studio’s currency',
        },
        body: {
          'pt-BR':
            'O que os jogadores pagaram em reais e pesos mexicanos é liquidado em USD, EUR, CNY, BRL ou MXN, ou em stablecoin (USDT, USDC).',
          'en-US':
            'What players paid in Brazilian reais and Mexican pesos settles in USD, EUR, CNY, BRL or MXN, or in a stablecoin (USDT, USDC).',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'O estúdio paga os parceiros do jogo',
          'en-US': 'Your studio pays its game partners',
        },
        body: {
          'pt-BR':
            'Com a receita liquidada, o estúdio paga codesenvolvedores, publishers e estúdios parceiros em mais de 50 países, por SWIFT, SEPA ou CIPS.',
          'en-US':
            'With revenue settled, your studio pays co-developers, publishers and partner studios in over 50 countries, over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'O jogador precisa de conta bancária para pagar?',
        'en-US': 'Do players need a bank account to pay?',
      },
      answer: {
        'pt-BR':
          'Para PIX e SPEI, sim: os dois saem de uma conta bancária. No Brasil, o jogador também pode pagar no cartão.',
        'en-US': 'For PIX and SPEI, yes: both come from a bank account. In Brazil, players can also pay by card.',
      },
    },
    {
      question: {
        'pt-BR': 'O parcelamento vale para todos os jogadores?',
        'en-US': 'Are installments available to every player?',
      },
      answer: {
        'pt-BR':
          'Não. O parcelamento em até 12x é do cartão, no Brasil. No México, o jogador paga por SPEI, de uma vez.',
        'en-US':
          'No. Installments, up to 12, come with cards in Brazil. In Mexico, players pay by SPEI in a single payment.',
      },
    },
    {
      question: {
        'pt-BR': 'Meu estúdio fica fora da região. Posso vender para jogadores daqui?',
        'en-US': 'My studio is outside the region. Can I sell to players there?',
      },
      answer: {
        'pt-BR':
          'Sim. O jogador paga por PIX, cartão ou SPEI, na moeda do país dele, e o estúdio liquida em USD, EUR, CNY, BRL ou MXN, em stablecoin ou em BTC.',
        'en-US':
          'Yes. Players pay by PIX, card or SPEI in their own currency, and your studio settles in USD, EUR, CNY, BRL or MXN, in a stablecoin or in BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'Jogadores podem transferir saldo entre si pela Fluxa?',
        'en-US': 'Can players send balances to each other through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Não. Transferências entre pessoas físicas são proibidas nos serviços da Fluxa: o jogador paga o estúdio, e o dinheiro não circula entre jogadores.',
        'en-US':
          'No. Transfers between individuals are prohibited on Fluxa’s services: players pay your studio, and money never moves from player to player.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar das recargas do seu jogo',
      'en-US': 'Let’s talk about your game’s top-ups',
    },
    hint: {
      'pt-BR': 'Conte onde estão os seus jogadores, o que eles compram e em que moeda o estúdio quer liquidar.',
      'en-US': 'Tell us where your players are, what they buy and which currency your studio wants to settle in.',
    },
  },
} satisfies IndustryRecordInput
