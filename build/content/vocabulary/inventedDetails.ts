/**
 * Details a text may not make up (the facts registry names no customers, people, licences, offices or contact details): each with why,
 * and either `words`, per language, regex sources over folded text (text/terms.ts), or `pattern`, a regular
 * expression over the text as written (where case and punctuation are the point: a name after a quote, an address).
 * `legal: false`: the legal documents may say it (counsel names the central bank where the law does).
 */
export const inventedDetails = [
  {
    why: 'a CNPJ: the registry gives the company no registration number',
    words: { 'pt-BR': ['cnpjs?'], 'en-US': ['cnpjs?'] },
  },
  {
    why: 'a central bank: the spec names no regulator or authorisation',
    words: {
      'pt-BR': ['banco central', 'bacen', 'banxico', 'bcra', 'banco de la republica'],
      'en-US': ['central banks?', 'bacen', 'banxico', 'bcra'],
    },
    legal: false,
  },
  {
    why: 'a testimonial: the site quotes no customer',
    words: {
      'pt-BR': [
        'depoimentos?',
        'testemunhos?',
        'cases? de sucesso',
        'historias? de sucesso',
        'o que (?:os |nossos )?clientes dizem',
        'clientes satisfeitos',
      ],
      'en-US': [
        'testimonials?',
        'success stor(?:y|ies)',
        'case stud(?:y|ies)',
        'what (?:our )?customers say',
        'happy customers',
      ],
    },
  },
  {
    why: 'a quote attributed to a person: the site quotes no one',
    // “…” — Ana Lima; “…”, diz Ana; “…,” says Ana; Ana Lima, CEO da…
    pattern:
      /[”"],?\s*(?:[—–-]|diz|disse|afirma|conta|explica|says|said|explains)\s*\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+, (?:CEO|CFO|COO|CTO|fundador|fundadora|founder|co-founder|diretora?|director|head of|gerente|manager)\b/u,
  },
  {
    why: 'an official partnership or certification the spec does not state',
    words: {
      'pt-BR': [
        'parceir[oa]s? oficia(?:l|is)',
        'parceria oficial',
        'certificad[oa]s? (?:pelo|pela|por)',
        'homologad[oa]s? (?:pelo|pela|por)',
      ],
      'en-US': ['official partners?', 'official partnership', 'certified by', 'accredited by'],
    },
  },
  {
    why: 'an e-mail address: the contact form is the way to reach Fluxa',
    pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u,
  },
  {
    why: 'a link or web address: a page links with the site’s own navigation, never an address in its words',
    pattern:
      /\bhttps?:\/\/|\bwww\.|(?<![@\p{L}\p{N}._-])[\p{L}\p{N}-]+\.(?:com|net|org|io|app|com\.br|com\.mx|co|ar|br|mx)\b/iu,
  },
  {
    why: 'a phone number: the contact form is the way to reach Fluxa',
    pattern: /(?<![\p{L}\p{N}])\+\d{1,3}(?:[\s.()-]*\d){6,}|\(\d{2,3}\)\s*\d{4,5}-?\d{4}|\b0800(?:[\s-]*\d)*/u,
  },
  {
    why: 'a street address: the spec names no office',
    words: {
      'pt-BR': [
        'rua',
        'avenida',
        'av\\.',
        'alameda',
        'travessa',
        'rodovia',
        'cep',
        'andar \\d+',
        '\\d+o andar',
        'sala \\d+',
      ],
      'en-US': [
        'street',
        'boulevard',
        'blvd\\.?',
        'suite \\d+',
        'floor \\d+',
        '\\d+(?:st|nd|rd|th) floor',
        'zip code',
        'p\\.?o\\.? box',
      ],
    },
  },
] as const
