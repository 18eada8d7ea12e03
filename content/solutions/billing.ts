import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const billing = {
  meta: {
    title: {
      'pt-BR': 'Cobrança de faturas por PIX, SPEI e cartão | Fluxa',
      'en-US': 'Invoice Collection by PIX, SPEI and Card | Fluxa',
    },
    description: {
      'pt-BR':
        'Cobre faturas de clientes no Brasil e no México: PIX ou cartão em até 12x para quem está no Brasil, SPEI para quem está no México.',
      'en-US':
        'Collect invoices from customers in Brazil and Mexico: PIX or a card in up to 12 installments in Brazil, SPEI in Mexico, settled in your currency.',
    },
  },
  menu: {
    'pt-BR': 'Faturas pagas por PIX, SPEI ou cartão em até 12x',
    'en-US': 'Invoices paid by PIX, SPEI or card',
  },
  hero: {
    title: {
      'pt-BR': 'Cobre faturas no Brasil e no México pelo meio que o cliente usa',
      'en-US': 'Collect invoices in Brazil and Mexico the way customers pay there',
    },
    subtitle: {
      'pt-BR':
        'Você envia a cobrança pelos seus canais, o cliente paga do jeito de cada país e a Fluxa liquida o valor na moeda da sua empresa.',
      'en-US':
        'You send the bill through your own channels, customers pay with their own country’s methods, and Fluxa settles the funds in your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Da fatura emitida à baixa no contas a receber',
      'en-US': 'From invoice sent to invoice closed',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Fatura com PIX Copia e Cola',
          'en-US': 'Invoices with a PIX code',
        },
        body: {
          'pt-BR': 'A fatura pode ser paga por PIX, com QR code ou PIX Copia e Cola, no app do banco do cliente.',
          'en-US':
            'Invoices can be paid by PIX, with a QR code or the PIX copy-and-paste code, in the customer’s banking app.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Fatura parcelada no cartão',
          'en-US': 'Invoices paid in installments',
        },
        body: {
          'pt-BR':
            'No Brasil, o cliente pode pagar a fatura no cartão em até 12x, e a sua empresa recebe o valor em BRL.',
          'en-US':
            'In Brazil, customers can pay an invoice by card in up to 12 installments, and your company collects in BRL.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Faturas no México por SPEI',
          'en-US': 'Invoices in Mexico, paid by SPEI',
        },
        body: {
          'pt-BR': 'No México, o cliente quita a fatura por transferência SPEI, em MXN, do banco que já usa.',
          'en-US': 'In Mexico, customers settle the invoice by SPEI transfer, in MXN, from the bank they already use.',
        },
      },
      {
        icon: 'CalendarCheck',
        title: {
          'pt-BR': 'Data certa para cada fatura paga',
          'en-US': 'A known date for every paid invoice',
        },
        body: {
          'pt-BR':
            'Faturas pagas por PIX ou SPEI liquidam em segundos, e toda fatura paga, no cartão também, é processada em D+1.',
          'en-US':
            'Invoices paid by PIX or SPEI settle in seconds, and every paid invoice, card payments included, is processed on D+1.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Fatura em reais, caixa em dólar',
          'en-US': 'Billed in reais, banked in dollars',
        },
        body: {
          'pt-BR':
            'Faturas pagas em BRL ou MXN podem ser liquidadas em USD, EUR ou CNY, ou ficar na moeda em que entraram.',
          'en-US':
            'Invoices paid in BRL or MXN can be settled in USD, EUR or CNY, or stay in the currency they came in.',
        },
      },
      {
        icon: 'GraduationCap',
        title: {
          'pt-BR': 'Mensalidades, planos e contratos',
          'en-US': 'Tuition, plans and contracts',
        },
        body: {
          'pt-BR':
            'Escolas, serviços por assinatura e veículos de mídia que cobram por fatura podem oferecer PIX, SPEI e cartão numa só operação.',
          'en-US':
            'Schools, subscription services and media companies that bill by invoice can offer PIX, SPEI and cards in one operation.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'O caminho de uma fatura até o seu caixa',
      'en-US': 'How an invoice turns into cash',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Você envia a fatura',
          'en-US': 'You send the invoice',
        },
        body: {
          'pt-BR':
            'A sua empresa emite a cobrança e manda pelos seus próprios canais, para clientes no Brasil ou no México.',
          'en-US':
            'Your company issues the bill and sends it through its own channels to customers in Brazil or Mexico.',
        },
      },
      {
        title: {
          'pt-BR': 'O cliente escolhe como quitar',
          'en-US': 'The customer picks how to pay',
        },
        body: {
          'pt-BR': 'Quem está no Brasil paga por PIX ou no cartão em até 12x; quem está no México paga por SPEI.',
          'en-US':
            'Customers in Brazil pay by PIX or by card in up to 12 installments; customers in Mexico pay by SPEI.',
        },
      },
      {
        title: {
          'pt-BR': 'O pagamento encontra a fatura',
          'en-US': 'The payment finds its invoice',
        },
        body: {
          'pt-BR':
            'O valor entra em BRL ou MXN, referente à fatura que o cliente pagou, para o contas a receber dar baixa.',
          'en-US':
            'The funds come in as BRL or MXN against the invoice the customer paid, so accounts receivable can close it.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Como o meu cliente pode pagar a fatura?',
        'en-US': 'How can my customer pay the invoice?',
      },
      answer: {
        'pt-BR': 'No Brasil, por PIX ou no cartão em até 12x. No México, por SPEI.',
        'en-US': 'In Brazil, by PIX or by card in up to 12 installments. In Mexico, by SPEI.',
      },
    },
    {
      question: {
        'pt-BR': 'O parcelamento no cartão é crédito da Fluxa?',
        'en-US': 'Are card installments credit from Fluxa?',
      },
      answer: {
        'pt-BR':
          'Não. O parcelamento de 1 a 12 vezes é uma condição do cartão do comprador; a Fluxa não concede crédito nem empréstimos.',
        'en-US':
          'No. Installments from 1 to 12 are a feature of the buyer’s card; Fluxa does not extend credit or make loans.',
      },
    },
    {
      question: {
        'pt-BR': 'Em que moeda a minha empresa recebe o valor das faturas?',
        'en-US': 'Which currency does my company get invoice payments in?',
      },
      answer: {
        'pt-BR':
          'Na que escolher: USD, EUR, CNY, BRL ou MXN, ou stablecoins (USDT, USDC). BTC, um criptoativo, também está disponível.',
        'en-US':
          'Whichever you choose: USD, EUR, CNY, BRL or MXN, or stablecoins (USDT, USDC). BTC, a crypto asset, is available too.',
      },
    },
    {
      question: {
        'pt-BR': 'A Fluxa fala com os meus clientes sobre a fatura?',
        'en-US': 'Does Fluxa contact my customers about an invoice?',
      },
      answer: {
        'pt-BR':
          'Não. A Fluxa nunca entra em contato com os seus clientes; qualquer mensagem em nome dela é tentativa de fraude.',
        'en-US': 'No. Fluxa never contacts your customers; any message sent in its name is a fraud attempt.',
      },
    },
    {
      question: {
        'pt-BR': 'O que a minha empresa precisa para começar a cobrar?',
        'en-US': 'What does my company need to start collecting?',
      },
      answer: {
        'pt-BR':
          'Passar pela verificação, com documentação válida. Os limites por transação e por período são definidos na aprovação do cadastro.',
        'en-US':
          'To pass verification with valid documentation. Limits per transaction and per period are set when your account is approved.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar das suas faturas',
      'en-US': 'Let’s talk about your invoices',
    },
    hint: {
      'pt-BR': 'Ex.: emitimos faturas mensais para clientes no Brasil e no México e queremos oferecer PIX e SPEI.',
      'en-US': 'E.g. we bill customers in Brazil and Mexico every month and want to offer PIX and SPEI.',
    },
  },
} satisfies LandingRecordInput
