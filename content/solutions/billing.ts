import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const billing = {
  meta: {
    title: {
      'pt-BR': 'Cobrança de faturas com PIX, SPEI e cartões | Fluxa',
      'en-US': 'Invoice Collection with PIX, SPEI and Cards | Fluxa',
    },
    description: {
      'pt-BR':
        'Cobre faturas de clientes no Brasil e no México por PIX, SPEI ou cartão em até 12x, com processamento D+1 e cada pagamento ligado à sua fatura.',
      'en-US':
        'Collect invoices from customers in Brazil and Mexico by PIX, SPEI or card in up to 12 installments, with D+1 processing and every payment matched to its invoice.',
    },
  },
  menu: {
    'pt-BR': 'Faturas pagas com PIX, SPEI ou cartão em até 12x',
    'en-US': 'Invoices paid by PIX, SPEI or cards in up to 12 installments',
  },
  hero: {
    title: {
      'pt-BR': 'Cobre faturas na América Latina e receba pelo método que o cliente já usa',
      'en-US': 'Collect invoices across Latin America through the methods your customers already use',
    },
    subtitle: {
      'pt-BR':
        'Gere a cobrança, envie ao seu cliente pelos seus canais e receba por PIX, SPEI ou cartão em até 12x. A Fluxa identifica cada pagamento e liquida na moeda da sua empresa.',
      'en-US':
        'Create the charge, send it to your customer through your own channels and get paid by PIX, SPEI or card in up to 12 installments. Fluxa matches every payment and settles in your company’s currency.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Da fatura emitida ao dinheiro em caixa',
      'en-US': 'From invoice sent to cash in the bank',
    },
    cards: [
      {
        icon: 'QrCode',
        title: {
          'pt-BR': 'PIX na fatura',
          'en-US': 'PIX on the invoice',
        },
        body: {
          'pt-BR': 'Inclua um QR code PIX na cobrança e receba em segundos, de qualquer banco no Brasil.',
          'en-US': 'Add a PIX QR code to the invoice and get paid in seconds, from any bank in Brazil.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'SPEI para clientes no México',
          'en-US': 'SPEI for customers in Mexico',
        },
        body: {
          'pt-BR':
            'Clientes mexicanos pagam a fatura por transferência SPEI em MXN, sem depender de remessa internacional.',
          'en-US': 'Mexican customers pay the invoice by SPEI transfer in MXN, with no international wire involved.',
        },
      },
      {
        icon: 'CreditCard',
        title: {
          'pt-BR': 'Cartão em até 12x',
          'en-US': 'Cards in up to 12 installments',
        },
        body: {
          'pt-BR':
            'Em faturas no Brasil, ofereça pagamento no cartão de 1 a 12 parcelas e facilite a aprovação de compras maiores do lado do cliente.',
          'en-US':
            'On invoices in Brazil, offer card payment in 1 to 12 installments and make larger purchases easier for your customer to approve.',
        },
      },
      {
        icon: 'CalendarClock',
        title: {
          'pt-BR': 'Previsão de caixa com datas',
          'en-US': 'A cash forecast built on dates',
        },
        body: {
          'pt-BR':
            'Pagamentos recebidos são processados em D+1, para a previsão de caixa trabalhar com datas, não com estimativas.',
          'en-US': 'Payments received are processed on D+1, so your cash forecast runs on dates, not guesses.',
        },
      },
      {
        icon: 'Receipt',
        title: {
          'pt-BR': 'Cada pagamento na sua fatura',
          'en-US': 'Every payment matched to its invoice',
        },
        body: {
          'pt-BR':
            'Cada pagamento chega vinculado à fatura de origem, e o contas a receber dá baixa sem conferência manual.',
          'en-US':
            'Each payment arrives linked to the invoice it pays, so accounts receivable can close it out without manual matching.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Liquidação na moeda certa',
          'en-US': 'Settlement in the right currency',
        },
        body: {
          'pt-BR':
            'Receba em BRL ou MXN e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins, de acordo com a sua tesouraria.',
          'en-US':
            'Collect in BRL or MXN and settle in USD, EUR, CNY, BRL, MXN or stablecoins, whatever your treasury needs.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'Seus canais, seu relacionamento',
          'en-US': 'Your channels, your relationship',
        },
        body: {
          'pt-BR':
            'Quem envia a cobrança é você, pelos seus próprios canais. A Fluxa não entra em contato com os seus clientes em nenhum momento.',
          'en-US': 'You send the invoice, through your own channels. Fluxa never contacts your customers at any point.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Verificação e monitoramento',
          'en-US': 'Verification and monitoring',
        },
        body: {
          'pt-BR':
            'As cobranças rodam sobre a mesma verificação KYC/AML e o mesmo monitoramento antifraude 24/7 de toda a plataforma.',
          'en-US':
            'Invoice payments run on the same KYC/AML checks and 24/7 fraud monitoring as the rest of the platform.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Uma fatura, paga do jeito que o cliente quer',
      'en-US': 'One invoice, paid the way your customer wants',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Primeiro',
          'en-US': 'First',
        },
        body: {
          'pt-BR': 'Você emite a fatura para o seu cliente no Brasil ou no México.',
          'en-US': 'You issue the invoice to your customer in Brazil or Mexico.',
        },
      },
      {
        title: {
          'pt-BR': 'Depois',
          'en-US': 'Then',
        },
        body: {
          'pt-BR': 'O cliente escolhe PIX, SPEI ou cartão em até 12x.',
          'en-US': 'Your customer picks PIX, SPEI or a card in up to 12 installments.',
        },
      },
      {
        title: {
          'pt-BR': 'Por fim',
          'en-US': 'Finally',
        },
        body: {
          'pt-BR': 'O pagamento é processado em D+1 e chega identificado para a conciliação.',
          'en-US': 'The payment is processed on D+1 and arrives identified for reconciliation.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre cobrança de faturas',
      'en-US': 'Talk to us about invoice collection',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa quer resolver com cobrança de faturas.',
      'en-US': 'Tell us what your company wants to solve with invoice collection.',
    },
  },
} satisfies LandingRecordInput
