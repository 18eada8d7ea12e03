import type { Localized, Words } from './Localized.ts'

/**
 * The industries (docs/pages-and-copy.md), by the slug of their page, and which way their money goes:
 * `paid` by its customers, `paysOut` to people it pays (payroll pays its people, a creator platform pays its
 * creators), or `both` (marketplaces collect from buyers and pay sellers; exchanges take deposits and pay out).
 * The contact section's words follow it: a business that only pays out has no customers paying it.
 * `words`: how a text names the industry and the people its money comes from or goes to (the content check masks them
 * when it compares pages: "nunca contata os seus jogadores" and "… os seus alunos" read as one block); `neverSays`:
 * words its page never uses because its money does not go that way.
 */
export const industryFacts = {
  ecommerce: {
    name: { 'pt-BR': 'E-commerce', 'en-US': 'E-commerce' },
    flow: 'paid',
    words: {
      'pt-BR': ['e-?commerce', 'lojas? (?:virtua(?:l|is)|online)', 'comprador(?:es)?', 'pedidos?'],
      'en-US': ['e-?commerce', 'online stores?', 'buyers?', 'shoppers?', 'orders?'],
    },
  },
  marketplaces: {
    name: { 'pt-BR': 'Marketplaces', 'en-US': 'Marketplaces' },
    flow: 'both',
    words: {
      'pt-BR': ['marketplaces?', 'vendedor(?:es)?', 'lojistas?'],
      'en-US': ['marketplaces?', 'sellers?', 'merchants?'],
    },
  },
  travel: {
    name: { 'pt-BR': 'Turismo', 'en-US': 'Travel' },
    flow: 'paid',
    words: {
      'pt-BR': ['turismo', 'viage(?:m|ns)', 'viajantes?', 'hospedes?', 'reservas?'],
      'en-US': ['travel', 'trips?', 'travell?ers?', 'guests?', 'bookings?'],
    },
  },
  education: {
    name: { 'pt-BR': 'Educação', 'en-US': 'Education' },
    flow: 'paid',
    words: {
      'pt-BR': ['educacao', 'escolas?', 'cursos?', 'alunos?', 'estudantes?', 'mensalidades?'],
      'en-US': ['education', 'schools?', 'courses?', 'students?', 'tuition'],
    },
  },
  streaming: {
    name: { 'pt-BR': 'Streaming', 'en-US': 'Streaming' },
    flow: 'paid',
    words: {
      'pt-BR': ['streaming', 'plataformas? de streaming'],
      'en-US': ['streaming', 'streaming services?', 'viewers?'],
    },
  },
  betting: {
    name: { 'pt-BR': 'Apostas', 'en-US': 'Betting' },
    flow: 'paid',
    words: {
      'pt-BR': ['apostas?', 'casas? de apostas?', 'apostador(?:es)?'],
      'en-US': ['betting', 'bets?', 'sportsbooks?', 'bettors?'],
    },
  },
  subscriptions: {
    name: { 'pt-BR': 'Assinaturas', 'en-US': 'Subscriptions' },
    flow: 'paid',
    words: { 'pt-BR': ['assinaturas?', 'assinantes?'], 'en-US': ['subscriptions?', 'subscribers?'] },
  },
  'crypto-exchanges': {
    name: { 'pt-BR': 'Exchanges de cripto', 'en-US': 'Crypto exchanges' },
    flow: 'both',
    words: {
      'pt-BR': ['exchanges?(?: de cripto)?', 'traders?', 'investidor(?:es)?'],
      'en-US': ['(?:crypto )?exchanges?', 'traders?', 'investors?'],
    },
  },
  gaming: {
    name: { 'pt-BR': 'Games', 'en-US': 'Gaming' },
    flow: 'paid',
    words: {
      'pt-BR': ['games?', 'jogos?', 'jogador(?:es)?', 'gamers?'],
      'en-US': ['gaming', 'games?', 'players?', 'gamers?'],
    },
  },
  payroll: {
    name: { 'pt-BR': 'Folha de pagamento', 'en-US': 'Payroll' },
    flow: 'paysOut',
    words: {
      'pt-BR': ['folhas?(?: de pagamento)?', 'colaborador(?:es)?', 'funcionarios?', 'equipes?', 'salarios?'],
      'en-US': ['payroll', 'employees?', 'staff', 'teams?', 'contractors?', 'salar(?:y|ies)'],
    },
    neverSays: {
      why: 'payroll pays its people: no customer pays it, so nothing on its page receives or has clients',
      words: { 'pt-BR': ['receb\\w*', 'clientes?'], 'en-US': ['receiv\\w*', 'clients?', 'customers?'] },
    },
  },
  creators: {
    name: { 'pt-BR': 'Criadores de conteúdo', 'en-US': 'Creators' },
    flow: 'paysOut',
    words: {
      'pt-BR': ['criador(?:es)?(?: de conteudo)?', 'creators?', 'influenciador(?:es)?'],
      'en-US': ['creators?', 'influencers?'],
    },
  },
  'media-ads': {
    name: { 'pt-BR': 'Mídia e publicidade', 'en-US': 'Media and ads' },
    flow: 'paid',
    words: {
      'pt-BR': ['midia(?: e publicidade)?', 'publicidade', 'anunciantes?', 'agencias?'],
      'en-US': ['media(?: and ads)?', 'ads', 'advertising', 'advertisers?', 'agenc(?:y|ies)'],
    },
  },
} as const satisfies Record<
  string,
  {
    name: Localized
    flow: 'paid' | 'paysOut' | 'both'
    words: Words
    neverSays?: { why: string; words: Words }
  }
>

export type IndustryId = keyof typeof industryFacts
