import { msg } from '@lingui/core/macro'
import type { LandingCopy } from '../../copyTypes.ts'
import type { LandingSlug } from '../../../site/landingPages.ts'

/** Copy of the industries pages (source language pt-BR; English in locales/en-US/copy.po), one entry per registry slug, ids `industries.<slug>.*`. */
export const industriesCopy = {
  ecommerce: {
    metaTitle: msg({
      id: 'industries.ecommerce.metaTitle',
      message: 'Pagamentos para e-commerce na América Latina | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.ecommerce.metaDescription',
      message:
        'Checkout com PIX, cartões em até 12x, SPEI e Transfiya para lojas online que vendem no Brasil, no México e na Colômbia, com liquidação na sua moeda.',
    }),
    heroTitle: msg({
      id: 'industries.ecommerce.heroTitle',
      message: 'Checkout local para a sua loja vender na América Latina',
    }),
    heroSubtitle: msg({
      id: 'industries.ecommerce.heroSubtitle',
      message:
        'Ofereça PIX e cartões em até 12x no Brasil, SPEI no México e Transfiya na Colômbia, e liquide as vendas em USD, EUR, CNY, BRL ou MXN.',
    }),
    story: {
      title: msg({ id: 'industries.ecommerce.storyTitle', message: 'Como uma loja online recebe na região' }),
      steps: [
        msg({
          id: 'industries.ecommerce.storyStep1',
          message: 'O comprador paga o pedido com PIX ou cartão em até 12x no Brasil, ou com SPEI no México.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.ecommerce.benefitsHeading',
      message: 'Tudo o que o seu checkout precisa para vender na região',
    }),
    benefits: [
      {
        icon: 'ShoppingBag',
        title: msg({ id: 'industries.ecommerce.benefit1Title', message: 'Os métodos que o cliente espera' }),
        description: msg({
          id: 'industries.ecommerce.benefit1Desc',
          message:
            'Cada país tem o seu jeito de pagar. Mostre PIX, SPEI, Transfiya, cartões ou USDT de acordo com o país do comprador.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'industries.ecommerce.benefit2Title', message: 'Parcelamento em até 12x' }),
        description: msg({
          id: 'industries.ecommerce.benefit2Desc',
          message: 'No Brasil, ofereça cartão de 1 a 12 parcelas e destrave as compras de valor mais alto.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'industries.ecommerce.benefit3Title', message: 'Pedido liberado em segundos' }),
        description: msg({
          id: 'industries.ecommerce.benefit3Desc',
          message: 'Pagamentos instantâneos são confirmados em segundos, e o pedido segue para separação sem espera.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.ecommerce.benefit4Title', message: 'Loja protegida contra fraude' }),
        description: msg({
          id: 'industries.ecommerce.benefit4Desc',
          message:
            'Monitoramento contínuo das transações para proteger a loja contra fraudes, numa plataforma com 99,9% de disponibilidade.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.ecommerce.benefit5Title', message: 'Venda em BRL e MXN, receba em USD' }),
        description: msg({
          id: 'industries.ecommerce.benefit5Desc',
          message: 'Venda em BRL e MXN e liquide em USD, EUR, CNY ou stablecoins.',
        }),
      },
      {
        icon: 'ShoppingCart',
        title: msg({ id: 'industries.ecommerce.benefit6Title', message: 'Um checkout para Brasil e México' }),
        description: msg({
          id: 'industries.ecommerce.benefit6Desc',
          message: 'PIX e cartões para o Brasil, SPEI para o México: cada cliente vê o método que já usa.',
        }),
      },
    ],
  },
  marketplaces: {
    metaTitle: msg({
      id: 'industries.marketplaces.metaTitle',
      message: 'Pay-in e payout para marketplaces na América Latina | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.marketplaces.metaDescription',
      message:
        'Receba de compradores por PIX, SPEI e cartões e pague sellers no Brasil e no México por PIX, SPEI ou USDT, em uma única integração com a Fluxa.',
    }),
    heroTitle: msg({
      id: 'industries.marketplaces.heroTitle',
      message: 'Receba dos compradores e pague os sellers pela mesma plataforma',
    }),
    heroSubtitle: msg({
      id: 'industries.marketplaces.heroSubtitle',
      message:
        'Pay-in com os métodos locais de cada país e payout para sellers por PIX, SPEI ou USDT, com cada recebimento e cada repasse identificados.',
    }),
    story: {
      title: msg({ id: 'industries.marketplaces.storyTitle', message: 'Como um marketplace recebe e repassa' }),
      steps: [
        msg({
          id: 'industries.marketplaces.storyStep1',
          message: 'O comprador paga a plataforma com PIX, SPEI ou cartão.',
        }),
        msg({
          id: 'industries.marketplaces.storyStep2',
          message: 'A plataforma repassa a cada vendedor por PIX, SPEI ou USDT.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.marketplaces.benefitsHeading',
      message: 'Receba dos compradores e pague os vendedores num só fluxo',
    }),
    benefits: [
      {
        icon: 'Wallet',
        title: msg({ id: 'industries.marketplaces.benefit1Title', message: 'Pay-in local' }),
        description: msg({
          id: 'industries.marketplaces.benefit1Desc',
          message:
            'PIX e cartões em até 12x no Brasil, SPEI no México e Transfiya na Colômbia no checkout do seu marketplace.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'industries.marketplaces.benefit2Title', message: 'Repasse aos sellers' }),
        description: msg({
          id: 'industries.marketplaces.benefit2Desc',
          message:
            'Pague os sellers por PIX no Brasil, por SPEI no México ou em USDT, conforme a preferência de cada um.',
        }),
      },
      {
        icon: 'Globe',
        title: msg({ id: 'industries.marketplaces.benefit3Title', message: 'Sellers em outros países' }),
        description: msg({
          id: 'industries.marketplaces.benefit3Desc',
          message: 'Pague sellers e fornecedores em mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
        }),
      },
      {
        icon: 'ListChecks',
        title: msg({ id: 'industries.marketplaces.benefit4Title', message: 'Conciliação de ponta a ponta' }),
        description: msg({
          id: 'industries.marketplaces.benefit4Desc',
          message:
            'Cada recebimento e cada repasse ficam identificados, para o financeiro fechar o mês sem planilha paralela.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'industries.marketplaces.benefit5Title', message: 'Seus sellers, seu relacionamento' }),
        description: msg({
          id: 'industries.marketplaces.benefit5Desc',
          message:
            'A Fluxa não entra em contato com compradores nem com sellers: o relacionamento com eles continua sendo da sua empresa.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({
          id: 'industries.marketplaces.benefit6Title',
          message: 'Cada pagamento e cada repasse verificados',
        }),
        description: msg({
          id: 'industries.marketplaces.benefit6Desc',
          message: 'Verificação KYC/AML do marketplace e monitoramento antifraude 24/7 de cada pagamento e repasse.',
        }),
      },
    ],
  },
  travel: {
    metaTitle: msg({
      id: 'industries.travel.metaTitle',
      message: 'Pagamentos para turismo e viagens na América Latina | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.travel.metaDescription',
      message:
        'Venda passagens, hospedagem e pacotes a clientes latino-americanos com cartões em até 12x, PIX e SPEI, e liquide em USD, EUR ou na moeda que preferir.',
    }),
    heroTitle: msg({
      id: 'industries.travel.heroTitle',
      message: 'O viajante paga como prefere, e você recebe em dólar',
    }),
    heroSubtitle: msg({
      id: 'industries.travel.heroSubtitle',
      message:
        'Cartões em até 12x e PIX para clientes brasileiros, SPEI para mexicanos, e liquidação em USD, EUR ou na moeda em que você paga hotéis e fornecedores.',
    }),
    story: {
      title: msg({ id: 'industries.travel.storyTitle', message: 'Como uma viagem é paga' }),
      steps: [
        msg({
          id: 'industries.travel.storyStep1',
          message: 'O viajante paga passagem e hospedagem no cartão em até 12x, ou à vista com PIX.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.travel.benefitsHeading',
      message: 'Venda viagens do jeito que o viajante prefere pagar',
    }),
    benefits: [
      {
        icon: 'CreditCard',
        title: msg({ id: 'industries.travel.benefit1Title', message: 'Pacotes em até 12x' }),
        description: msg({
          id: 'industries.travel.benefit1Desc',
          message: 'Viagem é compra planejada: no Brasil, o cliente divide passagens e pacotes no cartão em até 12x.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.travel.benefit2Title', message: 'Liquidação em USD e EUR' }),
        description: msg({
          id: 'industries.travel.benefit2Desc',
          message:
            'Receba em moeda local e liquide em USD ou EUR, na mesma moeda em que seus custos de viagem são cobrados.',
        }),
      },
      {
        icon: 'Globe',
        title: msg({ id: 'industries.travel.benefit3Title', message: 'Fornecedores no exterior' }),
        description: msg({
          id: 'industries.travel.benefit3Desc',
          message: 'Pague hotéis, operadoras e parceiros em mais de 50 países por SWIFT, SEPA ou CIPS.',
        }),
      },
      {
        icon: 'CalendarCheck',
        title: msg({ id: 'industries.travel.benefit4Title', message: 'Reserva confirmada na hora' }),
        description: msg({
          id: 'industries.travel.benefit4Desc',
          message:
            'Com PIX e SPEI, o pagamento é confirmado em segundos e a reserva não fica esperando compensação bancária.',
        }),
      },
      {
        icon: 'QrCode',
        title: msg({ id: 'industries.travel.benefit5Title', message: 'PIX e SPEI para reservas' }),
        description: msg({
          id: 'industries.travel.benefit5Desc',
          message: 'Viajantes do Brasil e do México pagam por PIX ou SPEI, com confirmação em segundos.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.travel.benefit6Title', message: 'Reservas de valor alto verificadas' }),
        description: msg({
          id: 'industries.travel.benefit6Desc',
          message: 'Reservas de valor alto acompanhadas por monitoramento antifraude 24/7 e verificação KYC/AML.',
        }),
      },
    ],
  },
  education: {
    metaTitle: msg({
      id: 'industries.education.metaTitle',
      message: 'Pagamentos para educação e cursos online | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.education.metaDescription',
      message:
        'Receba matrículas e mensalidades de alunos na América Latina por PIX, cartões em até 12x, SPEI e USDT, com liquidação na moeda da sua instituição.',
    }),
    heroTitle: msg({
      id: 'industries.education.heroTitle',
      message: 'Matrículas e mensalidades de alunos em toda a América Latina',
    }),
    heroSubtitle: msg({
      id: 'industries.education.heroSubtitle',
      message:
        'Cursos online, escolas e plataformas de ensino recebem de alunos no Brasil, no México e na Colômbia pelos métodos locais, com liquidação em USD, EUR, CNY, BRL ou MXN.',
    }),
    story: {
      title: msg({ id: 'industries.education.storyTitle', message: 'Como uma mensalidade é paga' }),
      steps: [
        msg({
          id: 'industries.education.storyStep1',
          message: 'O aluno paga a mensalidade com PIX ou divide o curso no cartão em até 12x.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.education.benefitsHeading',
      message: 'Mensalidades que cabem no orçamento do aluno',
    }),
    benefits: [
      {
        icon: 'GraduationCap',
        title: msg({ id: 'industries.education.benefit1Title', message: 'Cursos em até 12x' }),
        description: msg({
          id: 'industries.education.benefit1Desc',
          message:
            'Programas de maior valor cabem no orçamento do aluno brasileiro com parcelamento no cartão de 1 a 12 vezes.',
        }),
      },
      {
        icon: 'QrCode',
        title: msg({ id: 'industries.education.benefit2Title', message: 'PIX para matrícula imediata' }),
        description: msg({
          id: 'industries.education.benefit2Desc',
          message: 'O pagamento é confirmado em segundos e o acesso ao curso pode ser liberado na hora.',
        }),
      },
      {
        icon: 'Globe',
        title: msg({ id: 'industries.education.benefit3Title', message: 'Alunos em vários países' }),
        description: msg({
          id: 'industries.education.benefit3Desc',
          message:
            'SPEI para alunos no México, Transfiya na Colômbia e USDT para quem está na Argentina ou prefere stablecoin.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.education.benefit4Title', message: 'Receita na moeda da instituição' }),
        description: msg({
          id: 'industries.education.benefit4Desc',
          message: 'Liquide em USD, EUR, CNY, BRL ou MXN, de acordo com a moeda dos custos da sua instituição.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'industries.education.benefit5Title', message: 'Cada mensalidade identificada' }),
        description: msg({
          id: 'industries.education.benefit5Desc',
          message: 'Mensalidades processadas em D+1, com cada pagamento identificado para a conciliação.',
        }),
      },
      {
        icon: 'Users',
        title: msg({ id: 'industries.education.benefit6Title', message: 'Alunos do Brasil e do México' }),
        description: msg({
          id: 'industries.education.benefit6Desc',
          message:
            'Alunos pagam com PIX e cartão no Brasil ou com SPEI no México, e a instituição recebe na moeda que escolher.',
        }),
      },
    ],
  },
  streaming: {
    metaTitle: msg({
      id: 'industries.streaming.metaTitle',
      message: 'Pagamentos para plataformas de streaming | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.streaming.metaDescription',
      message:
        'Cobre assinantes de streaming no Brasil, no México e na Colômbia com cartões, PIX, SPEI e Transfiya, e liquide a receita em USD, EUR ou na sua moeda.',
    }),
    heroTitle: msg({
      id: 'industries.streaming.heroTitle',
      message: 'Mais assinantes de streaming na América Latina, com pagamento local',
    }),
    heroSubtitle: msg({
      id: 'industries.streaming.heroSubtitle',
      message:
        'Cartões e PIX no Brasil, SPEI no México e Transfiya na Colômbia, para o assinante pagar como já está acostumado, e liquidação em USD ou na moeda do seu caixa.',
    }),
    story: {
      title: msg({ id: 'industries.streaming.storyTitle', message: 'Como um plano de streaming é pago' }),
      steps: [
        msg({
          id: 'industries.streaming.storyStep1',
          message: 'O assinante paga o plano com cartão ou PIX, na moeda dele.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.streaming.benefitsHeading',
      message: 'Assinantes pagando do jeito que já pagam',
    }),
    benefits: [
      {
        icon: 'Wallet',
        title: msg({ id: 'industries.streaming.benefit1Title', message: 'Além do cartão' }),
        description: msg({
          id: 'industries.streaming.benefit1Desc',
          message:
            'Nem todo assinante tem cartão internacional: PIX, SPEI e Transfiya abrem a sua plataforma para quem paga direto da conta.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'industries.streaming.benefit2Title', message: 'Acesso liberado em segundos' }),
        description: msg({
          id: 'industries.streaming.benefit2Desc',
          message: 'Pagamentos instantâneos são confirmados em segundos, e o assinante começa a assistir na hora.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.streaming.benefit3Title', message: 'Receita em USD' }),
        description: msg({
          id: 'industries.streaming.benefit3Desc',
          message: 'Liquide a receita local em USD, EUR ou CNY para pagar licenciamento de conteúdo e infraestrutura.',
        }),
      },
      {
        icon: 'Activity',
        title: msg({ id: 'industries.streaming.benefit4Title', message: 'Sem queda na estreia' }),
        description: msg({
          id: 'industries.streaming.benefit4Desc',
          message: 'Uma plataforma com 99,9% de disponibilidade, para o pagamento não travar justo na estreia.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'industries.streaming.benefit5Title', message: 'Planos em até 12x' }),
        description: msg({
          id: 'industries.streaming.benefit5Desc',
          message: 'Planos anuais no cartão em até 12x para assinantes no Brasil.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.streaming.benefit6Title', message: 'Assinaturas protegidas, acesso liberado' }),
        description: msg({
          id: 'industries.streaming.benefit6Desc',
          message: 'Monitoramento antifraude 24/7 para proteger cada assinatura sem travar o acesso de quem paga.',
        }),
      },
    ],
  },
  betting: {
    metaTitle: msg({
      id: 'industries.betting.metaTitle',
      message: 'Pagamentos para apostas com PIX, SPEI e KYC | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.betting.metaDescription',
      message:
        'Depósitos por PIX e SPEI, pagamento de prêmios com liquidação em segundos e verificação KYC/AML para operadores de apostas no Brasil e no México.',
    }),
    heroTitle: msg({
      id: 'industries.betting.heroTitle',
      message: 'Depósitos e saques rápidos para operadores de apostas',
    }),
    heroSubtitle: msg({
      id: 'industries.betting.heroSubtitle',
      message:
        'PIX no Brasil e SPEI no México para depósitos e pagamento de prêmios, com verificação KYC/AML do operador e monitoramento antifraude 24/7.',
    }),
    story: {
      title: msg({ id: 'industries.betting.storyTitle', message: 'Como um depósito chega à sua plataforma' }),
      steps: [
        msg({
          id: 'industries.betting.storyStep1',
          message: 'O jogador verificado deposita com PIX no Brasil ou SPEI no México.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.betting.benefitsHeading',
      message: 'Depósitos de jogadores verificados, pelos métodos locais',
    }),
    benefits: [
      {
        icon: 'Zap',
        title: msg({ id: 'industries.betting.benefit1Title', message: 'Depósito instantâneo' }),
        description: msg({
          id: 'industries.betting.benefit1Desc',
          message: 'O apostador deposita por PIX ou SPEI e o crédito na plataforma é confirmado em segundos.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'industries.betting.benefit2Title', message: 'Saques ágeis' }),
        description: msg({
          id: 'industries.betting.benefit2Desc',
          message: 'Pague prêmios por PIX e SPEI, com liquidação em segundos.',
        }),
      },
      {
        icon: 'BadgeCheck',
        title: msg({ id: 'industries.betting.benefit3Title', message: 'Compliance antes do primeiro depósito' }),
        description: msg({
          id: 'industries.betting.benefit3Desc',
          message:
            'Todo operador passa por verificação KYC/AML e por aprovação de compliance antes de operar com a Fluxa.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.betting.benefit4Title', message: 'Rodada cheia, monitoramento contínuo' }),
        description: msg({
          id: 'industries.betting.benefit4Desc',
          message:
            'Transações monitoradas 24/7 contra fraude e lavagem de dinheiro, inclusive nos fins de semana de rodada cheia.',
        }),
      },
      {
        icon: 'Building2',
        title: msg({ id: 'industries.betting.benefit5Title', message: 'Só empresas como contraparte' }),
        description: msg({
          id: 'industries.betting.benefit5Desc',
          message:
            'Atendemos apenas o operador: nunca contatamos o apostador, e transferências entre pessoas são proibidas.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.betting.benefit6Title', message: 'Depósitos locais, liquidação à sua escolha' }),
        description: msg({
          id: 'industries.betting.benefit6Desc',
          message: 'Depósitos em BRL e MXN liquidados em USD, EUR, USDT ou na moeda da sua operação.',
        }),
      },
    ],
  },
  subscriptions: {
    metaTitle: msg({
      id: 'industries.subscriptions.metaTitle',
      message: 'Pagamentos para negócios de assinatura | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.subscriptions.metaDescription',
      message:
        'Cobre planos mensais e anuais de assinantes no Brasil, no México e na Colômbia com cartões, PIX, SPEI e Transfiya, e liquide em USD, EUR ou BRL.',
    }),
    heroTitle: msg({
      id: 'industries.subscriptions.heroTitle',
      message: 'Assinaturas cobradas em moeda local, receita liquidada na sua',
    }),
    heroSubtitle: msg({
      id: 'industries.subscriptions.heroSubtitle',
      message:
        'Cartões e PIX no Brasil, SPEI no México e Transfiya na Colômbia para cobrar assinantes, com processamento D+1 e liquidação em USD, EUR, CNY, BRL ou MXN.',
    }),
    story: {
      title: msg({ id: 'industries.subscriptions.storyTitle', message: 'Como uma assinatura se renova' }),
      steps: [
        msg({
          id: 'industries.subscriptions.storyStep1',
          message: 'O assinante renova no cartão ou paga a renovação com PIX.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.subscriptions.benefitsHeading',
      message: 'Renovações que não dependem de um só método',
    }),
    benefits: [
      {
        icon: 'CreditCard',
        title: msg({ id: 'industries.subscriptions.benefit1Title', message: 'Plano anual em até 12x' }),
        description: msg({
          id: 'industries.subscriptions.benefit1Desc',
          message:
            'No Brasil, venda o plano anual no cartão parcelado em até 12x e conquiste um compromisso mais longo do assinante.',
        }),
      },
      {
        icon: 'QrCode',
        title: msg({ id: 'industries.subscriptions.benefit2Title', message: 'PIX para cada ciclo' }),
        description: msg({
          id: 'industries.subscriptions.benefit2Desc',
          message: 'Para quem não usa cartão, cobre cada ciclo por PIX, com confirmação em segundos.',
        }),
      },
      {
        icon: 'TrendingUp',
        title: msg({ id: 'industries.subscriptions.benefit3Title', message: 'Receita previsível' }),
        description: msg({
          id: 'industries.subscriptions.benefit3Desc',
          message: 'Processamento D+1 e conciliação por transação deixam a previsão de receita recorrente em ordem.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.subscriptions.benefit4Title', message: 'Receita recorrente na moeda da empresa' }),
        description: msg({
          id: 'industries.subscriptions.benefit4Desc',
          message: 'Receba em BRL, MXN ou moeda local e liquide em USD, EUR, CNY ou stablecoins.',
        }),
      },
      {
        icon: 'CalendarClock',
        title: msg({ id: 'industries.subscriptions.benefit5Title', message: 'Cada renovação conciliada' }),
        description: msg({
          id: 'industries.subscriptions.benefit5Desc',
          message: 'Cada cobrança recorrente processada em D+1 e identificada para a conciliação.',
        }),
      },
      {
        icon: 'Wallet',
        title: msg({ id: 'industries.subscriptions.benefit6Title', message: 'Renovação no cartão, no PIX ou no SPEI' }),
        description: msg({
          id: 'industries.subscriptions.benefit6Desc',
          message: 'O assinante escolhe como renovar: cartão ou PIX no Brasil, SPEI no México.',
        }),
      },
    ],
  },
  'crypto-exchanges': {
    metaTitle: msg({
      id: 'industries.crypto-exchanges.metaTitle',
      message: 'On/off ramp em moeda local para exchanges cripto | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.crypto-exchanges.metaDescription',
      message:
        'Depósitos em BRL e MXN por PIX e SPEI convertidos em USDT, USDC ou BTC, e saques de volta em moeda local, para exchanges que atuam na América Latina.',
    }),
    heroTitle: msg({
      id: 'industries.crypto-exchanges.heroTitle',
      message: 'Rampas de entrada e saída em moeda local para a sua exchange',
    }),
    heroSubtitle: msg({
      id: 'industries.crypto-exchanges.heroSubtitle',
      message:
        'Seus usuários depositam por PIX e SPEI, você recebe em USDT, USDC ou BTC, e os saques voltam em moeda local, com liquidação em segundos e monitoramento 24/7.',
    }),
    story: {
      title: msg({
        id: 'industries.crypto-exchanges.storyTitle',
        message: 'Como o dinheiro entra e sai da sua exchange',
      }),
      steps: [
        msg({
          id: 'industries.crypto-exchanges.storyStep1',
          message: 'O usuário deposita BRL ou MXN com PIX ou SPEI e compra USDT, USDC ou BTC.',
        }),
        msg({
          id: 'industries.crypto-exchanges.storyStep2',
          message: 'Na venda, o valor volta para a conta dele em moeda local.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.crypto-exchanges.benefitsHeading',
      message: 'Entrada e saída de cripto com os métodos locais',
    }),
    benefits: [
      {
        icon: 'Landmark',
        title: msg({ id: 'industries.crypto-exchanges.benefit1Title', message: 'Depósitos em moeda local' }),
        description: msg({
          id: 'industries.crypto-exchanges.benefit1Desc',
          message:
            'PIX no Brasil, SPEI no México e Transfiya na Colômbia para os usuários da sua exchange depositarem.',
        }),
      },
      {
        icon: 'Bitcoin',
        title: msg({ id: 'industries.crypto-exchanges.benefit2Title', message: 'Conversão para cripto' }),
        description: msg({
          id: 'industries.crypto-exchanges.benefit2Desc',
          message: 'Converta os depósitos em USDT, USDC ou BTC e mantenha a liquidez onde a sua operação precisa.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'industries.crypto-exchanges.benefit3Title', message: 'Saques em moeda local' }),
        description: msg({
          id: 'industries.crypto-exchanges.benefit3Desc',
          message: 'Pague os saques dos seus usuários em BRL por PIX e em MXN por SPEI.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.crypto-exchanges.benefit4Title', message: 'AML em cada operação' }),
        description: msg({
          id: 'industries.crypto-exchanges.benefit4Desc',
          message:
            'Verificação KYC/AML da exchange e monitoramento 24/7 das transações; transferências entre pessoas físicas não são permitidas na plataforma.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({
          id: 'industries.crypto-exchanges.benefit5Title',
          message: 'Conversões entre moeda local e cripto',
        }),
        description: msg({
          id: 'industries.crypto-exchanges.benefit5Desc',
          message: 'Conversões entre moeda local e USDT, USDC ou BTC liquidadas em segundos.',
        }),
      },
      {
        icon: 'Building2',
        title: msg({ id: 'industries.crypto-exchanges.benefit6Title', message: 'Só empresas como contraparte' }),
        description: msg({
          id: 'industries.crypto-exchanges.benefit6Desc',
          message:
            'A exchange é a nossa cliente: não fazemos transferências entre pessoas nem contatamos os usuários finais.',
        }),
      },
    ],
  },
  gaming: {
    metaTitle: msg({ id: 'industries.gaming.metaTitle', message: 'Pagamentos para games e itens digitais | Fluxa' }),
    metaDescription: msg({
      id: 'industries.gaming.metaDescription',
      message:
        'Venda jogos, itens e créditos a jogadores no Brasil, no México e na Colômbia com PIX, SPEI, Transfiya e cartões, e liquide em USD, EUR ou CNY.',
    }),
    heroTitle: msg({
      id: 'industries.gaming.heroTitle',
      message: 'Jogadores latino-americanos comprando com o método que já usam',
    }),
    heroSubtitle: msg({
      id: 'industries.gaming.heroSubtitle',
      message:
        'PIX, cartões, SPEI e Transfiya para compras dentro do jogo e na loja, com confirmação em segundos e liquidação em USD, EUR, CNY ou na moeda do seu estúdio.',
    }),
    story: {
      title: msg({ id: 'industries.gaming.storyTitle', message: 'Como uma recarga chega ao seu jogo' }),
      steps: [
        msg({
          id: 'industries.gaming.storyStep1',
          message: 'O jogador recarrega créditos com PIX, SPEI ou cartão, sem sair do jogo.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.gaming.benefitsHeading',
      message: 'Recargas pelo método que o jogador já usa',
    }),
    benefits: [
      {
        icon: 'Gamepad2',
        title: msg({ id: 'industries.gaming.benefit1Title', message: 'Item entregue na hora' }),
        description: msg({
          id: 'industries.gaming.benefit1Desc',
          message:
            'Pagamentos por PIX, SPEI e Transfiya são confirmados em segundos, e o item chega ao jogador sem espera.',
        }),
      },
      {
        icon: 'Wallet',
        title: msg({ id: 'industries.gaming.benefit2Title', message: 'Para quem não tem cartão' }),
        description: msg({
          id: 'industries.gaming.benefit2Desc',
          message:
            'Muitos jogadores pagam direto da conta bancária: métodos locais ampliam quem consegue comprar no seu jogo.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.gaming.benefit3Title', message: 'Receita para o estúdio' }),
        description: msg({
          id: 'industries.gaming.benefit3Desc',
          message: 'Liquide em USD, EUR ou CNY, onde quer que estejam a sua equipe e os seus parceiros.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.gaming.benefit4Title', message: 'Compras digitais protegidas' }),
        description: msg({
          id: 'industries.gaming.benefit4Desc',
          message: 'Monitoramento contínuo contra fraude em compras digitais, um alvo frequente de golpes.',
        }),
      },
      {
        icon: 'CreditCard',
        title: msg({ id: 'industries.gaming.benefit5Title', message: 'Parcelamento em até 12x' }),
        description: msg({
          id: 'industries.gaming.benefit5Desc',
          message: 'Pacotes e edições maiores no cartão em até 12x para jogadores no Brasil.',
        }),
      },
      {
        icon: 'Smartphone',
        title: msg({ id: 'industries.gaming.benefit6Title', message: 'Recarga com o método do jogador' }),
        description: msg({
          id: 'industries.gaming.benefit6Desc',
          message: 'PIX no Brasil, SPEI no México e cartões: o jogador recarrega do jeito que já paga no dia a dia.',
        }),
      },
    ],
  },
  payroll: {
    metaTitle: msg({
      id: 'industries.payroll.metaTitle',
      message: 'Pagamento de equipes e prestadores na América Latina | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.payroll.metaDescription',
      message:
        'Pague colaboradores e prestadores no Brasil por PIX, no México por SPEI e em outros países em USDT, a partir de USD, EUR ou da moeda da sua empresa.',
    }),
    heroTitle: msg({
      id: 'industries.payroll.heroTitle',
      message: 'Pague a sua equipe na América Latina na conta local de cada um',
    }),
    heroSubtitle: msg({
      id: 'industries.payroll.heroSubtitle',
      message:
        'Financie a folha em USD, EUR ou outra moeda e pague por PIX no Brasil, SPEI no México ou USDT, com liquidação em segundos e cada pagamento identificado.',
    }),
    story: {
      title: msg({ id: 'industries.payroll.storyTitle', message: 'Como a sua equipe recebe' }),
      kickers: [
        msg({ id: 'industries.payroll.storyKicker1', message: 'Você envia' }),
        msg({ id: 'industries.payroll.storyKicker2', message: 'A equipe recebe' }),
      ],
      steps: [
        msg({ id: 'industries.payroll.storyStep1', message: 'Você envia um lote com a equipe de cada país.' }),
        msg({
          id: 'industries.payroll.storyStep2',
          message: 'Cada pessoa recebe pelo método local: PIX no Brasil, SPEI no México ou USDT.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.payroll.benefitsHeading',
      message: 'Pague a sua equipe em cada país pelo método local',
    }),
    benefits: [
      {
        icon: 'Users',
        title: msg({ id: 'industries.payroll.benefit1Title', message: 'PIX e SPEI para a equipe' }),
        description: msg({
          id: 'industries.payroll.benefit1Desc',
          message: 'Colaboradores e prestadores recebem em BRL por PIX ou em MXN por SPEI, na conta que já usam.',
        }),
      },
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'industries.payroll.benefit2Title', message: 'USDT para quem prefere' }),
        description: msg({
          id: 'industries.payroll.benefit2Desc',
          message:
            'Pague em USDT profissionais na Argentina e na Colômbia, ou qualquer pessoa da equipe que prefira stablecoin.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.payroll.benefit3Title', message: 'Financie na sua moeda' }),
        description: msg({
          id: 'industries.payroll.benefit3Desc',
          message: 'Envie os recursos em USD, EUR, CNY, BRL ou MXN; a conversão acontece no mesmo fluxo do pagamento.',
        }),
      },
      {
        icon: 'Handshake',
        title: msg({ id: 'industries.payroll.benefit4Title', message: 'A relação continua sua' }),
        description: msg({
          id: 'industries.payroll.benefit4Desc',
          message: 'A Fluxa atende a sua empresa, não os seus colaboradores: não entramos em contato com quem recebe.',
        }),
      },
      {
        icon: 'ListChecks',
        title: msg({ id: 'industries.payroll.benefit5Title', message: 'Cada pagamento identificado' }),
        description: msg({
          id: 'industries.payroll.benefit5Desc',
          message: 'Cada repasse da folha identificado para a conciliação da sua tesouraria.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.payroll.benefit6Title', message: 'Cada pagamento enviado, monitorado' }),
        description: msg({
          id: 'industries.payroll.benefit6Desc',
          message: 'Verificação KYC/AML da sua empresa e monitoramento antifraude 24/7 de cada pagamento enviado.',
        }),
      },
    ],
  },
  creators: {
    metaTitle: msg({
      id: 'industries.creators.metaTitle',
      message: 'Pagamentos para plataformas de criadores de conteúdo | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.creators.metaDescription',
      message:
        'Plataformas de criadores recebem de fãs por PIX, cartões e SPEI e pagam criadores na América Latina por PIX, SPEI ou USDT, com liquidação em segundos.',
    }),
    heroTitle: msg({
      id: 'industries.creators.heroTitle',
      message: 'Pague criadores de conteúdo na América Latina sem atrito',
    }),
    heroSubtitle: msg({
      id: 'industries.creators.heroSubtitle',
      message:
        'Para plataformas de criadores: receba de fãs e assinantes pelos métodos locais e repasse aos criadores por PIX, SPEI ou USDT, com liquidação em USD ou na moeda que preferir.',
    }),
    story: {
      title: msg({ id: 'industries.creators.storyTitle', message: 'Como um criador recebe' }),
      steps: [
        msg({ id: 'industries.creators.storyStep1', message: 'Os fãs pagam com PIX ou cartão.' }),
        msg({ id: 'industries.creators.storyStep2', message: 'A plataforma repassa ao criador por PIX ou em USDT.' }),
      ],
    },
    benefitsHeading: msg({ id: 'industries.creators.benefitsHeading', message: 'Os fãs pagam, os criadores recebem' }),
    benefits: [
      {
        icon: 'Send',
        title: msg({ id: 'industries.creators.benefit1Title', message: 'Repasses por PIX e SPEI' }),
        description: msg({
          id: 'industries.creators.benefit1Desc',
          message: 'Criadores no Brasil e no México recebem na conta bancária local deles, em segundos.',
        }),
      },
      {
        icon: 'CircleDollarSign',
        title: msg({ id: 'industries.creators.benefit2Title', message: 'USDT para criadores' }),
        description: msg({
          id: 'industries.creators.benefit2Desc',
          message: 'Quem prefere stablecoin recebe em USDT, inclusive criadores na Argentina.',
        }),
      },
      {
        icon: 'Heart',
        title: msg({ id: 'industries.creators.benefit3Title', message: 'Fãs pagando como preferem' }),
        description: msg({
          id: 'industries.creators.benefit3Desc',
          message:
            'PIX, cartões em até 12x, SPEI e Transfiya para fãs e assinantes comprarem conteúdo, assinaturas e produtos.',
        }),
      },
      {
        icon: 'Building2',
        title: msg({ id: 'industries.creators.benefit4Title', message: 'A plataforma como contraparte' }),
        description: msg({
          id: 'industries.creators.benefit4Desc',
          message:
            'A Fluxa atende a plataforma, não cada criador, e não processa transferências entre pessoas físicas.',
        }),
      },
      {
        icon: 'Zap',
        title: msg({ id: 'industries.creators.benefit5Title', message: 'Repasse em USDT também no fim de semana' }),
        description: msg({
          id: 'industries.creators.benefit5Desc',
          message: 'Repasses em USDT liquidados em segundos, inclusive em fins de semana e feriados.',
        }),
      },
      {
        icon: 'ShieldCheck',
        title: msg({ id: 'industries.creators.benefit6Title', message: 'Cada fã e cada repasse protegidos' }),
        description: msg({
          id: 'industries.creators.benefit6Desc',
          message: 'Monitoramento antifraude 24/7 em cada pagamento de fã e em cada repasse.',
        }),
      },
    ],
  },
  'media-ads': {
    metaTitle: msg({
      id: 'industries.media-ads.metaTitle',
      message: 'Pagamentos para mídia e publicidade digital | Fluxa',
    }),
    metaDescription: msg({
      id: 'industries.media-ads.metaDescription',
      message:
        'Receba de anunciantes e agências na América Latina e pague publishers e veículos em mais de 50 países por SWIFT, SEPA e CIPS, em USD ou EUR.',
    }),
    heroTitle: msg({
      id: 'industries.media-ads.heroTitle',
      message: 'Do anunciante latino-americano ao publisher no exterior',
    }),
    heroSubtitle: msg({
      id: 'industries.media-ads.heroSubtitle',
      message:
        'Receba verba de mídia de anunciantes e agências no Brasil, no México e na Colômbia e pague veículos e publishers em USD, EUR ou CNY por SWIFT, SEPA e CIPS.',
    }),
    story: {
      title: msg({ id: 'industries.media-ads.storyTitle', message: 'Como uma campanha é paga' }),
      steps: [
        msg({
          id: 'industries.media-ads.storyStep1',
          message: 'O anunciante paga a fatura da campanha em USD por SWIFT ou em EUR por SEPA.',
        }),
      ],
    },
    benefitsHeading: msg({
      id: 'industries.media-ads.benefitsHeading',
      message: 'Campanhas pagas pelos trilhos internacionais',
    }),
    benefits: [
      {
        icon: 'Receipt',
        title: msg({ id: 'industries.media-ads.benefit1Title', message: 'Cobrança de anunciantes' }),
        description: msg({
          id: 'industries.media-ads.benefit1Desc',
          message: 'Fature anunciantes e agências e receba por PIX, SPEI, Transfiya ou cartão, com processamento D+1.',
        }),
      },
      {
        icon: 'Send',
        title: msg({ id: 'industries.media-ads.benefit2Title', message: 'Pagamento a publishers' }),
        description: msg({
          id: 'industries.media-ads.benefit2Desc',
          message: 'Pague veículos, publishers e redes em mais de 50 países por SWIFT, SEPA ou CIPS.',
        }),
      },
      {
        icon: 'Coins',
        title: msg({ id: 'industries.media-ads.benefit3Title', message: 'USD e EUR' }),
        description: msg({
          id: 'industries.media-ads.benefit3Desc',
          message: 'Liquide em USD ou EUR, de acordo com a moeda em que os seus fornecedores de mídia cobram.',
        }),
      },
      {
        icon: 'ListChecks',
        title: msg({ id: 'industries.media-ads.benefit4Title', message: 'Cada pagamento identificado' }),
        description: msg({
          id: 'industries.media-ads.benefit4Desc',
          message:
            'Cada recebimento e cada pagamento chegam identificados, para fechar o mês de mídia sem conferência manual.',
        }),
      },
      {
        icon: 'Globe',
        title: msg({ id: 'industries.media-ads.benefit5Title', message: 'Mais de 50 países' }),
        description: msg({
          id: 'industries.media-ads.benefit5Desc',
          message: 'Pague publishers e parceiros de mídia em mais de 50 países pelos trilhos SWIFT e SEPA.',
        }),
      },
      {
        icon: 'QrCode',
        title: msg({ id: 'industries.media-ads.benefit6Title', message: 'PIX e SPEI para anunciantes' }),
        description: msg({
          id: 'industries.media-ads.benefit6Desc',
          message: 'Anunciantes no Brasil e no México pagam por PIX ou SPEI, com confirmação em segundos.',
        }),
      },
    ],
  },
} satisfies Record<LandingSlug<'industries'>, LandingCopy>
