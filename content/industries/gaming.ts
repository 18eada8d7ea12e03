import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const gaming = {
  meta: {
    title: {
      'pt-BR': 'Recargas e compras em games por PIX, SPEI e cartão | Fluxa',
      'en-US': 'Game Top-Ups and Purchases by PIX, SPEI and Card | Fluxa',
    },
    description: {
      'pt-BR':
        'Jogadores no Brasil recarregam por PIX ou cartão em até 12x e no México por SPEI; o seu estúdio liquida em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'Players in Brazil top up by PIX or card in up to 12 installments and in Mexico over SPEI; your studio settles in USD, EUR, CNY, BRL, MXN or stablecoin.',
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
        'No Brasil e no México, o jogador compra créditos, passes e itens em moeda local, e o seu estúdio liquida a receita na moeda em que opera.',
      'en-US':
        'In Brazil and Mexico, players buy credits, passes and items in their own currency, and your studio settles the revenue in the currency it runs on.',
    },
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
          'pt-BR': 'No Brasil, o jogador lê o QR Code ou usa o PIX Copia e Cola no app do banco e volta para o jogo.',
          'en-US':
            'In Brazil, players scan the QR code or use the PIX copy-and-paste code in their banking app, then get back to the game.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Créditos pagos por SPEI no México',
          'en-US': 'Game credits paid over SPEI in Mexico',
        },
        body: {
          'pt-BR': 'No México, o jogador paga a recarga por SPEI, em MXN, direto da conta bancária.',
          'en-US': 'In Mexico, players pay for top-ups over SPEI, in MXN, straight from their bank account.',
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
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Jogador sem cartão também compra',
          'en-US': 'Players without a card can buy too',
        },
        body: {
          'pt-BR':
            'PIX e SPEI saem direto da conta bancária, então quem não tem cartão de crédito paga a recarga do mesmo jeito.',
          'en-US':
            'PIX and SPEI pay straight from a bank account, so players with no credit card can top up all the same.',
        },
      },
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'Monitoramento antifraude em cada recarga',
          'en-US': 'Fraud monitoring on every top-up',
        },
        body: {
          'pt-BR':
            'Cada recarga e cada compra passam pelo monitoramento antifraude da Fluxa antes de virar receita do estúdio.',
          'en-US':
            'Every top-up and purchase goes through Fluxa’s fraud monitoring on its way to becoming studio revenue.',
        },
      },
      {
        icon: 'PhoneOff',
        title: {
          'pt-BR': 'Nenhuma mensagem da Fluxa ao jogador',
          'en-US': 'Fluxa never messages your players',
        },
        body: {
          'pt-BR': 'A Fluxa nunca contata jogadores nem pede códigos: mensagem assim, em nome da Fluxa, é golpe.',
          'en-US': 'Fluxa never contacts players or asks them for codes: any such message in Fluxa’s name is a scam.',
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
            'In your game’s store, they pick credits or an item and pay by PIX or card in Brazil, or over SPEI in Mexico.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Pagamento liquidado, item liberado',
          'en-US': 'Payment settled, item unlocked',
        },
        body: {
          'pt-BR':
            'Um pagamento por PIX ou SPEI é liquidado em segundos, então o seu jogo pode liberar o item na confirmação; em D+1, as compras do dia chegam processadas.',
          'en-US':
            'A PIX or SPEI payment settles in seconds, so your game can unlock the item as soon as it is confirmed; on D+1, the day’s purchases come back processed.',
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
            'O que os jogadores pagaram em BRL e MXN é liquidado em USD, EUR, CNY, BRL ou MXN, ou em stablecoin (USDT, USDC).',
          'en-US':
            'What players paid in BRL and MXN settles in USD, EUR, CNY, BRL or MXN, or in stablecoin (USDT, USDC).',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos os jogadores podem usar?',
        'en-US': 'Which payment methods can players use?',
      },
      answer: {
        'pt-BR': 'No Brasil, PIX e cartão, com parcelamento em até 12x; no México, SPEI.',
        'en-US': 'In Brazil, PIX and cards, with up to 12 installments; in Mexico, SPEI.',
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
          'No. Installments, up to 12, come with cards in Brazil. In Mexico, players pay over SPEI in a single payment.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda o estúdio liquida a receita?',
        'en-US': 'Which currency does the studio settle in?',
      },
      answer: {
        'pt-BR':
          'Em USD, EUR, CNY, BRL ou MXN, em stablecoin (USDT, USDC) ou em BTC, conforme a moeda em que o estúdio opera.',
        'en-US': 'In USD, EUR, CNY, BRL or MXN, in stablecoin (USDT, USDC) or in BTC, whichever your studio runs on.',
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
    {
      question: {
        'pt-BR': 'Quem pode contratar a Fluxa para receber de jogadores?',
        'en-US': 'Who can sign up with Fluxa to take player payments?',
      },
      answer: {
        'pt-BR':
          'Estúdios e publishers verificados, com documentação válida, depois da verificação KYC/AML. A Fluxa atende apenas empresas.',
        'en-US':
          'Verified studios and publishers with valid documentation, once they pass KYC/AML checks. Fluxa serves businesses only.',
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
