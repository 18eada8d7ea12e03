import { msg } from '@lingui/core/macro'
import type { LandingCopy } from '../../copyTypes.ts'
import type { LandingSlug } from '../../../site/landingPages.ts'

/** Copy of the solutions pages (source language pt-BR; English in locales/en-US/copy.po), one entry per registry slug, ids `solutions.<slug>.*`. */
export const solutionsCopy = {
  'cross-border': {
    metaTitle: msg({
      id: 'solutions.cross-border.metaTitle',
      message: 'Pagamentos internacionais para mais de 50 países | Fluxa',
    }),
    metaDescription: msg({
      id: 'solutions.cross-border.metaDescription',
      message:
        'Envie e receba pagamentos internacionais pelos trilhos SWIFT, SEPA, CIPS e cripto, com liquidação em USD, EUR, CNY, BRL, MXN ou stablecoins.',
    }),
    heroTitle: msg({
      id: 'solutions.cross-border.heroTitle',
      message: 'Pagamentos internacionais sem atrito entre a América Latina e o mundo',
    }),
    heroSubtitle: msg({
      id: 'solutions.cross-border.heroSubtitle',
      message:
        'Receba de clientes no Brasil, no México, na Argentina e na Colômbia e pague fornecedores em mais de 50 países pelos trilhos SWIFT, SEPA, CIPS e cripto, com um único parceiro de câmbio e liquidação.',
    }),
    story: {
      title: msg({
        id: 'solutions.cross-border.storyTitle',
        message: 'Do cliente na América Latina à sua conta lá fora',
      }),
      steps: [
        msg({
          id: 'solutions.cross-border.storyStep1',
          message:
            'O cliente paga em moeda local, com o método que já usa no Brasil, no México, na Argentina ou na Colômbia.',
        }),
        msg({
          id: 'solutions.cross-border.storyStep2',
          message: 'A Fluxa recebe localmente e converte para USD, EUR ou CNY.',
        }),
        msg({
          id: 'solutions.cross-border.storyStep3',
          message: 'O valor segue pelo trilho certo, SWIFT, SEPA ou CIPS, para mais de 50 países.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'solutions.cross-border.benefitsHeading',
      message: 'Tudo o que a sua operação internacional precisa',
    }),
    benefits: [
      {
        icon: 'Globe',
        title: msg({ id: 'solutions.cross-border.benefit1Title', message: 'Mais de 50 países' }),
        description: msg({
          id: 'solutions.cross-border.benefit1Desc',
          message:
            'Pague fornecedores, parceiros e subsidiárias em mais de 50 países a partir de uma única integração.',
        }),
      },
      {
        icon: 'Landmark',
        title: msg({ id: 'solutions.cross-border.benefit2Title', message: 'SWIFT para o mundo' }),
        description: msg({
          id: 'solutions.cross-border.benefit2Desc',
          message:
            'Transferências internacionais em USD e em outras moedas pela rede SWIFT, para destinos no mundo inteiro.',
        }),
      },
      {
        icon: 'Euro',
        title: msg({ id: 'solutions.cross-border.benefit3Title', message: 'SEPA para a Europa' }),
        description: msg({
          id: 'solutions.cross-border.benefit3Desc',
          message:
            'Pagamentos e recebimentos em EUR pela SEPA, o trilho de pagamentos em euro da Europa, para quem compra ou vende no continente.',
        }),
      },
      {
        icon: 'JapaneseYen',
        title: msg({ id: 'solutions.cross-border.benefit4Title', message: 'CIPS para a China' }),
        description: msg({
          id: 'solutions.cross-border.benefit4Desc',
          message: 'Pague fornecedores chineses em CNY pelo CIPS, na moeda em que eles emitem a fatura.',
        }),
      },
      {
        icon: 'Bitcoin',
        title: msg({ id: 'solutions.cross-border.benefit5Title', message: 'Trilhos cripto' }),
        description: msg({
          id: 'solutions.cross-border.benefit5Desc',
          message:
            'Quando o prazo aperta, use USDT, USDC ou BTC como trilho: liquidação em segundos, inclusive fora do horário bancário.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'solutions.cross-border.benefit6Title', message: 'Cinco moedas fiduciárias' }),
        description: msg({
          id: 'solutions.cross-border.benefit6Desc',
          message:
            'Liquide em USD, EUR, CNY, BRL ou MXN, de acordo com a moeda em que a sua empresa registra receitas e paga custos.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'solutions.cross-border.benefit7Title', message: 'Quatro mercados, um parceiro' }),
        description: msg({
          id: 'solutions.cross-border.benefit7Desc',
          message:
            'Venda no Brasil, no México, na Argentina e na Colômbia com um só parceiro: a Fluxa cuida do recebimento local e da liquidação internacional.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'solutions.cross-border.benefit8Title', message: 'Compliance e monitoramento 24/7' }),
        description: msg({
          id: 'solutions.cross-border.benefit8Desc',
          message:
            'Cada pagamento passa por verificação KYC/AML e monitoramento antifraude 24/7, em uma plataforma com 99,9% de disponibilidade.',
        }),
      },
    ],
  },
  'pay-in-payout': {
    metaTitle: msg({
      id: 'solutions.pay-in-payout.metaTitle',
      message: 'Pay-in e payout na América Latina com métodos locais | Fluxa',
    }),
    metaDescription: msg({
      id: 'solutions.pay-in-payout.metaDescription',
      message:
        'Receba por PIX, SPEI, Transfiya, cartões em até 12x e USDT e faça payouts locais no Brasil e no México, tudo em uma única integração com a Fluxa.',
    }),
    heroTitle: msg({
      id: 'solutions.pay-in-payout.heroTitle',
      message: 'Receba e pague na América Latina pelos métodos que cada país usa',
    }),
    heroSubtitle: msg({
      id: 'solutions.pay-in-payout.heroSubtitle',
      message:
        'Pay-in e payout em uma única integração: PIX e cartões parcelados no Brasil, SPEI no México, Transfiya na Colômbia e USDT onde o cliente preferir, com liquidação na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'solutions.pay-in-payout.storyTitle', message: 'Receba e pague pela mesma integração' }),
      steps: [
        msg({
          id: 'solutions.pay-in-payout.storyStep1',
          message: 'Seus clientes pagam com PIX, SPEI, Transfiya ou cartão.',
        }),
        msg({
          id: 'solutions.pay-in-payout.storyStep2',
          message: 'O câmbio acontece no meio do caminho, na moeda que a sua tesouraria escolher.',
        }),
        msg({
          id: 'solutions.pay-in-payout.storyStep3',
          message: 'Você paga fornecedores, vendedores e equipes pelos mesmos métodos locais.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'solutions.pay-in-payout.benefitsHeading',
      message: 'Do recebimento ao repasse, sem trocar de parceiro',
    }),
    benefits: [
      {
        icon: 'QrCode',
        title: msg({ id: 'solutions.pay-in-payout.benefit1Title', message: 'PIX no Brasil' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit1Desc',
          message:
            'Cobranças PIX por QR code, confirmadas em segundos: o método que o consumidor brasileiro usa todos os dias.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'solutions.pay-in-payout.benefit2Title', message: 'Cartões em até 12x' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit2Desc',
          message:
            'Aceite cartões no Brasil com parcelamento de 1 a 12 vezes e deixe o cliente dividir as compras de valor mais alto.',
        }),
      },
      {
        icon: 'Landmark',
        title: msg({ id: 'solutions.pay-in-payout.benefit3Title', message: 'SPEI no México' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit3Desc',
          message: 'Receba transferências SPEI em MXN direto da conta bancária do cliente, em tempo real.',
        }),
      },
      {
        icon: 'Smartphone',
        title: msg({ id: 'solutions.pay-in-payout.benefit4Title', message: 'Transfiya na Colômbia' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit4Desc',
          message: 'Aceite pagamentos instantâneos por Transfiya de clientes colombianos para a sua empresa.',
        }),
      },
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'solutions.pay-in-payout.benefit5Title', message: 'USDT como alternativa' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit5Desc',
          message: 'Ofereça USDT a quem prefere pagar em stablecoin, nos quatro mercados, inclusive na Argentina.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'solutions.pay-in-payout.benefit6Title', message: 'Payouts locais' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit6Desc',
          message:
            'Pague sellers, parceiros e fornecedores na conta local de cada um: por PIX no Brasil e por SPEI no México.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'solutions.pay-in-payout.benefit7Title', message: 'Liquidação conforme a sua tesouraria' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit7Desc',
          message:
            'Receba em moeda local e liquide em USD, EUR, CNY, BRL ou MXN, ou em USDT, USDC e BTC, conforme a política da sua tesouraria.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'solutions.pay-in-payout.benefit8Title', message: 'O dia fechado sem planilha paralela' }),
        description: msg({
          id: 'solutions.pay-in-payout.benefit8Desc',
          message:
            'Transações processadas em D+1 e identificadas uma a uma, para o financeiro fechar o dia sem planilha paralela.',
        }),
      },
    ],
  },
  'on-off-ramp': {
    metaTitle: msg({
      id: 'solutions.on-off-ramp.metaTitle',
      message: 'On/off ramp cripto com USDT, USDC e BTC | Fluxa',
    }),
    metaDescription: msg({
      id: 'solutions.on-off-ramp.metaDescription',
      message:
        'Converta BRL e MXN em USDT, USDC ou BTC e faça o caminho de volta, com liquidação em segundos, monitoramento 24/7 e KYC/AML em cada operação.',
    }),
    heroTitle: msg({
      id: 'solutions.on-off-ramp.heroTitle',
      message: 'Entre e saia de stablecoins sem sair do fluxo de pagamentos',
    }),
    heroSubtitle: msg({
      id: 'solutions.on-off-ramp.heroSubtitle',
      message:
        'On-ramp e off-ramp entre moeda fiduciária e USDT, USDC ou BTC, com liquidação em segundos e o mesmo compliance KYC/AML dos seus pagamentos em moeda local.',
    }),
    story: {
      title: msg({
        id: 'solutions.on-off-ramp.storyTitle',
        message: 'Entre e saia de stablecoins sem trocar de parceiro',
      }),
      steps: [
        msg({
          id: 'solutions.on-off-ramp.storyStep1',
          message: 'Você envia BRL, MXN ou USD, ou recebe do cliente por PIX e SPEI.',
        }),
        msg({
          id: 'solutions.on-off-ramp.storyStep2',
          message: 'A Fluxa converte para USDT, USDC ou BTC, com verificação KYC/AML.',
        }),
        msg({
          id: 'solutions.on-off-ramp.storyStep3',
          message: 'O caminho de volta funciona igual: de stablecoin para moeda fiduciária, quando você precisar.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'solutions.on-off-ramp.benefitsHeading',
      message: 'Cripto com a disciplina de uma tesouraria',
    }),
    benefits: [
      {
        icon: 'ArrowUpRight',
        title: msg({ id: 'solutions.on-off-ramp.benefit1Title', message: 'On-ramp' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit1Desc',
          message: 'Converta recebimentos em BRL ou MXN em USDT, USDC ou BTC assim que o dinheiro entra.',
        }),
      },
      {
        icon: 'ArrowDownLeft',
        title: msg({ id: 'solutions.on-off-ramp.benefit2Title', message: 'Off-ramp' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit2Desc',
          message:
            'Transforme stablecoins em USD, EUR, CNY, BRL ou MXN quando precisar pagar custos em moeda fiduciária.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'solutions.on-off-ramp.benefit3Title', message: 'Cripto liquidado fora do horário bancário' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit3Desc',
          message: 'Operações cripto liquidam em segundos, a qualquer hora, inclusive em fins de semana e feriados.',
        }),
      },
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'solutions.on-off-ramp.benefit4Title', message: 'USDT e USDC' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit4Desc',
          message: 'Stablecoins atreladas ao dólar, para manter valor em dólar sem depender da janela bancária.',
        }),
      },
      {
        icon: 'Bitcoin',
        title: msg({ id: 'solutions.on-off-ramp.benefit5Title', message: 'BTC quando fizer sentido' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit5Desc',
          message: 'Liquide também em BTC se a política de tesouraria da sua empresa prevê o ativo.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'solutions.on-off-ramp.benefit6Title', message: 'KYC/AML em cada operação' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit6Desc',
          message:
            'Toda conversão passa pela mesma verificação KYC/AML e pelo monitoramento antifraude 24/7 dos pagamentos em moeda fiduciária.',
        }),
      },
      {
        icon: 'ListChecks',
        title: msg({ id: 'solutions.on-off-ramp.benefit7Title', message: 'Conciliação unificada' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit7Desc',
          message:
            'Entradas e saídas em cripto aparecem na mesma conciliação dos pagamentos em moeda local, sem um processo à parte.',
        }),
      },
      {
        icon: 'Building2',
        title: msg({ id: 'solutions.on-off-ramp.benefit8Title', message: 'Exclusivo para empresas' }),
        description: msg({
          id: 'solutions.on-off-ramp.benefit8Desc',
          message:
            'O serviço é só para merchants verificados: a Fluxa não atende pessoas físicas nem intermedia transferências entre indivíduos.',
        }),
      },
    ],
  },
  billing: {
    metaTitle: msg({
      id: 'solutions.billing.metaTitle',
      message: 'Cobrança de faturas com PIX, SPEI e cartões | Fluxa',
    }),
    metaDescription: msg({
      id: 'solutions.billing.metaDescription',
      message:
        'Cobre faturas de clientes no Brasil e no México por PIX, SPEI ou cartão em até 12x, com processamento D+1 e cada pagamento ligado à sua fatura.',
    }),
    heroTitle: msg({
      id: 'solutions.billing.heroTitle',
      message: 'Cobre faturas na América Latina e receba pelo método que o cliente já usa',
    }),
    heroSubtitle: msg({
      id: 'solutions.billing.heroSubtitle',
      message:
        'Gere a cobrança, envie ao seu cliente pelos seus canais e receba por PIX, SPEI ou cartão em até 12x. A Fluxa identifica cada pagamento e liquida na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'solutions.billing.storyTitle', message: 'Uma fatura, paga do jeito que o cliente quer' }),
      steps: [
        msg({
          id: 'solutions.billing.storyStep1',
          message: 'Você emite a fatura para o seu cliente no Brasil ou no México.',
        }),
        msg({ id: 'solutions.billing.storyStep2', message: 'O cliente escolhe PIX, SPEI ou cartão em até 12x.' }),
        msg({
          id: 'solutions.billing.storyStep3',
          message: 'O pagamento é processado em D+1 e chega identificado para a conciliação.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'solutions.billing.benefitsHeading',
      message: 'Da fatura emitida ao dinheiro em caixa',
    }),
    benefits: [
      {
        icon: 'QrCode',
        title: msg({ id: 'solutions.billing.benefit1Title', message: 'PIX na fatura' }),
        description: msg({
          id: 'solutions.billing.benefit1Desc',
          message: 'Inclua um QR code PIX na cobrança e receba em segundos, de qualquer banco no Brasil.',
        }),
      },
      {
        icon: 'Landmark',
        title: msg({ id: 'solutions.billing.benefit2Title', message: 'SPEI para clientes no México' }),
        description: msg({
          id: 'solutions.billing.benefit2Desc',
          message:
            'Clientes mexicanos pagam a fatura por transferência SPEI em MXN, sem depender de remessa internacional.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'solutions.billing.benefit3Title', message: 'Cartão em até 12x' }),
        description: msg({
          id: 'solutions.billing.benefit3Desc',
          message:
            'Em faturas no Brasil, ofereça pagamento no cartão de 1 a 12 parcelas e facilite a aprovação de compras maiores do lado do cliente.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'solutions.billing.benefit4Title', message: 'Previsão de caixa com datas' }),
        description: msg({
          id: 'solutions.billing.benefit4Desc',
          message:
            'Pagamentos recebidos são processados em D+1, para a previsão de caixa trabalhar com datas, não com estimativas.',
        }),
      },
      {
        icon: 'Receipt',
        title: msg({ id: 'solutions.billing.benefit5Title', message: 'Cada pagamento na sua fatura' }),
        description: msg({
          id: 'solutions.billing.benefit5Desc',
          message:
            'Cada pagamento chega vinculado à fatura de origem, e o contas a receber dá baixa sem conferência manual.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'solutions.billing.benefit6Title', message: 'Liquidação na moeda certa' }),
        description: msg({
          id: 'solutions.billing.benefit6Desc',
          message:
            'Receba em BRL ou MXN e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins, de acordo com a sua tesouraria.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'solutions.billing.benefit7Title', message: 'Seus canais, seu relacionamento' }),
        description: msg({
          id: 'solutions.billing.benefit7Desc',
          message:
            'Quem envia a cobrança é você, pelos seus próprios canais. A Fluxa não entra em contato com os seus clientes em nenhum momento.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'solutions.billing.benefit8Title', message: 'Verificação e monitoramento' }),
        description: msg({
          id: 'solutions.billing.benefit8Desc',
          message:
            'As cobranças rodam sobre a mesma verificação KYC/AML e o mesmo monitoramento antifraude 24/7 de toda a plataforma.',
        }),
      },
    ],
  },
  'fx-desk': {
    metaTitle: msg({
      id: 'solutions.fx-desk.metaTitle',
      message: 'Mesa de câmbio para empresas: USD, EUR, CNY, BRL e MXN | Fluxa',
    }),
    metaDescription: msg({
      id: 'solutions.fx-desk.metaDescription',
      message:
        'Converta entre USD, EUR, CNY, BRL e MXN, ou entre moeda fiduciária e USDT, USDC ou BTC, numa mesa de câmbio feita para quem vende na América Latina.',
    }),
    heroTitle: msg({
      id: 'solutions.fx-desk.heroTitle',
      message: 'Câmbio para empresas que faturam em uma moeda e pagam em outra',
    }),
    heroSubtitle: msg({
      id: 'solutions.fx-desk.heroSubtitle',
      message:
        'Converta receitas em BRL e MXN para USD, EUR, CNY ou cripto e pague custos na moeda certa pelos trilhos SWIFT, SEPA e CIPS, com liquidação em segundos.',
    }),
    story: {
      title: msg({ id: 'solutions.fx-desk.storyTitle', message: 'Câmbio para quem vende e compra na região' }),
      steps: [
        msg({ id: 'solutions.fx-desk.storyStep1', message: 'Você escolhe o par: USD, EUR, CNY, BRL, MXN ou USDT.' }),
        msg({
          id: 'solutions.fx-desk.storyStep2',
          message: 'A mesa converte e envia pelo trilho do destino: SWIFT, SEPA, CIPS ou cripto.',
        }),
        msg({
          id: 'solutions.fx-desk.storyStep3',
          message: 'A conversão liquida em segundos, e o processamento D+1 deixa a conciliação com data marcada.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'solutions.fx-desk.benefitsHeading',
      message: 'Uma mesa de câmbio feita para a sua tesouraria',
    }),
    cta: msg({ id: 'solutions.fx-desk.cta', message: 'Falar com a mesa de câmbio' }),
    benefits: [
      {
        icon: 'Coins',
        title: msg({ id: 'solutions.fx-desk.benefit1Title', message: 'Cinco moedas fiduciárias' }),
        description: msg({
          id: 'solutions.fx-desk.benefit1Desc',
          message:
            'USD, EUR, CNY, BRL e MXN numa só mesa: as moedas em que empresas que vendem na região recebem e pagam.',
        }),
      },
      {
        icon: 'Bitcoin',
        title: msg({ id: 'solutions.fx-desk.benefit2Title', message: 'Stablecoins e BTC' }),
        description: msg({
          id: 'solutions.fx-desk.benefit2Desc',
          message:
            'Converta para USDT ou USDC quando quiser valor em dólar com liquidação em segundos, ou para BTC se a sua política permitir.',
        }),
      },
      {
        icon: 'TrendingUp',
        title: msg({ id: 'solutions.fx-desk.benefit3Title', message: 'Pares com BRL, MXN e USDT' }),
        description: msg({
          id: 'solutions.fx-desk.benefit3Desc',
          message:
            'Converta entre USD, EUR, CNY, BRL, MXN e USDT na mesma mesa, para pagar fornecedores e repatriar receita.',
        }),
      },
      {
        icon: 'JapaneseYen',
        title: msg({ id: 'solutions.fx-desk.benefit4Title', message: 'Fornecedores na China' }),
        description: msg({
          id: 'solutions.fx-desk.benefit4Desc',
          message: 'Converta para CNY e pague pelo CIPS, o sistema de pagamentos internacionais em yuan.',
        }),
      },
      {
        icon: 'Euro',
        title: msg({ id: 'solutions.fx-desk.benefit5Title', message: 'Europa e o resto do mundo' }),
        description: msg({
          id: 'solutions.fx-desk.benefit5Desc',
          message:
            'Converta para EUR e pague pela SEPA, ou use a rede SWIFT para pagar em mais de 50 países, com a mesma integração.',
        }),
      },
      {
        icon: 'ArrowLeftRight',
        title: msg({ id: 'solutions.fx-desk.benefit6Title', message: 'Receita local, caixa global' }),
        description: msg({
          id: 'solutions.fx-desk.benefit6Desc',
          message:
            'Converta o que entra em BRL e MXN na moeda em que a sua empresa reporta resultados e reduza o tempo de exposição ao câmbio.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'solutions.fx-desk.benefit7Title', message: 'Segundos para liquidar, D+1 para conciliar' }),
        description: msg({
          id: 'solutions.fx-desk.benefit7Desc',
          message: 'Conversões liquidam em segundos e o processamento D+1 deixa a agenda do financeiro previsível.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'solutions.fx-desk.benefit8Title', message: 'Compliance em cada conversão' }),
        description: msg({
          id: 'solutions.fx-desk.benefit8Desc',
          message:
            'Cada operação passa por verificação KYC/AML e monitoramento 24/7, numa plataforma com 99,9% de disponibilidade.',
        }),
      },
    ],
  },
  'fraud-prevention': {
    metaTitle: msg({
      id: 'solutions.fraud-prevention.metaTitle',
      message: 'Prevenção a fraudes com KYC, AML e monitoramento 24/7 | Fluxa',
    }),
    metaDescription: msg({
      id: 'solutions.fraud-prevention.metaDescription',
      message:
        'Verificação KYC/AML de cada merchant, monitoramento antifraude 24/7 e regras claras sobre quem pode usar a plataforma, para pagamentos mais seguros.',
    }),
    heroTitle: msg({
      id: 'solutions.fraud-prevention.heroTitle',
      message: 'Segurança que começa antes do primeiro pagamento',
    }),
    heroSubtitle: msg({
      id: 'solutions.fraud-prevention.heroSubtitle',
      message:
        'Verificação KYC/AML de cada empresa, monitoramento 24/7 de todas as transações e regras claras sobre quem pode usar a plataforma e para quê.',
    }),
    story: {
      title: msg({
        id: 'solutions.fraud-prevention.storyTitle',
        message: 'Cada pagamento verificado do início ao fim',
      }),
      steps: [
        msg({
          id: 'solutions.fraud-prevention.storyStep1',
          message: 'Antes de operar, cada merchant passa por KYC: só usuários verificados, com documentação válida.',
        }),
        msg({ id: 'solutions.fraud-prevention.storyStep2', message: 'Cada transação passa pela triagem AML.' }),
        msg({
          id: 'solutions.fraud-prevention.storyStep3',
          message: 'O monitoramento antifraude segue 24/7, inclusive em fins de semana e feriados.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'solutions.fraud-prevention.benefitsHeading',
      message: 'Como protegemos a sua operação',
    }),
    benefits: [
      {
        icon: 'BadgeCheck',
        title: msg({ id: 'solutions.fraud-prevention.benefit1Title', message: 'KYC de cada merchant' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit1Desc',
          message:
            'Toda empresa passa por verificação de identidade e de documentos antes de operar. Só usuários verificados, com documentação válida, usam os serviços.',
        }),
      },
      {
        icon: 'ScanSearch',
        title: msg({ id: 'solutions.fraud-prevention.benefit2Title', message: 'AML em cada transação' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit2Desc',
          message:
            'As transações são analisadas contra padrões de lavagem de dinheiro, e operações suspeitas são retidas para revisão.',
        }),
      },
      {
        icon: 'Activity',
        title: msg({ id: 'solutions.fraud-prevention.benefit3Title', message: 'Vigilância também no feriado' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit3Desc',
          message: 'Monitoramento antifraude contínuo, 24/7, inclusive em fins de semana e feriados.',
        }),
      },
      {
        icon: 'Building2',
        title: msg({ id: 'solutions.fraud-prevention.benefit4Title', message: 'Só empresas como contraparte' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit4Desc',
          message:
            'A Fluxa atende exclusivamente merchants, que são as suas únicas contrapartes, e não abre contas para pessoas físicas.',
        }),
      },
      {
        icon: 'Ban',
        title: msg({ id: 'solutions.fraud-prevention.benefit5Title', message: 'Sem transferências entre pessoas' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit5Desc',
          message:
            'Transferências P2P entre pessoas físicas são proibidas na plataforma, o que fecha um canal frequente de golpes e de lavagem de dinheiro.',
        }),
      },
      {
        icon: 'PhoneOff',
        title: msg({ id: 'solutions.fraud-prevention.benefit6Title', message: 'Nunca contatamos o seu cliente' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit6Desc',
          message:
            'A Fluxa não entra em contato com usuários finais. Qualquer mensagem enviada ao seu cliente em nosso nome é tentativa de fraude e deve ser reportada.',
        }),
      },
      {
        icon: 'CircleOff',
        title: msg({ id: 'solutions.fraud-prevention.benefit7Title', message: 'Sem crédito em nosso nome' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit7Desc',
          message: 'A Fluxa não concede empréstimos. Uma oferta de crédito em nome da Fluxa é sempre golpe.',
        }),
      },
      {
        icon: 'ShoppingCart',
        title: msg({ id: 'solutions.fraud-prevention.benefit8Title', message: 'Proteção sem travar o checkout' }),
        description: msg({
          id: 'solutions.fraud-prevention.benefit8Desc',
          message:
            'As checagens rodam numa plataforma com 99,9% de disponibilidade, para a segurança não virar gargalo nas vendas.',
        }),
      },
    ],
  },
} satisfies Record<LandingSlug<'solutions'>, LandingCopy>
