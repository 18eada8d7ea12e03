/**
 * How a text restates the company's rules (the terms: merchants only, never lends, never contacts end users, no
 * transfers between individuals, only verified users with valid documentation), per language, as regex sources over
 * folded lower-case text. They live in the trust band, the terms, the footer and the contact aside; a template
 * page's cards, steps and questions say them once at most (rules/companyRuleProblems.ts).
 */
export const companyRuleWords = {
  'pt-BR': [
    '(?:nao|nunca) (?:\\w+ )?(?:entra(?:mos)? em contato|contata\\w*|fala(?:mos)? com (?:os |seus |suas |as )?(?:clientes|pagadores|compradores))',
    'sem contato (?:com|direto)',
    'entre pessoas(?: fisicas)?',
    'de pessoa para pessoa',
    'p2p',
    '(?:so|apenas|somente|exclusivamente) (?:com |para |a )?empresas',
    'nao atende\\w* pessoas? fisicas?',
    'pessoas? fisicas? nao',
    'empresta\\w*',
    'emprestimos?',
    'antecipac\\w*',
    'concede\\w* credito',
    'documentac(?:ao|oes) valida\\w*',
    'documentos validos',
    '(?:empresas?|negocios?|usuarios?|estabelecimentos?) (?:\\w+ )?verificad[oa]s?',
  ],
  'en-US': [
    '(?:never|not|no|doesn.t|does not|won.t|will not) (?:\\w+ )?(?:contacts?|reach(?:es)? out)',
    'no contact with',
    'between (?:individuals|people|private persons)',
    'person[- ]to[- ]person',
    'peer[- ]to[- ]peer',
    'p2p',
    '(?:only|just|exclusively) (?:with |for |serves? )?(?:businesses|merchants|companies)',
    '(?:businesses|merchants|companies) only',
    'not (?:for )?individuals',
    'no individuals',
    'lend\\w*',
    'loans?',
    'advances? (?:money|funds|payments?|on)',
    'credit lines?',
    'valid documentation',
    'valid documents',
    'verified (?:business(?:es)?|compan(?:y|ies)|merchants?|users?)',
    '(?:business(?:es)?|compan(?:y|ies)|merchants?) (?:is |are )?verified',
  ],
} as const
