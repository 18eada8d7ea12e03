import type { LandingRecordInput } from '../schema/landingRecord.ts'

export const onOffRamp = {
  meta: {
    title: {
      'pt-BR': 'On/off ramp cripto com USDT, USDC e BTC | Fluxa',
      'en-US': 'Crypto On/Off Ramp with USDT, USDC and BTC | Fluxa',
    },
    description: {
      'pt-BR':
        'Converta BRL e MXN em USDT, USDC ou BTC e faça o caminho de volta, com liquidação em segundos, monitoramento 24/7 e KYC/AML em cada operação.',
      'en-US':
        'Convert BRL and MXN into USDT, USDC or BTC and back again, with settlement in seconds, 24/7 monitoring and KYC/AML checks on every transaction.',
    },
  },
  menu: {
    'pt-BR': 'De moeda local para USDT, USDC ou BTC, e de volta',
    'en-US': 'From local currency to USDT, USDC or BTC, and back',
  },
  hero: {
    title: {
      'pt-BR': 'Entre e saia de stablecoins sem sair do fluxo de pagamentos',
      'en-US': 'Move in and out of stablecoins without leaving your payment flow',
    },
    subtitle: {
      'pt-BR':
        'On-ramp e off-ramp entre moeda fiduciária e USDT, USDC ou BTC, com liquidação em segundos e o mesmo compliance KYC/AML dos seus pagamentos em moeda local.',
      'en-US':
        'On-ramp and off-ramp between fiat and USDT, USDC or BTC, with settlement in seconds and the same KYC/AML compliance as your local-currency payments.',
    },
  },
  benefits: {
    heading: {
      'pt-BR': 'Cripto com a disciplina de uma tesouraria',
      'en-US': 'Crypto with treasury-grade discipline',
    },
    cards: [
      {
        icon: 'ArrowUpRight',
        title: {
          'pt-BR': 'On-ramp',
          'en-US': 'On-ramp',
        },
        body: {
          'pt-BR': 'Converta recebimentos em BRL ou MXN em USDT, USDC ou BTC assim que o dinheiro entra.',
          'en-US': 'Convert BRL or MXN receipts into USDT, USDC or BTC as soon as the money comes in.',
        },
      },
      {
        icon: 'ArrowDownLeft',
        title: {
          'pt-BR': 'Off-ramp',
          'en-US': 'Off-ramp',
        },
        body: {
          'pt-BR':
            'Transforme stablecoins em USD, EUR, CNY, BRL ou MXN quando precisar pagar custos em moeda fiduciária.',
          'en-US': 'Turn stablecoins into USD, EUR, CNY, BRL or MXN whenever you need to cover costs in fiat.',
        },
      },
      {
        icon: 'Zap',
        title: {
          'pt-BR': 'Cripto liquidado fora do horário bancário',
          'en-US': 'Crypto settled outside banking hours',
        },
        body: {
          'pt-BR': 'Operações cripto liquidam em segundos, a qualquer hora, inclusive em fins de semana e feriados.',
          'en-US': 'Crypto transactions settle in seconds, at any hour, weekends and holidays included.',
        },
      },
      {
        icon: 'CircleDollarSign',
        title: {
          'pt-BR': 'USDT e USDC',
          'en-US': 'USDT and USDC',
        },
        body: {
          'pt-BR': 'Stablecoins atreladas ao dólar, para manter valor em dólar sem depender da janela bancária.',
          'en-US': 'Dollar-pegged stablecoins, so you can hold dollar value without waiting for banking hours.',
        },
      },
      {
        icon: 'Bitcoin',
        title: {
          'pt-BR': 'BTC quando fizer sentido',
          'en-US': 'BTC when it fits',
        },
        body: {
          'pt-BR': 'Liquide também em BTC se a política de tesouraria da sua empresa prevê o ativo.',
          'en-US': 'Settle in BTC as well, if your company’s treasury policy allows for it.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: {
          'pt-BR': 'KYC/AML em cada operação',
          'en-US': 'KYC/AML on every transaction',
        },
        body: {
          'pt-BR':
            'Toda conversão passa pela mesma verificação KYC/AML e pelo monitoramento antifraude 24/7 dos pagamentos em moeda fiduciária.',
          'en-US':
            'Every conversion goes through the same KYC/AML checks and 24/7 fraud monitoring as your fiat payments.',
        },
      },
      {
        icon: 'ListChecks',
        title: {
          'pt-BR': 'Conciliação unificada',
          'en-US': 'One reconciliation',
        },
        body: {
          'pt-BR':
            'Entradas e saídas em cripto aparecem na mesma conciliação dos pagamentos em moeda local, sem um processo à parte.',
          'en-US':
            'Crypto inflows and outflows show up in the same reconciliation as your local-currency payments, with no separate process.',
        },
      },
      {
        icon: 'Building2',
        title: {
          'pt-BR': 'Exclusivo para empresas',
          'en-US': 'Built for businesses only',
        },
        body: {
          'pt-BR':
            'O serviço é só para merchants verificados: a Fluxa não atende pessoas físicas nem intermedia transferências entre indivíduos.',
          'en-US':
            'The service is for verified merchants only: Fluxa does not serve individuals or facilitate transfers between them.',
        },
      },
    ],
  },
  story: {
    title: {
      'pt-BR': 'Entre e saia de stablecoins sem trocar de parceiro',
      'en-US': 'Move into and out of stablecoins without changing partners',
    },
    steps: [
      {
        title: {
          'pt-BR': 'Primeiro',
          'en-US': 'First',
        },
        body: {
          'pt-BR': 'Você envia BRL, MXN ou USD, ou recebe do cliente por PIX e SPEI.',
          'en-US': 'You send BRL, MXN or USD, or collect from customers by PIX and SPEI.',
        },
      },
      {
        title: {
          'pt-BR': 'Depois',
          'en-US': 'Then',
        },
        body: {
          'pt-BR': 'A Fluxa converte para USDT, USDC ou BTC, com verificação KYC/AML.',
          'en-US': 'Fluxa converts into USDT, USDC or BTC, with KYC/AML checks.',
        },
      },
      {
        title: {
          'pt-BR': 'Por fim',
          'en-US': 'Finally',
        },
        body: {
          'pt-BR': 'O caminho de volta funciona igual: de stablecoin para moeda fiduciária, quando você precisar.',
          'en-US': 'The way back works the same: from stablecoin into fiat, whenever you need it.',
        },
      },
    ],
  },
  faq: [],
  contact: {
    heading: {
      'pt-BR': 'Fale com a gente sobre on/off ramp cripto',
      'en-US': 'Talk to us about crypto on/off ramp',
    },
    hint: {
      'pt-BR': 'Conte o que a sua empresa quer resolver com on/off ramp cripto.',
      'en-US': 'Tell us what your company wants to solve with crypto on/off ramp.',
    },
  },
} satisfies LandingRecordInput
