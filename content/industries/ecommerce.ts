import type { IndustryRecordInput } from '../schema/industryRecord.ts'

export const ecommerce = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para e-commerce no Brasil e no México | Fluxa',
      'en-US': 'E-commerce Payments in Brazil and Mexico | Fluxa',
    },
    description: {
      'pt-BR':
        'Sua loja online recebe com PIX e cartão em até 12x no Brasil e com SPEI no México, e liquida as vendas em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'Your online store takes PIX and cards in up to 12 installments in Brazil and SPEI in Mexico, and settles sales in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'PIX, cartão em até 12x e SPEI no checkout',
    'en-US': 'PIX, cards in up to 12 installments and SPEI',
  },
  hero: {
    title: {
      'pt-BR': 'Venda online para o Brasil e o México com o checkout de cada país',
      'en-US': 'Sell online to Brazil and Mexico with each country’s own checkout',
    },
    subtitle: {
      'pt-BR':
        'No Brasil, o comprador paga com PIX ou cartão em até 12x; no México, com SPEI. A sua loja liquida as vendas na moeda em que opera.',
      'en-US':
        'In Brazil, shoppers pay by PIX or card in up to 12 installments; in Mexico, by SPEI. Your store settles its sales in the currency it runs on.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a sua loja oferece no checkout e depois dele',
      'en-US': 'What your store offers at checkout, and after it',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Carrinho dividido em até 12x',
          'en-US': 'Carts split into up to 12 installments',
        },
        body: {
          'pt-BR':
            'No Brasil, o comprador divide a compra no cartão de 1 a 12 parcelas, como já faz nas lojas do país.',
          'en-US':
            'In Brazil, shoppers split a purchase into 1 to 12 card installments, just as they do at local stores.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Pedido pago com o QR Code do PIX',
          'en-US': 'Orders paid with a PIX QR code',
        },
        body: {
          'pt-BR': 'O comprador lê o QR Code ou cola o código PIX Copia e Cola no app do banco e conclui o pedido.',
          'en-US':
            'Shoppers scan the QR code or paste the PIX copy-and-paste code into their banking app to complete the order.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Comprador do México paga por SPEI',
          'en-US': 'Shoppers in Mexico pay by SPEI',
        },
        body: {
          'pt-BR': 'A transferência SPEI sai direto da conta bancária do comprador, sem cartão no meio.',
          'en-US': 'The SPEI transfer comes straight from the shopper’s bank account, no card involved.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Cada comprador paga na própria moeda',
          'en-US': 'Every shopper pays in their own currency',
        },
        body: {
          'pt-BR':
            'Reais no Brasil, pesos mexicanos no México: ninguém precisa fazer conta de câmbio para fechar o pedido.',
          'en-US': 'Reais in Brazil, Mexican pesos in Mexico: nobody has to work out an exchange rate to check out.',
        },
      },
      {
        icon: 'Wallet',
        title: {
          'pt-BR': 'USDT para quem compra com stablecoin',
          'en-US': 'USDT for shoppers who hold stablecoins',
        },
        body: {
          'pt-BR': 'O comprador que já guarda dinheiro em stablecoin pode pagar o pedido em USDT.',
          'en-US': 'Shoppers who already keep money in stablecoins can pay for their order in USDT.',
        },
      },
      {
        icon: 'ScanSearch',
        title: {
          'pt-BR': 'Antifraude de olho em cada pedido',
          'en-US': 'Fraud checks on every order',
        },
        body: {
          'pt-BR':
            'As transações da loja passam pelo monitoramento antifraude da Fluxa, que verifica cada empresa por KYC/AML.',
          'en-US':
            'Your store’s transactions go through Fluxa’s fraud monitoring, and every business Fluxa serves goes through KYC/AML.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do carrinho ao fornecedor: como o dinheiro da loja circula',
      'en-US': 'From cart to supplier: how your store’s money moves',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O comprador fecha o carrinho',
          'en-US': 'The shopper checks out',
        },
        body: {
          'pt-BR':
            'No Brasil, ele paga com PIX ou cartão em até 12x. No México, com SPEI. Quem prefere stablecoin paga em USDT.',
          'en-US':
            'In Brazil, they pay by PIX or card in up to 12 installments. In Mexico, by SPEI. Those who prefer a stablecoin pay in USDT.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'A venda vira saldo na moeda da loja',
          'en-US': 'The sale lands in your store’s currency',
        },
        body: {
          'pt-BR':
            'O pagamento de cada pedido é liquidado em segundos na moeda que você escolheu, e o processamento das vendas do dia fecha em D+1.',
          'en-US':
            'Each order’s payment settles in seconds in the currency you picked, and the day’s sales are processed on D+1.',
        },
      },
      {
        kind: 'paysOut',
        title: {
          'pt-BR': 'A loja paga quem fornece o estoque',
          'en-US': 'Your store pays for its stock',
        },
        body: {
          'pt-BR':
            'Com o saldo liquidado, a loja paga fornecedores em mais de 50 países: na China em CNY pelo CIPS, na Europa em EUR pelo SEPA, nos demais pelo SWIFT.',
          'en-US':
            'With sales settled, your store pays suppliers in over 50 countries: in China in CNY over CIPS, in Europe in EUR over SEPA, elsewhere over SWIFT.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos a minha loja pode oferecer no Brasil e no México?',
        'en-US': 'Which payment methods can my store offer in Brazil and Mexico?',
      },
      answer: {
        'pt-BR':
          'No Brasil, PIX e cartão em até 12x. No México, SPEI. Em qualquer um dos dois, o comprador que prefere stablecoin também pode pagar em USDT.',
        'en-US':
          'In Brazil, PIX and cards in up to 12 installments. In Mexico, SPEI. In either country, shoppers who prefer a stablecoin can also pay in USDT.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso oferecer parcelamento fora do Brasil?',
        'en-US': 'Can I offer installments outside Brazil?',
      },
      answer: {
        'pt-BR': 'Não. O cartão de 1 a 12 parcelas é um método do Brasil. No México, o comprador paga com SPEI.',
        'en-US': 'No. Cards in 1 to 12 installments are a Brazilian method. In Mexico, shoppers pay by SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda a loja recebe o dinheiro das vendas?',
        'en-US': 'What currency does my store get its sales in?',
      },
      answer: {
        'pt-BR':
          'Você escolhe a moeda de liquidação: USD, EUR, CNY, BRL ou MXN, ou uma stablecoin (USDT, USDC). Também é possível liquidar em BTC.',
        'en-US':
          'You choose the settlement currency: USD, EUR, CNY, BRL or MXN, or a stablecoin (USDT, USDC). You can also settle in BTC.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa entra em contato com os meus compradores?',
        'en-US': 'Will Fluxa contact my shoppers?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa nunca entra em contato com os clientes finais da sua loja: o relacionamento e o pós-venda continuam com você.',
        'en-US': 'No. Fluxa never contacts your store’s customers: the relationship and after-sales stay with you.',
      },
    },
    {
      question: {
        'pt-BR': 'A minha loja precisa passar por verificação?',
        'en-US': 'Does my store need to be verified?',
      },
      answer: {
        'pt-BR':
          'Sim. A Fluxa atende apenas empresas, e cada uma passa por verificação KYC/AML e precisa ter documentação válida.',
        'en-US':
          'Yes. Fluxa serves businesses only, and each one goes through KYC/AML checks and must hold valid documentation.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar do checkout da sua loja',
      'en-US': 'Let’s talk about your store’s checkout',
    },
    hint: {
      'pt-BR': 'Conte o que a loja vende, em quais países, como o comprador paga hoje e em que moeda quer liquidar.',
      'en-US': 'Tell us what your store sells, where, how shoppers pay today and the currency you want to settle in.',
    },
  },
} satisfies IndustryRecordInput
