/**
 * How a sentence says that a payer pays by something (a method, a rail), per language, as regex sources over folded
 * lower-case text (rules/payerPayment.ts reads them): a verb of paying said by a payer, or a business accepting it.
 * `after`: what the money does next, which ends the payer's part of a sentence ("o cliente paga com PIX e você
 * liquida em USDT"); `rail`, the bank rails no payer pays through; `business`: the business or Fluxa as the one who acts ("você paga fornecedores por SWIFT").
 */
export const payerWords = {
  /** The bank rails, which carry payouts and settlement: no payer pays through them. */
  rail: { 'pt-BR': ['swift', 'sepa', 'cips'], 'en-US': ['swift', 'sepa', 'cips'] },
  pay: {
    'pt-BR': ['pag(?:a|am|ar|ue|uem|ou|aram|ando|ara|arem)', 'paga-se', 'quit(?:a|am|ar|e|em)'],
    'en-US': ['pay(?:s|ing)?', 'paid', 'settles? (?:the|an?|their|your|its) (?:bill|invoice)s?'],
  },
  accept: {
    'pt-BR': ['aceit\\w*', 'como (?:forma|meio|metodo) de pagamento'],
    'en-US': ['accept\\w*', 'as a (?:way|method|means) (?:to|of) pay\\w*'],
  },
  after: {
    'pt-BR': [
      'liquid\\w*',
      'convert\\w*',
      'convers\\w*',
      'receb\\w*',
      'cai',
      'caem',
      'chega\\w*',
      'guard\\w*',
      'mant\\w*',
      'ramp',
    ],
    'en-US': [
      'settl\\w*',
      'convert\\w*',
      'receiv\\w*',
      'lands?',
      'arriv\\w*',
      'hold\\w*',
      'keep\\w*',
      'ramp\\w*',
      'swap\\w*',
    ],
  },
  business: {
    'pt-BR': [
      'voce',
      '(?<!da |de |do )(?:a )?sua empresa',
      'a empresa',
      'a fluxa',
      'sua operacao',
      'a plataforma',
      '(?:o |seu )?marketplace',
    ],
    'en-US': [
      'you',
      '(?<!of )your (?:business|company)',
      'the business',
      'fluxa',
      'the platform',
      '(?:the |your )?marketplace',
    ],
  },
  payer: {
    'pt-BR': [
      'clientes?',
      'comprador(?:es)?',
      'pagador(?:es)?',
      'consumidor(?:es)?',
      'anunciantes?',
      'assinantes?',
      'alunos?',
      'estudantes?',
      'apostador(?:es)?',
      'jogador(?:es)?',
      'hospedes?',
      'viajantes?',
      'familias?',
      'quem (?:compra|paga|assina|aposta|joga|anuncia|estuda)',
    ],
    'en-US': [
      'customers?',
      'buyers?',
      'payers?',
      'consumers?',
      'shoppers?',
      'advertisers?',
      'subscribers?',
      'students?',
      'bettors?',
      'players?',
      'guests?',
      'travell?ers?',
      'families',
      'parents',
      '(?:those|people|anyone|whoever) who (?:buys?|pays?|subscribes?|bets?|plays?|advertises?)',
    ],
  },
} as const
