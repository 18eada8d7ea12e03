import type { IndustryId } from '../../../site/facts/industryFacts.ts'
import type { Locale } from '../../../site/locales.ts'

type Words = Readonly<Record<Locale, readonly string[]>>

/**
 * The names a template page swaps in for its own beyond the facts' (vocabulary/factVocabulary.ts names methods,
 * countries, currencies and their adjectives): each industry and the people its money comes from or goes to, per
 * language, as regex sources over folded lower-case text. rules/twinProblems.ts masks them all before comparing two
 * pages' blocks, so "nunca contata os seus jogadores" and "nunca contata os seus alunos" read as one block.
 */
export const pageNames = {
  ecommerce: {
    'pt-BR': ['e-?commerce', 'lojas? (?:virtua(?:l|is)|online)', 'comprador(?:es)?', 'pedidos?'],
    'en-US': ['e-?commerce', 'online stores?', 'buyers?', 'shoppers?', 'orders?'],
  },
  marketplaces: {
    'pt-BR': ['marketplaces?', 'vendedor(?:es)?', 'lojistas?'],
    'en-US': ['marketplaces?', 'sellers?', 'merchants?'],
  },
  travel: {
    'pt-BR': ['turismo', 'viage(?:m|ns)', 'viajantes?', 'hospedes?', 'reservas?'],
    'en-US': ['travel', 'trips?', 'travell?ers?', 'guests?', 'bookings?'],
  },
  education: {
    'pt-BR': ['educacao', 'escolas?', 'cursos?', 'alunos?', 'estudantes?', 'mensalidades?'],
    'en-US': ['education', 'schools?', 'courses?', 'students?', 'tuition'],
  },
  streaming: {
    'pt-BR': ['streaming', 'plataformas? de streaming'],
    'en-US': ['streaming', 'streaming services?', 'viewers?'],
  },
  betting: {
    'pt-BR': ['apostas?', 'casas? de apostas?', 'apostador(?:es)?'],
    'en-US': ['betting', 'bets?', 'sportsbooks?', 'bettors?'],
  },
  subscriptions: { 'pt-BR': ['assinaturas?', 'assinantes?'], 'en-US': ['subscriptions?', 'subscribers?'] },
  'crypto-exchanges': {
    'pt-BR': ['exchanges?(?: de cripto)?', 'traders?', 'investidor(?:es)?'],
    'en-US': ['(?:crypto )?exchanges?', 'traders?', 'investors?'],
  },
  gaming: {
    'pt-BR': ['games?', 'jogos?', 'jogador(?:es)?', 'gamers?'],
    'en-US': ['gaming', 'games?', 'players?', 'gamers?'],
  },
  payroll: {
    'pt-BR': ['folhas?(?: de pagamento)?', 'colaborador(?:es)?', 'funcionarios?', 'equipes?', 'salarios?'],
    'en-US': ['payroll', 'employees?', 'staff', 'teams?', 'contractors?', 'salar(?:y|ies)'],
  },
  creators: {
    'pt-BR': ['criador(?:es)?(?: de conteudo)?', 'creators?', 'influenciador(?:es)?'],
    'en-US': ['creators?', 'influencers?'],
  },
  'media-ads': {
    'pt-BR': ['midia(?: e publicidade)?', 'publicidade', 'anunciantes?', 'agencias?'],
    'en-US': ['media(?: and ads)?', 'ads', 'advertising', 'advertisers?', 'agenc(?:y|ies)'],
  },
} as const satisfies Record<IndustryId, Words>
