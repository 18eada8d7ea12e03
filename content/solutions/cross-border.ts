import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const crossBorder = {
  meta: {
    title: {
      'pt-BR': 'Pagamentos internacionais para mais de 50 países | Fluxa',
      'en-US': 'Cross-Border Payments to Over 50 Countries | Fluxa',
    },
    description: {
      'pt-BR':
        'Envie e receba pagamentos internacionais pelos trilhos SWIFT, SEPA, CIPS e cripto, com liquidação em USD, EUR, CNY, BRL, MXN ou stablecoins.',
      'en-US':
        'Send and receive cross-border payments over SWIFT, SEPA, CIPS and crypto rails, settled in USD, EUR, CNY, BRL, MXN or stablecoins.',
    },
  },
  menu: {
    'pt-BR': 'Pagamentos para mais de 50 países por SWIFT, SEPA e CIPS',
    'en-US': 'Payments to over 50 countries over SWIFT, SEPA and CIPS',
  },
  hero: {
    title: {
      'pt-BR': 'Pagamentos internacionais sem atrito entre a América Latina e o mundo',
      'en-US': 'Cross-border payments between Latin America and the world, without the friction',
    },
    subtitle: {
      'pt-BR':
        'Receba de clientes no Brasil, no México, na Argentina e na Colômbia e pague fornecedores em mais de 50 países pelos trilhos SWIFT, SEPA, CIPS e cripto, com um único parceiro de câmbio e liquidação.',
      'en-US':
        'Collect from customers in Brazil, Mexico, Argentina and Colombia and pay suppliers in over 50 countries over SWIFT, SEPA, CIPS and crypto rails, with a single partner for FX and settlement.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Tudo o que a sua operação internacional precisa',
      'en-US': 'Everything your international operation needs',
    },
    cards: [
      {
        icon: 'Globe',
        title: {
          'pt-BR': 'Mais de 50 países',
          'en-US': 'Over 50 countries',
        },
        body: {
          'pt-BR':
            'Pague fornecedores, parceiros e subsidiárias em mais de 50 países a partir de uma única integração.',
          'en-US': 'Pay suppliers, partners and subsidiaries in over 50 countries from a single integration.',
        },
      },
      {
        icon: 'Landmark',
        title: {
          'pt-BR': 'SWIFT para o mundo',
          'en-US': 'SWIFT for the rest of the world',
        },
        body: {
          'pt-BR':
            'Transferências internacionais em USD e em outras moedas pela rede SWIFT, para destinos no mundo inteiro.',
          'en-US':
            'International transfers in USD and other currencies over the SWIFT network, to destinations worldwide.',
        },
      },
      {
        icon: 'Euro',
        title: {
          'pt-BR': 'SEPA para a Europa',
          'en-US': 'SEPA for Europe',
        },
        body: {
          'pt-BR':
            'Pagamentos e recebimentos em EUR pela SEPA, o trilho de pagamentos em euro da Europa, para quem compra ou vende no continente.',
          'en-US':
            'Send and receive EUR over SEPA, Europe’s euro payment rail, whether you buy from or sell to Europe.',
        },
      },
      {
        icon: 'JapaneseYen',
        title: {
          'pt-BR': 'CIPS para a China',
          'en-US': 'CIPS for China',
        },
        body: {
          'pt-BR': 'Pague fornecedores chineses em CNY pelo CIPS, na moeda em que eles emitem a fatura.',
          'en-US': 'Pay Chinese suppliers in CNY over CIPS, in the currency they invoice in.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'Trilhos cripto',
          'en-US': 'Crypto rails',
        },
        body: {
          'pt-BR':
            'Quando o prazo aperta, use USDT, USDC ou BTC como trilho: liquidação em segundos, inclusive fora do horário bancário.',
          'en-US':
            'When timing is tight, use USDT, USDC or BTC as the rail: settlement in seconds, even outside banking hours.',
        },
      },
      {
        icon: 'Coins',
        title: {
          'pt-BR': 'Cinco moedas fiduciárias',
          'en-US': 'Five fiat currencies',
        },
        body: {
          'pt-BR':
            'Liquide em USD, EUR, CNY, BRL ou MXN, de acordo com a moeda em que a sua empresa registra receitas e paga custos.',
          'en-US':
            'Settle in USD, EUR, CNY, BRL or MXN, matching the currency your company books revenue and pays costs in.',
        },
      },
      {
        icon: 'Handshake',
        title: {
          'pt-BR': 'Quatro mercados, um parceiro',
          'en-US': 'Four markets, one partner',
        },
        body: {
          'pt-BR':
            'Venda no Brasil, no México, na Argentina e na Colômbia com um só parceiro: a Fluxa cuida do recebimento local e da liquidação internacional.',
          'en-US':
            'Sell into Brazil, Mexico, Argentina and Colombia with a single partner: Fluxa handles local collection and international settlement.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'Compliance e monitoramento 24/7',
          'en-US': 'Compliance and 24/7 monitoring',
        },
        body: {
          'pt-BR':
            'Cada pagamento passa por verificação KYC/AML e monitoramento antifraude 24/7, em uma plataforma com 99,9% de disponibilidade.',
          'en-US':
            'Every payment goes through KYC/AML checks and 24/7 fraud monitoring, on a platform with 99.9% uptime.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Do cliente na América Latina à sua conta lá fora',
      'en-US': 'From a customer in Latin America to your account abroad',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Primeiro',
          'en-US': 'First',
        },
        body: {
          'pt-BR':
            'O cliente paga em moeda local, com o método que já usa no Brasil, no México, na Argentina ou na Colômbia.',
          'en-US':
            'Your customer pays in local currency, with the method they already use in Brazil, Mexico, Argentina or Colombia.',
        },
      },
      {
        title: {
          'pt-BR': 'Depois',
          'en-US': 'Then',
        },
        body: {
          'pt-BR': 'A Fluxa recebe localmente e converte para USD, EUR ou CNY.',
          'en-US': 'Fluxa collects locally and converts into USD, EUR or CNY.',
        },
      },
      {
        title: {
          'pt-BR': 'Por fim',
          'en-US': 'Finally',
        },
        body: {
          'pt-BR': 'O valor segue pelo trilho certo, SWIFT, SEPA ou CIPS, para mais de 50 países.',
          'en-US': 'The funds travel over the right rail, SWIFT, SEPA or CIPS, to over 50 countries.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre pagamentos internacionais',
      'en-US': 'Talk to us about cross-border payments',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa quer resolver com pagamentos internacionais.',
      'en-US': 'Tell us what your company wants to solve with cross-border payments.',
    },
  },
} satisfies LandingRecordInput
