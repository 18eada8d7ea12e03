import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
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
        'Você envia a cobrança pelos seus canais, o cliente paga pelo método do próprio país e a Fluxa liquida o valor na moeda da sua empresa.',
      'en-US':
        'You send the bill through your own channels, customers pay with their own country’s method, and Fluxa settles the funds in your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Da fatura enviada ao dinheiro em caixa',
      'en-US': 'From invoice sent to cash in hand',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'Fatura com PIX Copia e Cola',
          'en-US': 'Invoices with a PIX code',
        },
        body: {
          'pt-BR': 'O cliente lê o QR code ou cola o código PIX Copia e Cola no app do banco.',
          'en-US': 'Customers scan the QR code or paste the PIX copy-and-paste code in their banking app.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Fatura parcelada no cartão',
          'en-US': 'Invoices paid in installments',
        },
        body: {
          'pt-BR': 'No Brasil, a fatura pode ser paga no cartão, à vista ou em até 12x.',
          'en-US': 'In Brazil, an invoice can be paid by card, in full or in up to 12 installments.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'Faturas no México por SPEI',
          'en-US': 'Invoices in Mexico, paid by SPEI',
        },
        body: {
          'pt-BR': 'No México, o cliente quita a fatura por SPEI, em pesos mexicanos.',
          'en-US': 'In Mexico, customers pay the invoice by SPEI, in Mexican pesos.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Uma fatura, mais de uma opção',
          'en-US': 'One invoice, more than one option',
        },
        body: {
          'pt-BR': 'A mesma fatura oferece PIX e cartão, e o cliente no Brasil escolhe.',
          'en-US': 'The same invoice offers PIX and cards, and the customer in Brazil picks.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Faturas para outras empresas',
          'en-US': 'Invoices to other businesses',
        },
        body: {
          'pt-BR': 'Clientes empresariais pagam por PIX ou SPEI, da conta da própria empresa.',
          'en-US': 'Business customers pay by PIX or SPEI from their own company account.',
        },
      },
      {
        icon: 'GraduationCap',
        title: {
          'pt-BR': 'Mensalidades, planos e contratos',
          'en-US': 'Tuition, plans and contracts',
        },
        body: {
          'pt-BR': 'Serve a escolas, assinaturas e veículos de mídia que cobram por fatura.',
          'en-US': 'For schools, subscription services and media companies that bill by invoice.',
        },
      },
      {
        icon: 'Users',
        title: {
          'pt-BR': 'Clientes no Brasil e no México',
          'en-US': 'Customers in Brazil and Mexico alike',
        },
        body: {
          'pt-BR': 'Cada cliente paga pelo método do seu país, e tudo passa pela Fluxa.',
          'en-US': 'Each customer pays by their own country’s method, all through Fluxa.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Fatura em reais, caixa em dólares',
          'en-US': 'Billed in reais, banked in dollars',
        },
        body: {
          'pt-BR': 'O que entra em reais ou pesos mexicanos pode ser liquidado em dólares.',
          'en-US': 'What comes in as Brazilian reais or Mexican pesos can settle in dollars.',
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
          'pt-BR': 'A sua empresa emite a cobrança e manda pelos próprios canais a clientes no Brasil ou no México.',
          'en-US':
            'Your company issues the bill and sends it through its own channels to customers in Brazil or Mexico.',
        },
      },
      {
        title: {
          'pt-BR': 'O cliente escolhe como pagar',
          'en-US': 'The customer picks how to pay',
        },
        body: {
          'pt-BR': 'No Brasil, por PIX ou no cartão em até 12x; no México, por SPEI.',
          'en-US': 'In Brazil, by PIX or by card in up to 12 installments; in Mexico, by SPEI.',
        },
      },
      {
        title: {
          'pt-BR': 'O valor chega na moeda escolhida',
          'en-US': 'The money arrives in your currency',
        },
        body: {
          'pt-BR':
            'O pagamento é liquidado para a sua empresa em USD, EUR, CNY, BRL, MXN ou stablecoin, como ela escolheu.',
          'en-US': 'The payment settles to your company in USD, EUR, CNY, BRL, MXN or a stablecoin, as it chose.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'A Fluxa envia a fatura ao meu cliente?',
        'en-US': 'Does Fluxa send the invoice to my customer?',
      },
      answer: {
        'pt-BR':
          'Não. A fatura é da sua empresa e sai pelos canais que ela já usa; a Fluxa recebe o pagamento pelo método que o cliente escolher.',
        'en-US':
          'No. The invoice is your company’s and goes out through the channels it already uses; Fluxa collects the payment by whichever method the customer picks.',
      },
    },
    {
      question: {
        'pt-BR': 'O cliente pode pagar uma fatura em dólares?',
        'en-US': 'Can a customer pay an invoice in dollars?',
      },
      answer: {
        'pt-BR':
          'Não diretamente: no Brasil a fatura é paga em reais e no México em pesos mexicanos. A sua empresa pode liquidar esse valor em dólares.',
        'en-US':
          'Not directly: in Brazil the invoice is paid in Brazilian reais and in Mexico in Mexican pesos. Your company can settle that in dollars.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso oferecer só PIX, sem cartão?',
        'en-US': 'Can I offer PIX only, without cards?',
      },
      answer: {
        'pt-BR':
          'Sim. A sua empresa escolhe, entre os métodos aprovados no cadastro, quais oferece nas faturas: PIX, cartão em até 12x ou SPEI.',
        'en-US':
          'Yes. Your company chooses which of its approved methods to offer on invoices: PIX, cards in up to 12 installments or SPEI.',
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
