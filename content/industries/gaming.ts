import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const gaming = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para games e itens digitais | Fluxa',
      'en-US': 'Payments for Games and Digital Items | Fluxa',
    },
    description: {
      'pt-BR':
        'Venda jogos, itens e créditos a jogadores no Brasil, no México e na Colômbia com PIX, SPEI, Transfiya e cartões, e liquide em USD, EUR ou CNY.',
      'en-US':
        'Sell games, items and credits to players in Brazil, Mexico and Colombia with PIX, SPEI, Transfiya and cards, and settle in USD, EUR or CNY.',
    },
  },
  menu: {
    'pt-BR': 'Recargas com PIX, SPEI e cartões',
    'en-US': 'Top-ups by PIX, SPEI and cards',
  },
  hero: {
    title: {
      'pt-BR': 'Jogadores latino-americanos comprando com o método que já usam',
      'en-US': 'Latin American players buying with the methods they already use',
    },
    subtitle: {
      'pt-BR':
        'PIX, cartões, SPEI e Transfiya para compras dentro do jogo e na loja, com confirmação em segundos e liquidação em USD, EUR, CNY ou na moeda do seu estúdio.',
      'en-US':
        'PIX, cards, SPEI and Transfiya for in-game and store purchases, confirmed in seconds and settled in USD, EUR, CNY or your studio’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Recargas pelo método que o jogador já usa',
      'en-US': 'Top-ups through the method players already use',
    },
    cards: [
      {
        icon: 'Gamepad2',
        title: {
          'pt-BR': 'Item entregue na hora',
          'en-US': 'Items delivered instantly',
        },
        body: {
          'pt-BR':
            'Pagamentos por PIX, SPEI e Transfiya são confirmados em segundos, e o item chega ao jogador sem espera.',
          'en-US':
            'PIX, SPEI and Transfiya payments are confirmed in seconds, so the item reaches the player without delay.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'Para quem não tem cartão',
          'en-US': 'For players without a card',
        },
        body: {
          'pt-BR':
            'Muitos jogadores pagam direto da conta bancária: métodos locais ampliam quem consegue comprar no seu jogo.',
          'en-US': 'Many players pay straight from a bank account: local methods widen who can buy in your game.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Receita para o estúdio',
          'en-US': 'Revenue for your studio',
        },
        body: {
          'pt-BR': 'Liquide em USD, EUR ou CNY, onde quer que estejam a sua equipe e os seus parceiros.',
          'en-US': 'Settle in USD, EUR or CNY, wherever your team and partners are based.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Compras digitais protegidas',
          'en-US': 'Digital purchases protected',
        },
        body: {
          'pt-BR': 'Monitoramento contínuo contra fraude em compras digitais, um alvo frequente de golpes.',
          'en-US': 'Continuous fraud monitoring on digital purchases, a frequent target for scammers.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Parcelamento em até 12x',
          'en-US': 'Up to 12 installments',
        },
        body: {
          'pt-BR': 'Pacotes e edições maiores no cartão em até 12x para jogadores no Brasil.',
          'en-US': 'Bundles and bigger editions on cards in up to 12 installments for players in Brazil.',
        },
      },
      {
        icon: 'Smartphone',
        title: {
          'pt-BR': 'Recarga com o método do jogador',
          'en-US': 'Top-ups with the player’s own method',
        },
        body: {
          'pt-BR': 'PIX no Brasil, SPEI no México e cartões: o jogador recarrega do jeito que já paga no dia a dia.',
          'en-US': 'PIX in Brazil, SPEI in Mexico and cards: players top up the way they already pay every day.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como uma recarga chega ao seu jogo',
      'en-US': 'How a top-up reaches your game',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O cliente paga',
          'en-US': 'The customer pays',
        },
        body: {
          'pt-BR': 'O jogador recarrega créditos com PIX, SPEI ou cartão, sem sair do jogo.',
          'en-US': 'Players top up credits by PIX, SPEI or card without leaving the game.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'Você recebe',
          'en-US': 'You receive',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Segundos e D+1',
          'en-US': 'Seconds and D+1',
        },
        body: {
          'pt-BR':
            'O pagamento é confirmado e liquidado em segundos; no dia seguinte, cada transação chega processada e identificada para a conciliação.',
          'en-US':
            'The payment is confirmed and settled in seconds; the next day, every transaction arrives processed and identified for reconciliation.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre games',
      'en-US': 'Talk to us about gaming',
    },
    hint: {
      'pt-BR': 'Conte como o seu negócio recebe hoje e para onde quer crescer.',
      'en-US': 'Tell us how your business gets paid today and where it wants to grow.',
    },
  },
} satisfies IndustryRecordInput
