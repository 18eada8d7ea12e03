import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const cryptoExchanges = {
  meta: {
    title: {
      'pt-BR': 'Depósitos e saques por PIX e SPEI para exchanges | Fluxa',
      'en-US': 'PIX and SPEI Deposits and Withdrawals for Exchanges | Fluxa',
    },
    description: {
      'pt-BR':
        'Sua exchange aceita depósitos em BRL por PIX e em MXN por SPEI, liquida em stablecoin (USDT, USDC) ou BTC e paga os saques dos usuários pelo mesmo caminho.',
      'en-US':
        'Your exchange takes BRL deposits by PIX and MXN deposits by SPEI, settles in stablecoin (USDT, USDC) or BTC, and pays withdrawals back the same way.',
    },
  },
  menu: {
    'pt-BR': 'Depósitos e saques por PIX, SPEI e USDT',
    'en-US': 'Deposits and withdrawals by PIX, SPEI and USDT',
  },
  hero: {
    title: {
      'pt-BR': 'PIX e SPEI para os depósitos e saques da sua exchange',
      'en-US': 'PIX and SPEI for your exchange’s deposits and withdrawals',
    },
    subtitle: {
      'pt-BR':
        'O usuário deposita a partir da conta bancária dele, compra cripto na sua plataforma e, quando vende, o saque volta para a mesma conta.',
      'en-US':
        'Users deposit from their own bank account, buy crypto on your platform and, when they sell, the withdrawal goes back to that same account.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Entra pelo banco, sai para o banco',
      'en-US': 'In from the bank, back out to the bank',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Depósito em BRL com PIX',
          'en-US': 'BRL deposits by PIX',
        },
        body: {
          'pt-BR':
            'No Brasil, o usuário deposita por PIX, com QR Code ou PIX Copia e Cola, no app do banco que já usa.',
          'en-US':
            'In Brazil, users deposit by PIX, with a QR code or the PIX copy-and-paste code, in the banking app they already use.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Depósito em MXN com SPEI',
          'en-US': 'MXN deposits over SPEI',
        },
        body: {
          'pt-BR': 'No México, o usuário transfere por SPEI, em MXN, direto da conta bancária para a sua exchange.',
          'en-US': 'In Mexico, users transfer over SPEI, in MXN, straight from their bank account to your exchange.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'Liquidez em stablecoin ou em BTC',
          'en-US': 'Liquidity in stablecoin or BTC',
        },
        body: {
          'pt-BR':
            'Os depósitos são liquidados para a exchange em stablecoin (USDT, USDC) ou em BTC, conforme o livro de ofertas a abastecer.',
          'en-US':
            'Deposits settle to your exchange in stablecoin (USDT, USDC) or in BTC, depending on the order book you need to fund.',
        },
      },
      {
        icon: 'ArrowUpRight',
        title: {
          'pt-BR': 'Saque na conta do próprio usuário',
          'en-US': 'Withdrawals to the user’s own account',
        },
        body: {
          'pt-BR':
            'Quando o usuário vende, a exchange paga o saque em BRL por PIX ou em MXN por SPEI, na conta bancária dele.',
          'en-US':
            'When users sell, your exchange pays the withdrawal in BRL by PIX or in MXN over SPEI, into their own bank account.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'Argentina pelo on/off ramp em USDT',
          'en-US': 'Argentina through the USDT on/off ramp',
        },
        body: {
          'pt-BR': 'Na Argentina, a sua exchange opera com USDT pelo on/off ramp com stablecoins da Fluxa.',
          'en-US': 'In Argentina, your exchange works in USDT through Fluxa’s stablecoin on/off ramp.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'A exchange é a nossa contraparte',
          'en-US': 'The exchange is our counterparty',
        },
        body: {
          'pt-BR':
            'A Fluxa atende a exchange, não os usuários dela: não abre contas para pessoas físicas nem move valores entre elas.',
          'en-US':
            'Fluxa serves the exchange, not its users: it opens no accounts for individuals and moves no money between them.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como o dinheiro entra e sai da sua exchange',
      'en-US': 'How money moves in and out of your exchange',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O usuário deposita pelo banco',
          'en-US': 'The user deposits from their bank',
        },
        body: {
          'pt-BR':
            'Para comprar cripto, o usuário transfere da conta bancária dele para a conta que mantém na sua exchange.',
          'en-US':
            'To buy crypto, they move money from their bank account into the account they hold on your exchange.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'O depósito vira liquidez na exchange',
          'en-US': 'The deposit becomes exchange liquidity',
        },
        body: {
          'pt-BR':
            'O depósito é liquidado para a exchange em segundos, na moeda ou no ativo que ela escolheu, e em D+1 o movimento do dia chega processado para a conciliação.',
          'en-US':
            'The deposit settles to the exchange in seconds, in the currency or asset it chose, and on D+1 the day’s activity comes back processed for reconciliation.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'O saque volta pelo mesmo trilho',
          'en-US': 'The withdrawal goes back the same way',
        },
        body: {
          'pt-BR':
            'Quando o usuário vende e pede o saque, a exchange devolve o valor em moeda local, pelo mesmo método do depósito, para a conta bancária dele.',
          'en-US':
            'When they sell and withdraw, the exchange pays the money back in local currency, by the same method they deposited with, to their bank account.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos de depósito a Fluxa oferece para exchanges?',
        'en-US': 'Which deposit methods does Fluxa offer exchanges?',
      },
      answer: {
        'pt-BR':
          'PIX, em BRL, para usuários no Brasil e SPEI, em MXN, para usuários no México. Na Argentina, a operação é em USDT.',
        'en-US':
          'PIX in BRL for users in Brazil and SPEI in MXN for users in Mexico. In Argentina, the exchange operates in USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moedas e ativos a exchange pode liquidar?',
        'en-US': 'Which currencies and assets can the exchange settle in?',
      },
      answer: {
        'pt-BR': 'Em USD, EUR, CNY, BRL ou MXN, em stablecoin (USDT, USDC) ou em BTC.',
        'en-US': 'In USD, EUR, CNY, BRL or MXN, in stablecoin (USDT, USDC) or in BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'Os usuários podem transferir entre si pela Fluxa?',
        'en-US': 'Can users send money to each other through Fluxa?',
      },
      answer: {
        'pt-BR':
          'Não. Transferências entre pessoas físicas são proibidas nos serviços da Fluxa: o dinheiro só circula entre o usuário e a exchange.',
        'en-US':
          'No. Transfers between individuals are prohibited on Fluxa’s services: money only moves between each user and the exchange.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com os usuários da exchange?',
        'en-US': 'Does Fluxa ever contact the exchange’s users?',
      },
      answer: {
        'pt-BR':
          'Nunca, por nenhum canal. Qualquer mensagem em nome da Fluxa enviada a um usuário da exchange é fraude e pode ser denunciada pelo formulário deste site.',
        'en-US':
          'Never, through any channel. Any message sent to an exchange user in Fluxa’s name is fraud and can be reported through the form on this site.',
      },
    },
    {
      question: {
        'pt-BR': 'Que verificação a exchange passa antes de operar?',
        'en-US': 'What checks does the exchange go through before it goes live?',
      },
      answer: {
        'pt-BR':
          'A exchange, os representantes legais e os beneficiários finais passam por KYC/AML, com documentação válida. Os limites por transação e por período são definidos na aprovação.',
        'en-US':
          'The exchange, its legal representatives and its ultimate beneficial owners go through KYC/AML with valid documentation. Limits per transaction and per period are set on approval.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar dos depósitos e saques da exchange',
      'en-US': 'Let’s talk deposits and withdrawals',
    },
    hint: {
      'pt-BR':
        'Conte onde os seus usuários depositam e sacam, por qual método e em que ativo a exchange quer liquidar.',
      'en-US':
        'Tell us where your users deposit and withdraw, by which method, and which asset your exchange settles in.',
    },
  },
} satisfies IndustryRecordInput
