import type { IndustryRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Pagamentos para e-commerce no Brasil e no México | Fluxa',
      'en-US': 'E-commerce Payments in Brazil and Mexico | Fluxa',
    },
    description: {
      'pt-BR':
        'Sua loja online recebe por PIX e cartão em até 12x no Brasil e por SPEI no México, e liquida as vendas em USD, EUR, CNY, BRL, MXN ou stablecoin.',
      'en-US':
        'Your online store takes PIX and cards in up to 12 installments in Brazil and SPEI in Mexico, and settles in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'PIX, cartão em até 12x e SPEI para a sua loja',
    'en-US': 'PIX, cards in up to 12 installments and SPEI',
  },
  hero: {
    title: {
      'pt-BR': 'Venda para o Brasil e o México e receba como cada país paga',
      'en-US': 'Sell to Brazil and Mexico, and get paid the way each country pays',
    },
    subtitle: {
      'pt-BR':
        'No Brasil, o comprador paga por PIX ou no cartão em até 12x; no México, por SPEI. As vendas são liquidadas na moeda que a sua loja escolher.',
      'en-US':
        'In Brazil, shoppers pay by PIX or by card in up to 12 installments; in Mexico, by SPEI. Your sales settle in the currency your store picks.',
    },
  },
  scene: {
    title: { 'pt-BR': 'Pedido da loja online', 'en-US': 'Online store order' },
    note: { 'pt-BR': 'Pago no método local', 'en-US': 'Paid with a local method' },
  },
  benefits: {
    heading: {
      'pt-BR': 'Como o comprador paga, e o que a loja faz com a venda',
      'en-US': 'How shoppers pay, and what your store does with the sale',
    },
    cards: [
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Carrinho dividido em até 12x',
          'en-US': 'Carts split into up to 12 installments',
        },
        body: {
          'pt-BR': 'No Brasil, o comprador parcela a compra no cartão de 1 a 12 vezes, como já faz nas lojas do país.',
          'en-US':
            'In Brazil, shoppers split a purchase into 1 to 12 card installments, just as they do at local stores.',
        },
      },
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Pedido pago à vista no PIX',
          'en-US': 'Orders paid in full by PIX',
        },
        body: {
          'pt-BR': 'Quem não quer parcelar paga o pedido inteiro por PIX, pelo app do banco, sem precisar de cartão.',
          'en-US':
            'Shoppers who don’t want installments pay the whole order by PIX from their banking app, no card needed.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'No México, o pedido sai por SPEI',
          'en-US': 'In Mexico, orders are paid by SPEI',
        },
        body: {
          'pt-BR': 'O comprador transfere o valor do pedido por SPEI, direto da conta bancária dele.',
          'en-US': 'Shoppers transfer the order amount by SPEI, straight from their bank account.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Cada comprador paga na própria moeda',
          'en-US': 'Every shopper pays in their own currency',
        },
        body: {
          'pt-BR': 'Reais no Brasil, pesos mexicanos no México: ninguém faz conta de câmbio para fechar o pedido.',
          'en-US':
            'Brazilian reais in Brazil, Mexican pesos in Mexico: nobody works out an exchange rate to check out.',
        },
      },
      {
        icon: 'ArrowLeftRight',
        title: {
          'pt-BR': 'Vendeu em reais, paga em dólares',
          'en-US': 'Sold in reais, paying in dollars',
        },
        body: {
          'pt-BR':
            'O que a loja vendeu em reais ou pesos mexicanos pode pagar o estoque comprado em dólares, euros ou yuans.',
          'en-US':
            'What your store sold in Brazilian reais or Mexican pesos can pay for stock bought in dollars, euros or yuan.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'A loja pode estar em outro país',
          'en-US': 'Your store can be based abroad',
        },
        body: {
          'pt-BR':
            'Uma loja de fora vende para compradores no Brasil e no México e liquida em dólares, euros ou yuans.',
          'en-US': 'A store based abroad sells to shoppers in Brazil and Mexico and settles in dollars, euros or yuan.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do carrinho ao fornecedor: o caminho do dinheiro da loja',
      'en-US': 'From cart to supplier: how your store’s money moves',
    },
    steps: [
      {
        kind: 'paid',
        title: {
          'pt-BR': 'O comprador fecha o pedido',
          'en-US': 'The shopper places the order',
        },
        body: {
          'pt-BR':
            'No Brasil, paga por PIX ou no cartão em até 12x, em reais. No México, paga por SPEI, em pesos mexicanos.',
          'en-US':
            'In Brazil, they pay by PIX or by card in up to 12 installments, in Brazilian reais. In Mexico, by SPEI, in Mexican pesos.',
        },
      },
      {
        kind: 'settles',
        title: {
          'pt-BR': 'Reais e pesos, uma moeda no caixa',
          'en-US': 'Reais and pesos, one currency',
        },
        body: {
          'pt-BR':
            'O que a loja vendeu em reais e em pesos mexicanos é liquidado numa mesma moeda, a que ela escolher: USD, EUR, CNY, BRL, MXN ou stablecoin.',
          'en-US':
            'What your store sold in Brazilian reais and Mexican pesos settles in one currency of its choosing: USD, EUR, CNY, BRL, MXN or a stablecoin.',
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
            'Com as vendas liquidadas, a loja paga fornecedores em mais de 50 países: em euros pela SEPA, em yuans pelo CIPS e nos demais pelo SWIFT.',
          'en-US':
            'With sales settled, your store pays suppliers in over 50 countries: in euros over SEPA, in yuan over CIPS and elsewhere over SWIFT.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Posso oferecer parcelamento fora do Brasil?',
        'en-US': 'Can I offer installments outside Brazil?',
      },
      answer: {
        'pt-BR': 'Não. O cartão de 1 a 12 parcelas é um método do Brasil. No México, o comprador paga por SPEI.',
        'en-US': 'No. Cards in 1 to 12 installments are a Brazilian method. In Mexico, shoppers pay by SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'O comprador pode pagar o pedido em USDT?',
        'en-US': 'Can shoppers pay for an order in USDT?',
      },
      answer: {
        'pt-BR':
          'Não. No Brasil, o comprador paga por PIX ou cartão; no México, por SPEI. Quem pode usar USDT é a loja, como moeda de liquidação das vendas.',
        'en-US':
          'No. In Brazil, shoppers pay by PIX or card; in Mexico, by SPEI. USDT is for your store, as a currency to settle its sales in.',
      },
    },
    {
      question: {
        'pt-BR': 'Como pago um fornecedor de fora com o que vendi?',
        'en-US': 'How do I pay a supplier abroad from my sales?',
      },
      answer: {
        'pt-BR':
          'A mesa de câmbio da Fluxa converte as vendas para dólares, euros ou yuans, e o pagamento sai para mais de 50 países por SWIFT, SEPA ou CIPS.',
        'en-US':
          'Fluxa’s FX desk converts your sales into dollars, euros or yuan, and the payment goes out to over 50 countries over SWIFT, SEPA or CIPS.',
      },
    },
    {
      question: {
        'pt-BR': 'O comprador paga na moeda do país dele?',
        'en-US': 'Do shoppers pay in their own currency?',
      },
      answer: {
        'pt-BR':
          'Sim. No Brasil, o pedido é pago em reais; no México, em pesos mexicanos. A conversão para a moeda em que a loja liquida fica com a Fluxa.',
        'en-US':
          'Yes. In Brazil the order is paid in Brazilian reais, in Mexico in Mexican pesos. Fluxa converts it into the currency your store settles in.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar das vendas da sua loja',
      'en-US': 'Let’s talk about your store’s sales',
    },
    hint: {
      'pt-BR': 'Conte o que a loja vende, em quais países, como o comprador paga hoje e em que moeda quer liquidar.',
      'en-US': 'Tell us what your store sells, where, how shoppers pay today and the currency you want to settle in.',
    },
  },
} satisfies IndustryRecordInput
