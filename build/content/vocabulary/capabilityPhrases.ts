import type { RefusedPhrase } from '../rules/phraseListProblems.ts'

/**
 * What Fluxa does not do, said as if it did (docs/pages-and-copy.md: the closed list of what it does), per language:
 * regex sources over folded lower-case text (text/terms.ts), refused in every record and UI string. The legal
 * documents are held to each too (`legal`): the terms describing an integration or a tracking-free site are the same
 * claim in counsel's words; only their "verified users" (the businesses served) is the company's own rule.
 */
export const capabilityPhrases = [
  {
    why: 'no payout batches or files: Fluxa pays out to over 50 countries, one payment at a time as the facts say',
    'pt-BR': ['(?:em )?(?:um )?(?:so |unico )?lotes?', 'arquivos? (?:de|com) (?:pagamentos?|remessas?)'],
    'en-US': [
      '(?:in )?(?:one |a single |a )?batch(?:es|ed)?',
      'bulk (?:payouts?|payments?|transfers?)',
      'payout files?',
    ],
    legal: true,
  },
  {
    why: 'no credentials or integration: the spec names none',
    'pt-BR': ['credenc\\w*', 'integrac(?:ao|oes)', 'integr(?:ar|e|em|amos)'],
    'en-US': ['credentials?', 'integrat(?:e|es|ing|ion|ions)'],
    legal: true,
  },
  {
    why: 'what a checkout screen shows is the business’s, not Fluxa’s',
    'pt-BR': ['checkout (?:\\w+ )?(?:mostra|exibe|apresenta|traz)', 'telas? de checkout'],
    'en-US': ['checkout (?:\\w+ )?(?:shows|displays|presents)', 'checkout (?:screens?|pages?)'],
    legal: true,
  },
  {
    why: 'no reconciliation: Fluxa collects invoices, it does not match payments to them',
    'pt-BR': [
      'dar baixa',
      'da baixa',
      'baixa (?:automatica|na fatura|do pagamento)',
      'concilia\\w*',
      '(?:encontra|casad[oa]s? com|vinculad[oa]s? a) (?:a |sua |cada )?fatura',
    ],
    'en-US': [
      'reconcil\\w*',
      'match\\w* (?:\\w+ ){0,3}to (?:its|the|each|their|an?|your) invoices?',
      'finds? (?:its|the) invoice',
    ],
    legal: true,
  },
  {
    why: 'no screening of “every transaction”: Fluxa monitors for fraud 24/7 and runs KYC/AML on the businesses it serves',
    'pt-BR': ['cada transac(?:ao|oes)', 'toda transacao', 'todas as transacoes', 'cada pedido'],
    'en-US': ['every transaction', 'each transaction', 'all transactions', 'every order'],
    legal: true,
  },
  {
    why: 'KYC is run on the businesses Fluxa serves, never on their own customers (players, bettors, students)',
    'pt-BR': [
      '(?:apostador(?:es)?|jogador(?:es)?|alunos?|estudantes?|clientes?|comprador(?:es)?|assinantes?|pagador(?:es)?) (?:\\w+ )?verificad[oa]s?',
      'usuarios? com kyc',
      'kyc (?:do|dos|de) (?:apostador|jogador|aluno|estudante|cliente|comprador|usuario)\\w*',
    ],
    'en-US': [
      'verified (?:bettors?|players?|students?|customers?|buyers?|subscribers?|payers?)',
      '(?:bettors?|players?|students?|customers?|buyers?|subscribers?|payers?) (?:are |is |get |gets )?verified',
      'kyc[- ]verified',
    ],
    legal: true,
  },
  {
    why: '“whenever you like” is a promise outside the closed list of what Fluxa does',
    'pt-BR': ['quando (?:voce )?quiser', 'na hora que (?:voce )?quiser', 'quando (?:voce )?preferir'],
    'en-US': ['whenever (?:you|they) (?:like|want|wish|choose|need)', 'any ?time you (?:like|want)'],
    legal: true,
  },
  {
    why: '“wherever they are” is a promise outside the closed list: Fluxa collects in four countries and pays out to over 50',
    'pt-BR': ['onde (?:quer que )?(?:eles |elas )?estiverem', 'onde quer que (?:esteja|estejam)', 'de qualquer lugar'],
    'en-US': ['wherever (?:they|you) (?:are|live|happen to be)', 'from anywhere'],
    legal: true,
  },
  {
    why: 'the form stores the page and campaign tags: say what is stored and why, never “no tracking”',
    'pt-BR': [
      'nem outras tecnologias de rastreamento',
      '(?:sem|nao usa\\w*|nao \\w+ nenhum\\w*|nenhum\\w*|nem) (?:\\w+ ){0,3}rastreamento',
      'nao rastrea\\w*',
    ],
    'en-US': [
      'no tracking',
      '(?:no|nor|without|never) (?:\\w+ ){0,3}tracking',
      '(?:do not|does not|don.t|doesn.t|never) track',
    ],
    legal: true,
  },
  {
    why: 'a way around a country’s currency rules is no part of what Fluxa offers',
    'pt-BR': [
      '(?:nao precisa|sem precisar|dispensa|sem) (?:\\w+ ){0,4}transferencias? internaciona(?:l|is)',
      'transferencia internacional para comprar',
    ],
    'en-US': ['(?:no|without|need for an?|not need an?|skip the) (?:\\w+ ){0,3}international (?:transfers?|wires?)'],
    legal: true,
  },
] as const satisfies readonly RefusedPhrase[]
