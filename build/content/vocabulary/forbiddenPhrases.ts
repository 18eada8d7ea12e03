/**
 * What the copy may never say (docs/pages-and-copy.md), as the build refuses it: per language, regex sources matched as whole
 * words against a sentence in lower case with its accents folded (text/terms.ts), so "garantia", "Garantía"
 * and "GARANTIMOS" are one word. `unless`: the sentence is fine when it also says this (24/7 is monitoring's figure,
 * so "monitoramento 24/7" is a fact and "receba 24/7" is not).
 *
 * Every record and UI string is held to every phrase; the legal documents (terms, privacy: counsel's words) only to
 * those marked `legal`, the phrases no legal text may use either: `true`, or `{ unless }`, fine in a legal sentence
 * that also says this (the LGPD's "garantias" for transfers abroad, art. 33). Left to counsel: licences and
 * regulation ("as regulated by the ANPD"), and disclaimers of outcomes (chargebacks, FX exposure, conversion).
 */
export const forbiddenPhrases = [
  {
    why: '24/7 is the monitoring figure only (site/facts/figureFacts.ts): never settlement, receiving, payouts or support',
    'pt-BR': ['24\\s*/\\s*7', '24\\s*x\\s*7', '24 horas por dia', '7 dias por semana', 'a qualquer hora'],
    'en-US': ['24\\s*/\\s*7', '24\\s*x\\s*7', '24 hours a day', '7 days a week', 'around the clock', 'any time of day'],
    unless: { 'pt-BR': ['monitora\\w*'], 'en-US': ['monitor\\w*'] },
    legal: true,
  },
  {
    why: 'weekends, holidays and banking hours are claims the spec does not make (its 24/7 is monitoring)',
    'pt-BR': ['fins? de semana', 'feriados?', 'fora do horario (?:bancario|comercial)', 'apos o expediente'],
    'en-US': ['weekends?', 'holidays?', 'outside (?:of )?(?:banking|business) hours', 'after[- ]hours'],
    legal: true,
  },
  {
    why: 'business days are a promise the spec does not make: it states settlement in seconds and D+1 processing',
    'pt-BR': ['dias? (?:util|uteis)'],
    'en-US': ['business days?', 'working days?', 'banking days?'],
    legal: true,
  },
  {
    why: 'the spec names no API, SDK, sandbox, developer documentation or integration time',
    'pt-BR': [
      'apis?',
      'sdks?',
      'sandbox',
      'documentacao (?:tecnica|para desenvolvedores|da api)',
      'integr\\w*[^.;]{0,40}(?:minutos|horas|dias|semanas)',
      '(?:entra|entrar|entre) no ar em',
    ],
    'en-US': [
      'apis?',
      'sdks?',
      'sandbox',
      'developer (?:docs|documentation|portal)',
      'docs',
      'integrat\\w*[^.;]{0,40}(?:minutes|hours|days|weeks)',
      '(?:go|goes|going) live in',
      'up and running in',
    ],
    legal: true,
  },
  {
    why: 'no guarantee in any form: the terms state rules the company follows, never guarantees',
    'pt-BR': ['garant\\w*'],
    'en-US': ['guarant\\w*'],
    legal: {
      unless: {
        'pt-BR': ['clausulas?-padrao', 'art\\. 33'],
        'en-US': ['standard contractual clauses', 'art\\. 33'],
      },
    },
  },
  {
    why: '“no fine print” promises what no pricing backs up',
    'pt-BR': ['(?:sem )?letras? miudas?'],
    'en-US': ['(?:no )?fine print'],
    legal: true,
  },
  {
    why: 'an outcome nobody measured: protected purchases or chargeback protection',
    'pt-BR': [
      'compras?(?: \\w+){0,2} protegid[ao]s?',
      'proteg\\w*(?: \\w+){0,2} compras?',
      '(?:protecao|protege\\w*|proteja\\w*)[^.;]{0,30}(?:chargebacks?|estornos?|contestac\\w*)',
      '(?:chargebacks?|estornos?)[^.;]{0,20}(?:protecao|protegid\\w*)',
      'sem chargebacks?',
      'zero chargebacks?',
    ],
    'en-US': [
      'protected purchases?',
      'purchases?(?: \\w+){0,2} protected',
      'protect\\w*(?: \\w+){0,2} purchases?',
      '(?:protect\\w*|shield\\w*)[^.;]{0,30}chargebacks?',
      'chargebacks?[^.;]{0,20}protect\\w*',
      '(?:no|zero) chargebacks?',
    ],
  },
  {
    why: 'an outcome nobody measured: reducing FX exposure, hedging',
    'pt-BR': [
      'exposicao',
      'expost[oa]s?',
      'hedge\\w*',
      'protecao cambial',
      '(?:protecao|proteja\\w*|protege\\w*)[^.;]{0,30}(?:variac\\w*|oscilac\\w*) cambia\\w*',
    ],
    'en-US': [
      'exposure',
      'exposed',
      'hedg\\w*',
      '(?:protect\\w*|shield\\w*)[^.;]{0,30}(?:fx|currency|exchange[- ]rate) (?:swings?|volatility|moves?|fluctuations?|risk)',
    ],
  },
  {
    why: 'a rate lock: the FX desk converts at the rate of the moment, and nothing fixes it in advance',
    'pt-BR': [
      '(?:taxas?|cotac(?:ao|oes)|cambio) (?:\\w+ )?travad[oa]s?',
      'trav\\w* (?:a |o |as |os |sua |seu )?(?:taxas?|cotac(?:ao|oes)|cambio)',
    ],
    'en-US': [
      'rate locks?',
      'locked[- ]in rates?',
      'locked rates?',
      'rates?,? (?:is |are |stays? |gets? )?locked',
      'lock\\w* (?:in )?(?:the |your |a )?(?:exchange )?rates?',
    ],
    legal: true,
  },
  {
    why: 'an outcome nobody measured: closing the month without spreadsheets',
    'pt-BR': ['planilhas?', 'fech\\w* o mes'],
    'en-US': ['spreadsheets?', 'close (?:the|your) (?:month|books)'],
  },
  {
    why: 'an outcome nobody measured: conversion or approval uplift',
    'pt-BR': [
      'aument\\w*[^.;]{0,25}(?:conversao|aprovac\\w*|vendas)',
      'taxas? de aprovacao',
      'taxas? de conversao de (?:vendas|checkout|pagamentos)',
      '(?:mais|maior) (?:conversao|aprovac\\w*)',
      'mais vendas aprovadas',
    ],
    'en-US': [
      '(?:increase|boost|raise|lift|improve|grow)\\w*[^.;]{0,25}(?:conversions?|approvals?|approval rates?|sales)',
      'approval rates?',
      '(?:checkout|sales) conversion',
      '(?:higher|more|better) (?:conversions?|approvals?)',
    ],
  },
  {
    why: 'a response time the spec does not state',
    'pt-BR': ['respondemos (?:em|no|na|ate|dentro)', 'resposta em ate', 'retorn\\w* em ate', 'em ate \\d+ ?h(?:oras)?'],
    'en-US': ['reply within', 'respond\\w* within', 'get back to you (?:within|in)', 'within (?:\\d+|one|a|24) hours?'],
    // The LGPD's own deadline for a data subject's request (art. 19) is the law's, stated by the privacy policy.
    legal: { unless: { 'pt-BR': ['art\\. 19'], 'en-US': ['art\\. 19'] } },
  },
  {
    why: 'a local entity the spec does not state: neither the company’s nor one the customer may do without',
    'pt-BR': [
      'entidades? (?:loca(?:l|is)|propria|juridica)',
      'entidades? (?:brasileira|mexicana|colombiana|argentina|estrangeira)s?',
      'entidades? (?:n[oa]s?|em) (?:brasil|mexico|colombia|argentina|pais|paises|exterior|cada pais)',
      'sem (?:\\w+ ){0,3}(?:entidades?|subsidiarias?|filia(?:l|is)|cnpj)',
      'sem (?:abrir |ter |constituir )?(?:uma )?empresa (?:local|no pais|no brasil|no mexico|na colombia|na argentina)',
      '(?:subsidiaria|filial) local',
    ],
    'en-US': [
      'local entit(?:y|ies)',
      '(?:without|no|zero|need for) (?:\\w+ ){0,4}entit(?:y|ies)',
      '(?:brazilian|mexican|colombian|argentine|argentinian|foreign|own|legal) entit(?:y|ies)',
      'entit(?:y|ies) in (?:brazil|mexico|colombia|argentina|the country|each country|every country)',
      'local (?:subsidiary|subsidiaries|branch)',
    ],
    legal: true,
  },
  {
    why: 'a licence or regulator the spec does not name',
    'pt-BR': ['licenciad\\w*', 'licencas?', 'regulad[oa]s? (?:pelo|pela|por)', 'autorizad[oa]s? (?:pelo|pela|por)'],
    'en-US': ['licen[cs]ed', 'licen[cs]es?', 'regulated by', 'authori[sz]ed by'],
  },
  {
    why: 'a price: the spec states none',
    'pt-BR': [
      'sem taxas?',
      'taxa zero',
      'gratis',
      'gratuit\\w*',
      'tarifas?',
      'precos?',
      'precific\\w*',
      'sem custos?',
      'custo zero',
      'mensalidade zero',
      'sem mensalidades?',
      'isen(?:to|ta|cao) de mensalidades?',
    ],
    'en-US': [
      'no fees?',
      'free',
      'fees?',
      'pric(?:e|es|ed|ing)',
      'fee-free',
      'zero[- ]cost',
      'no cost',
      'no monthly (?:charge|payment|subscription)s?',
    ],
    legal: true,
  },
  {
    why: 'proof that does not exist: customers, their number or their names',
    'pt-BR': [
      'clientes como',
      'empresas como (?!a sua|a tua|voce)',
      'milhares de (?:empresas|clientes)',
      'centenas de (?:empresas|clientes)',
      'confiam na fluxa',
      'a confianca de',
    ],
    'en-US': [
      'trusted by',
      '(?:customers|clients|companies|businesses) (?:like|such as) (?!yours|you)',
      'thousands of (?:companies|businesses|customers|merchants)',
      'hundreds of (?:companies|businesses|customers|merchants)',
    ],
    legal: true,
  },
] as const
