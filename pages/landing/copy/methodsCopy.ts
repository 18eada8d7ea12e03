import { msg } from '@lingui/core/macro'
import type { LandingCopy } from '../../copyTypes.ts'
import type { LandingSlug } from '../../../site/landingPages.ts'

/** Copy of the methods pages (source language pt-BR; English in locales/en-US/copy.po), one entry per registry slug, ids `methods.<slug>.*`. */
export const methodsCopy = {
  pix: {
    metaTitle: msg({ id: 'methods.pix.metaTitle', message: 'Receba com PIX no Brasil e liquide na sua moeda | Fluxa' }),
    metaDescription: msg({
      id: 'methods.pix.metaDescription',
      message:
        'Aceite PIX de clientes no Brasil com confirmação em segundos e processamento D+1, e liquide em BRL, USD, EUR, CNY, MXN ou stablecoins com a Fluxa.',
    }),
    heroTitle: msg({
      id: 'methods.pix.heroTitle',
      message: 'PIX para empresas que vendem no Brasil de qualquer lugar do mundo',
    }),
    heroSubtitle: msg({
      id: 'methods.pix.heroSubtitle',
      message:
        'Aceite o pagamento instantâneo que o brasileiro usa no dia a dia, com confirmação em segundos e liquidação em BRL ou na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'methods.pix.storyTitle', message: 'Como um pagamento PIX chega à sua empresa' }),
      steps: [
        msg({
          id: 'methods.pix.storyStep1',
          message: 'O cliente lê o QR code ou cola o código Copia e Cola no app do banco e confirma.',
        }),
      ],
    },
    benefitsHeading: msg({ id: 'methods.pix.benefitsHeading', message: 'Por que oferecer PIX com a Fluxa' }),
    benefits: [
      {
        icon: 'Zap',
        title: msg({ id: 'methods.pix.benefit1Title', message: 'Confirmação em segundos' }),
        description: msg({
          id: 'methods.pix.benefit1Desc',
          message:
            'O pagamento é confirmado assim que o cliente autoriza no app do banco, e o pedido pode ser liberado na hora.',
        }),
      },
      {
        icon: 'QrCode',
        title: msg({ id: 'methods.pix.benefit2Title', message: 'QR code e Copia e Cola' }),
        description: msg({
          id: 'methods.pix.benefit2Desc',
          message: 'Mostre o QR code no checkout ou envie o código PIX Copia e Cola pelo seu canal de vendas.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'methods.pix.benefit3Title', message: 'Recebe em BRL, liquida na moeda escolhida' }),
        description: msg({
          id: 'methods.pix.benefit3Desc',
          message: 'Receba em BRL e liquide em BRL, USD, EUR, CNY ou MXN, ou em USDT, USDC e BTC.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'methods.pix.benefit4Title', message: 'PIX conciliado em D+1' }),
        description: msg({
          id: 'methods.pix.benefit4Desc',
          message: 'Recebimentos PIX processados em D+1, com cada transação identificada para a conciliação.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'methods.pix.benefit5Title', message: 'Payouts por PIX' }),
        description: msg({
          id: 'methods.pix.benefit5Desc',
          message: 'Use o mesmo método para pagar sellers, parceiros e fornecedores no Brasil.',
        }),
      },
      {
        icon: 'Globe',
        title: msg({ id: 'methods.pix.benefit6Title', message: 'Do Brasil para mais de 50 países' }),
        description: msg({
          id: 'methods.pix.benefit6Desc',
          message: 'Receba em BRL por PIX e envie o valor pelos trilhos SWIFT, SEPA ou CIPS para mais de 50 países.',
        }),
      },
    ],
  },
  cards: {
    metaTitle: msg({ id: 'methods.cards.metaTitle', message: 'Cartões parcelados em até 12x no Brasil | Fluxa' }),
    metaDescription: msg({
      id: 'methods.cards.metaDescription',
      message:
        'Aceite cartões de clientes no Brasil com parcelamento de 1 a 12 vezes, processamento D+1 e liquidação em BRL, USD, EUR, CNY, MXN ou stablecoins.',
    }),
    heroTitle: msg({
      id: 'methods.cards.heroTitle',
      message: 'Parcelamento em até 12x, do jeito que o brasileiro compra',
    }),
    heroSubtitle: msg({
      id: 'methods.cards.heroSubtitle',
      message:
        'Aceite cartões no Brasil com pagamento à vista ou em até 12 parcelas, processamento D+1 e liquidação na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'methods.cards.storyTitle', message: 'Como uma venda parcelada chega à sua empresa' }),
      steps: [
        msg({
          id: 'methods.cards.storyStep1',
          message: 'O cliente paga com cartão e escolhe de 1x a 12x no checkout.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'methods.cards.benefitsHeading',
      message: 'Por que oferecer cartões parcelados com a Fluxa',
    }),
    benefits: [
      {
        icon: 'CreditCard',
        title: msg({ id: 'methods.cards.benefit1Title', message: 'De 1 a 12 parcelas' }),
        description: msg({
          id: 'methods.cards.benefit1Desc',
          message: 'Você define as opções de parcelamento no checkout, do pagamento à vista até 12x.',
        }),
      },
      {
        icon: 'ShoppingBag',
        title: msg({ id: 'methods.cards.benefit2Title', message: 'Compras de ticket maior' }),
        description: msg({
          id: 'methods.cards.benefit2Desc',
          message:
            'Parcelar é hábito no Brasil: dividir o valor ajuda o cliente a fechar compras que não caberiam em um pagamento só.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'methods.cards.benefit3Title', message: 'Vendas no cartão conciliadas em D+1' }),
        description: msg({
          id: 'methods.cards.benefit3Desc',
          message: 'Transações de cartão processadas em D+1, com cada transação identificada para a conciliação.',
        }),
      },
      {
        icon: 'Info',
        title: msg({ id: 'methods.cards.benefit4Title', message: 'O parcelamento não é crédito da Fluxa' }),
        description: msg({
          id: 'methods.cards.benefit4Desc',
          message:
            'As parcelas correm no cartão do próprio cliente. A Fluxa não concede crédito nem empréstimos a ninguém.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'methods.cards.benefit5Title', message: 'Antifraude em cada transação' }),
        description: msg({
          id: 'methods.cards.benefit5Desc',
          message: 'Monitoramento antifraude 24/7 nas transações de cartão, para reduzir fraudes e contestações.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'methods.cards.benefit6Title', message: 'Vendas em BRL, liquidação em USD ou EUR' }),
        description: msg({
          id: 'methods.cards.benefit6Desc',
          message: 'Vendas no cartão em BRL liquidadas em USD, EUR, CNY, MXN ou stablecoins.',
        }),
      },
    ],
  },
  spei: {
    metaTitle: msg({ id: 'methods.spei.metaTitle', message: 'Receba com SPEI no México, em MXN | Fluxa' }),
    metaDescription: msg({
      id: 'methods.spei.metaDescription',
      message:
        'Aceite transferências SPEI de clientes no México com confirmação em tempo real, processamento D+1 e liquidação em MXN, USD, EUR ou stablecoins.',
    }),
    heroTitle: msg({ id: 'methods.spei.heroTitle', message: 'SPEI: receba de clientes mexicanos em tempo real' }),
    heroSubtitle: msg({
      id: 'methods.spei.heroSubtitle',
      message:
        'A transferência bancária que empresas e consumidores no México já usam, integrada ao seu checkout e às suas cobranças, com liquidação em MXN ou na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'methods.spei.storyTitle', message: 'Como uma transferência SPEI chega à sua empresa' }),
      steps: [
        msg({
          id: 'methods.spei.storyStep1',
          message: 'O cliente transfere do banco dele para a conta indicada no checkout.',
        }),
      ],
    },
    benefitsHeading: msg({ id: 'methods.spei.benefitsHeading', message: 'Por que oferecer SPEI com a Fluxa' }),
    benefits: [
      {
        icon: 'Zap',
        title: msg({ id: 'methods.spei.benefit1Title', message: 'Tempo real' }),
        description: msg({
          id: 'methods.spei.benefit1Desc',
          message: 'Transferências SPEI são confirmadas em segundos, e o pedido é liberado sem esperar compensação.',
        }),
      },
      {
        icon: 'Landmark',
        title: msg({ id: 'methods.spei.benefit2Title', message: 'Direto da conta bancária' }),
        description: msg({
          id: 'methods.spei.benefit2Desc',
          message:
            'O cliente paga pelo próprio banco, sem precisar de cartão, o que amplia o público que consegue comprar de você.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'methods.spei.benefit3Title', message: 'Em MXN ou em outra moeda' }),
        description: msg({
          id: 'methods.spei.benefit3Desc',
          message: 'Mantenha o saldo em MXN ou converta para USD, EUR, CNY, BRL ou stablecoins.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'methods.spei.benefit4Title', message: 'Payouts por SPEI' }),
        description: msg({
          id: 'methods.spei.benefit4Desc',
          message: 'Pague sellers, parceiros e fornecedores no México pelo mesmo trilho.',
        }),
      },
      {
        icon: 'ListChecks',
        title: msg({ id: 'methods.spei.benefit5Title', message: 'Conciliação por transação' }),
        description: msg({
          id: 'methods.spei.benefit5Desc',
          message: 'Cada transferência chega identificada e é processada em D+1, pronta para o contas a receber.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'methods.spei.benefit6Title', message: 'Transferências SPEI monitoradas' }),
        description: msg({
          id: 'methods.spei.benefit6Desc',
          message: 'Transferências SPEI acompanhadas por monitoramento antifraude 24/7 e verificação KYC/AML.',
        }),
      },
    ],
  },
  transfiya: {
    metaTitle: msg({ id: 'methods.transfiya.metaTitle', message: 'Receba com Transfiya na Colômbia | Fluxa' }),
    metaDescription: msg({
      id: 'methods.transfiya.metaDescription',
      message:
        'Aceite pagamentos instantâneos por Transfiya de clientes na Colômbia e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins, com processamento D+1.',
    }),
    heroTitle: msg({
      id: 'methods.transfiya.heroTitle',
      message: 'Transfiya: pagamentos instantâneos de clientes na Colômbia',
    }),
    heroSubtitle: msg({
      id: 'methods.transfiya.heroSubtitle',
      message:
        'Receba de clientes colombianos pela transferência instantânea que eles já fazem pelo celular e liquide na moeda da sua empresa.',
    }),
    story: {
      title: msg({ id: 'methods.transfiya.storyTitle', message: 'Como um pagamento Transfiya chega à sua empresa' }),
      steps: [
        msg({
          id: 'methods.transfiya.storyStep1',
          message: 'O cliente envia o valor pelo celular, para um número, do app do banco dele.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'methods.transfiya.benefitsHeading',
      message: 'Por que oferecer Transfiya com a Fluxa',
    }),
    benefits: [
      {
        icon: 'Zap',
        title: msg({ id: 'methods.transfiya.benefit1Title', message: 'Pagamento instantâneo' }),
        description: msg({
          id: 'methods.transfiya.benefit1Desc',
          message: 'O cliente transfere a partir do próprio banco e a confirmação chega em segundos.',
        }),
      },
      {
        icon: 'Wallet',
        title: msg({ id: 'methods.transfiya.benefit2Title', message: 'Sem cartão' }),
        description: msg({
          id: 'methods.transfiya.benefit2Desc',
          message: 'Uma opção para quem prefere pagar direto da conta, pelo celular, sem cartão.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'methods.transfiya.benefit3Title', message: 'Da Colômbia para a moeda da empresa' }),
        description: msg({
          id: 'methods.transfiya.benefit3Desc',
          message: 'Converta o que recebeu em moeda local para USD, EUR, CNY, BRL, MXN ou stablecoins.',
        }),
      },
      {
        icon: 'Building2',
        title: msg({ id: 'methods.transfiya.benefit4Title', message: 'De cliente para empresa' }),
        description: msg({
          id: 'methods.transfiya.benefit4Desc',
          message:
            'Com a Fluxa, o Transfiya serve para pagar a sua empresa. Transferências entre pessoas físicas não são permitidas na plataforma.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'methods.transfiya.benefit5Title', message: 'Transfiya conciliado em D+1' }),
        description: msg({
          id: 'methods.transfiya.benefit5Desc',
          message: 'Recebimentos processados em D+1, cada um identificado para a conciliação.',
        }),
      },
      {
        icon: 'Smartphone',
        title: msg({ id: 'methods.transfiya.benefit6Title', message: 'Pelo número de celular' }),
        description: msg({
          id: 'methods.transfiya.benefit6Desc',
          message:
            'O cliente envia o pagamento para um número de celular, sem dados bancários ou de cartão para digitar.',
        }),
      },
    ],
  },
  usdt: {
    metaTitle: msg({ id: 'methods.usdt.metaTitle', message: 'Receba e liquide em USDT | Fluxa' }),
    metaDescription: msg({
      id: 'methods.usdt.metaDescription',
      message:
        'Aceite USDT de clientes na América Latina e liquide em stablecoin ou em USD, EUR, CNY, BRL e MXN, com liquidação em segundos, a qualquer hora.',
    }),
    heroTitle: msg({
      id: 'methods.usdt.heroTitle',
      message: 'USDT: valor em dólar que liquida em segundos, a qualquer hora',
    }),
    heroSubtitle: msg({
      id: 'methods.usdt.heroSubtitle',
      message:
        'Receba em USDT, converta recebimentos locais em stablecoin ou saia para moeda fiduciária, com liquidação em segundos, inclusive em fins de semana e feriados.',
    }),
    story: {
      title: msg({ id: 'methods.usdt.storyTitle', message: 'Como um pagamento em USDT chega à sua empresa' }),
      steps: [
        msg({
          id: 'methods.usdt.storyStep1',
          message: 'O cliente envia USDT para o endereço de depósito, na rede indicada.',
        }),
      ],
    },
    benefitsHeading: msg({ id: 'methods.usdt.benefitsHeading', message: 'Por que receber em USDT com a Fluxa' }),
    benefits: [
      {
        icon: 'Clock',
        title: msg({ id: 'methods.usdt.benefit1Title', message: 'Sem janela bancária' }),
        description: msg({
          id: 'methods.usdt.benefit1Desc',
          message: 'Operações em USDT liquidam em segundos, 24/7, sem esperar o banco abrir.',
        }),
      },
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'methods.usdt.benefit2Title', message: 'USDT no checkout' }),
        description: msg({
          id: 'methods.usdt.benefit2Desc',
          message:
            'Ofereça USDT a clientes que já guardam valor em stablecoin, no Brasil, no México, na Argentina e na Colômbia.',
        }),
      },
      {
        icon: 'ArrowLeftRight',
        title: msg({ id: 'methods.usdt.benefit3Title', message: 'Recebimentos locais em stablecoin' }),
        description: msg({
          id: 'methods.usdt.benefit3Desc',
          message: 'Receba por PIX, SPEI ou Transfiya e converta em USDT, USDC ou BTC.',
        }),
      },
      {
        icon: 'Landmark',
        title: msg({ id: 'methods.usdt.benefit4Title', message: 'Saída para moeda fiduciária' }),
        description: msg({
          id: 'methods.usdt.benefit4Desc',
          message: 'Converta USDT em USD, EUR, CNY, BRL ou MXN quando precisar pagar custos em moeda tradicional.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'methods.usdt.benefit5Title', message: 'O mesmo compliance' }),
        description: msg({
          id: 'methods.usdt.benefit5Desc',
          message:
            'Operações em stablecoin passam pela mesma verificação KYC/AML e pelo mesmo monitoramento 24/7 dos pagamentos em moeda fiduciária.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'methods.usdt.benefit6Title', message: 'USDT a qualquer hora' }),
        description: msg({
          id: 'methods.usdt.benefit6Desc',
          message: 'Recebimentos em USDT liquidados em segundos, a qualquer hora, inclusive fins de semana.',
        }),
      },
    ],
  },
} satisfies Record<LandingSlug<'methods'>, LandingCopy>
