import type { LandingRecordInput } from '../schema/landingRecord.ts'

export default {
  meta: {
    title: {
      'pt-BR': 'Venda no México com SPEI, em pesos mexicanos | Fluxa',
      'en-US': 'Sell into Mexico with SPEI, in Mexican Pesos | Fluxa',
    },
    description: {
      'pt-BR':
        'Venda para clientes no México com SPEI, em pesos mexicanos. Mantenha os pesos para os custos no país ou liquide em USD, EUR, CNY, BRL ou stablecoin.',
      'en-US':
        'Sell to customers in Mexico with SPEI, in Mexican pesos. Keep the pesos for your costs there, or settle in USD, EUR, CNY, BRL or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'SPEI, em pesos mexicanos',
    'en-US': 'SPEI, in Mexican pesos',
  },
  hero: {
    title: {
      'pt-BR': 'Venda no México por SPEI e decida onde fica o seu caixa',
      'en-US': 'Sell into Mexico through SPEI and decide where your cash sits',
    },
    subtitle: {
      'pt-BR':
        'Lojas online, games e casas de apostas recebem de clientes no México por SPEI, em pesos mexicanos, e liquidam em pesos ou na moeda da matriz.',
      'en-US':
        'Online stores, games and betting sites get paid by customers in Mexico through SPEI, in Mexican pesos, and settle in pesos or their head office’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'O que a sua empresa precisa saber para vender no México',
      'en-US': 'What your business should know before selling into Mexico',
    },
    cards: [
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'No México, o método é o SPEI',
          'en-US': 'In Mexico, the method is SPEI',
        },
        body: {
          'pt-BR':
            'Pela Fluxa, o cliente no México paga por SPEI, a transferência bancária do país, em pesos mexicanos.',
          'en-US':
            'Through Fluxa, customers in Mexico pay by SPEI, the country’s bank transfer system, in Mexican pesos.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Pesos que não precisam de câmbio',
          'en-US': 'Pesos that need no exchange',
        },
        body: {
          'pt-BR':
            'O peso mexicano é moeda de liquidação da Fluxa: o que o cliente paga pode ficar em pesos, sem conversão.',
          'en-US':
            'The Mexican peso is one of Fluxa’s settlement currencies, so what customers pay can stay in pesos, unconverted.',
        },
      },
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Do caixa mexicano para mais de 50 países',
          'en-US': 'From Mexican cash to over 50 countries',
        },
        body: {
          'pt-BR': 'Com o que recebe no México, a sua empresa paga fornecedores fora do país, por SWIFT, SEPA ou CIPS.',
          'en-US': 'With what you collect in Mexico, your business pays suppliers abroad over SWIFT, SEPA or CIPS.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Como a sua empresa vende e liquida no México',
      'en-US': 'How your business sells and settles in Mexico',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Seus clientes no México pagam por SPEI',
          'en-US': 'Your customers in Mexico pay by SPEI',
        },
        body: {
          'pt-BR':
            'Na hora de pagar, quem compra de você faz uma transferência SPEI da própria conta, em pesos mexicanos.',
          'en-US':
            'At payment time, people who buy from you send a SPEI transfer from their own account, in Mexican pesos.',
        },
      },
      {
        title: {
          'pt-BR': 'Parte em pesos, parte convertida',
          'en-US': 'Some pesos kept, some converted',
        },
        body: {
          'pt-BR':
            'A sua empresa decide quanto fica em pesos mexicanos e quanto vai para USD, EUR, CNY, BRL ou stablecoin.',
          'en-US':
            'Your business decides how much stays in Mexican pesos and how much moves to USD, EUR, CNY, BRL or a stablecoin.',
        },
      },
      {
        title: {
          'pt-BR': 'Os pesos pagam os custos no México',
          'en-US': 'Pesos cover your costs in Mexico',
        },
        body: {
          'pt-BR': 'Com os custos da operação mexicana pagos em pesos, o câmbio fica só para o que sai do país.',
          'en-US': 'With your Mexican costs paid in pesos, currency exchange is left for what leaves the country.',
        },
      },
    ],
  },
  faq: [
    {
      question: {
        'pt-BR': 'Quais métodos de pagamento a Fluxa oferece no México?',
        'en-US': 'Which payment methods does Fluxa offer in Mexico?',
      },
      answer: {
        'pt-BR': 'O SPEI, a transferência bancária do México, paga em pesos mexicanos. É o método da Fluxa no país.',
        'en-US': 'SPEI, Mexico’s bank transfer system, paid in Mexican pesos. It is Fluxa’s method there.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso pagar um fornecedor em yuans com o que vendo no México?',
        'en-US': 'Can my sales in Mexico pay a supplier in yuan?',
      },
      answer: {
        'pt-BR':
          'Pode. A mesa de câmbio da Fluxa converte os pesos mexicanos para yuans, e o pagamento ao fornecedor segue pela CIPS.',
        'en-US':
          'Yes. Fluxa’s FX desk converts your Mexican pesos into yuan, and the payment to your supplier goes over CIPS.',
      },
    },
    {
      question: {
        'pt-BR': 'Que negócios vendem no México por SPEI?',
        'en-US': 'What kind of business sells into Mexico by SPEI?',
      },
      answer: {
        'pt-BR': 'Quem vende online a clientes no México: lojas virtuais, games e casas de apostas, por exemplo.',
        'en-US':
          'Businesses that sell online to customers in Mexico: online stores, games and betting sites, for example.',
      },
    },
    {
      question: {
        'pt-BR': 'Posso vender no México e liquidar em reais?',
        'en-US': 'Can I sell into Mexico and settle in BRL?',
      },
      answer: {
        'pt-BR':
          'Pode. O real é uma das moedas de liquidação, e a mesa de câmbio da Fluxa converte os pesos mexicanos para reais.',
        'en-US':
          'Yes. BRL is one of the settlement currencies, and Fluxa’s FX desk converts your Mexican pesos into it.',
      },
    },
  ],
  contact: {
    heading: {
      'pt-BR': 'Vamos falar sobre as suas vendas no México',
      'en-US': 'Let’s talk about your sales in Mexico',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa vende para clientes no México e quanto quer manter em pesos.',
      'en-US': 'Tell us what you sell to customers in Mexico and how much you want to keep in pesos.',
    },
  },
} satisfies LandingRecordInput
