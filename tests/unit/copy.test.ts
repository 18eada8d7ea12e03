import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as enCopy } from '../../locales/en-US/copy.ts'
import { messages as enSite } from '../../locales/en-US/site.ts'
import { messages as ptCopy } from '../../locales/pt-BR/copy.ts'
import { messages as ptSite } from '../../locales/pt-BR/site.ts'
import { aboutUsCopy } from '../../pages/about-us/aboutUsCopy.ts'
import { homeCopy } from '../../pages/index/homeCopy.ts'
import { landingCopy } from '../../pages/landing/landingCopy.ts'
import { privacyCopy } from '../../pages/privacy/privacyCopy.ts'
import { termsCopy } from '../../pages/terms/termsCopy.ts'
import { createI18n } from '../../site/createI18n.ts'
import { badgeMessages } from '../../components/badgeMessages.ts'
import { landingPages, type Family } from '../../site/landingPages.ts'
import { locales, type Locale } from '../../site/locales.ts'
import { copyPrefix, sitePaths } from '../../site/sitePaths.ts'
import { foreignLanguageWords } from '../support/foreignLanguageWords.ts'

/*
 * The copy of every page, read from the COMPILED catalogues the server sends (npm run compile first):
 * structure (ids, cards, sections), completeness in both languages, and the facts of docs/pages-and-copy.md, docs/states-and-limits.md.
 */

const catalogues = {
  'pt-BR': { copy: ptCopy, site: ptSite },
  'en-US': { copy: enCopy, site: enSite },
} satisfies Record<Locale, Record<string, Messages>>
const i18n = {
  'pt-BR': createI18n('pt-BR', { ...ptSite, ...ptCopy }),
  'en-US': createI18n('en-US', { ...enSite, ...enCopy }),
}

const has = (locale: Locale, id: string) =>
  Object.prototype.hasOwnProperty.call({ ...catalogues[locale].copy, ...catalogues[locale].site }, id)
const text = (locale: Locale, id: string) => i18n[locale]._(id)
const copyIds = (locale: Locale) => Object.keys(catalogues[locale].copy)
const idsOf = (locale: Locale, prefix: string) => copyIds(locale).filter((id) => id.startsWith(`${prefix}.`))
const pageText = (locale: Locale, prefix: string) => idsOf(locale, prefix).map((id) => text(locale, id))

/** The numbers N of `<prefix>.<stem>{N}<suffix>` present in a catalogue. */
function numbers(locale: Locale, prefix: string, stem: string, suffix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/[.-]/g, '\\$&')}\\.${stem}(\\d+)${suffix}$`)
  return copyIds(locale)
    .map((id) => pattern.exec(id)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
}
/** Every message descriptor in a tree of copy objects and lists. */
function descriptorsIn(value: unknown): { id: string; message?: string }[] {
  if (typeof value !== 'object' || value === null) return []
  if ('id' in value && typeof value.id === 'string')
    return [
      { id: value.id, message: 'message' in value && typeof value.message === 'string' ? value.message : undefined },
    ]
  return Object.values(value).flatMap(descriptorsIn)
}
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

// Counts that fill the grid (3 columns up to 6 cards, 4 beyond: docs/pages-and-copy.md): no page ends with a short last row.
const cardRange = {
  solutions: [8, 8],
  methods: [6, 6],
  countries: [6, 6],
  industries: [6, 6],
} as const satisfies Record<Family, readonly [number, number]>
const landing = landingPages.map((page) => ({ ...page, prefix: `${page.family}.${page.slug}` }))
const prefixes = sitePaths.map(copyPrefix)

/** Every id a page must have, by kind of page (numbered ids are checked separately for their count). */
const requiredKeys = {
  home: [
    'metaTitle',
    'metaDescription',
    'heroTitle',
    'heroSubtitle',
    'benefitsHeading',
    'solutionsHeading',
    'marketsHeading',
    'marketsIntro',
  ],
  landing: ['metaTitle', 'metaDescription', 'heroTitle', 'heroSubtitle', 'benefitsHeading', 'storyTitle'],
  document: ['metaTitle', 'metaDescription', 'heroTitle', 'updated', 'intro'],
  about: [
    'metaTitle',
    'metaDescription',
    'heroTitle',
    'heroSubtitle',
    'storyTitle',
    'storyBody',
    'missionTitle',
    'missionBody',
    'whatWeDoTitle',
    'valuesTitle',
  ],
}
const numberedKeys = {
  home: [/^benefit\d+(Title|Desc)$/, /^figure\d+(Value|Label)$/],
  // The family story's own steps and, where the family's words do not fit, what they are about.
  landing: [/^benefit\d+(Title|Desc)$/, /^storyStep\d+$/, /^storyKicker\d+$/],
  document: [/^section\d+(Title|Body)$/],
  about: [/^whatWeDo\d+(Title|Desc)$/, /^value\d+(Title|Desc)$/],
}
const optionalKeys: Record<keyof typeof requiredKeys, string[]> = {
  home: [],
  landing: ['cta'],
  document: [],
  about: [],
}
const kindOf = (prefix: string): keyof typeof requiredKeys =>
  prefix === 'home'
    ? 'home'
    : prefix === 'terms' || prefix === 'privacy'
      ? 'document'
      : prefix === 'about-us'
        ? 'about'
        : 'landing'

describe('the copy catalogue', () => {
  it('covers every route of the registry, each with its own prefix', () => {
    expect(prefixes).toHaveLength(sitePaths.length)
    expect(new Set(prefixes).size).toBe(sitePaths.length)
    expect(landing.map((page) => page.family).sort()).toEqual(landingPages.map((page) => page.family).sort())
  })

  it.each(locales)('%s: holds only ids of known pages and keys (no typo, no orphan)', (locale) => {
    const strays = copyIds(locale).filter((id) => {
      const prefix = prefixes.find((p) => id.startsWith(`${p}.`) && !id.slice(p.length + 1).includes('.'))
      if (!prefix) return true
      const key = id.slice(prefix.length + 1)
      const kind = kindOf(prefix)
      return (
        !requiredKeys[kind].includes(key) &&
        !optionalKeys[kind].includes(key) &&
        !numberedKeys[kind].some((pattern) => pattern.test(key))
      )
    })
    expect(strays).toEqual([])
  })

  it('compiled pt-BR is exactly the source text of the page copy (a changed source needs `lingui extract --overwrite`)', () => {
    const sources = descriptorsIn([homeCopy, termsCopy, privacyCopy, aboutUsCopy, landingCopy])
    expect(sources.map((source) => source.id).sort()).toEqual(copyIds('pt-BR').sort())
    const stale = sources.filter((source) => text('pt-BR', source.id) !== source.message).map((source) => source.id)
    expect(stale).toEqual([])
  })

  it('has the same ids in both languages', () => {
    expect(copyIds('en-US').sort()).toEqual(copyIds('pt-BR').sort())
  })
})

describe.each(locales)('%s', (locale) => {
  it.each(prefixes)('%s: every required id resolves to non-empty text', (prefix) => {
    for (const key of requiredKeys[kindOf(prefix)]) {
      const id = `${prefix}.${key}`
      expect(has(locale, id), id).toBe(true)
      expect(text(locale, id).trim(), id).not.toBe('')
      expect(text(locale, id), id).not.toBe(id)
    }
    for (const id of idsOf(locale, prefix)) expect(text(locale, id).trim(), id).not.toBe('')
  })

  it.each(landing)('$prefix: card count for its family, numbered 1..N, each with title and description', (page) => {
    const titles = numbers(locale, page.prefix, 'benefit', 'Title')
    const descriptions = numbers(locale, page.prefix, 'benefit', 'Desc')
    const [min, max] = cardRange[page.family]
    expect(titles).toEqual(oneTo(titles.length))
    expect(descriptions).toEqual(titles)
    expect(titles.length).toBeGreaterThanOrEqual(min)
    expect(titles.length).toBeLessThanOrEqual(max)
    for (const n of titles) {
      expect(text(locale, `${page.prefix}.benefit${n}Title`).length, `card ${n} title`).toBeGreaterThan(2)
      expect(text(locale, `${page.prefix}.benefit${n}Desc`).length, `card ${n} description`).toBeGreaterThan(30)
    }
    // Titles of one page are the React keys of its cards: they must differ.
    const cardTitles = titles.map((n) => text(locale, `${page.prefix}.benefit${n}Title`))
    expect(new Set(cardTitles).size).toBe(cardTitles.length)
  })

  it.each(['terms', 'privacy'])('%s: eight sections, in the order of docs/pages-and-copy.md', (prefix) => {
    expect(numbers(locale, prefix, 'section', 'Title')).toEqual(oneTo(8))
    expect(numbers(locale, prefix, 'section', 'Body')).toEqual(oneTo(8))
  })

  it('about-us: four things we do and the four values of docs/pages-and-copy.md', () => {
    for (const stem of ['whatWeDo', 'value']) {
      expect(numbers(locale, 'about-us', stem, 'Title')).toEqual(oneTo(4))
      expect(numbers(locale, 'about-us', stem, 'Desc')).toEqual(oneTo(4))
    }
    const values = oneTo(4).map((n) => text(locale, `about-us.value${n}Title`))
    expect(values).toEqual(
      locale === 'pt-BR'
        ? ['Transparência', 'Segurança', 'Inovação', 'Confiabilidade']
        : ['Transparency', 'Security', 'Innovation', 'Reliability'],
    )
  })

  it('titles, meta descriptions and hero titles are unique across the pages and of a sensible length', () => {
    for (const key of ['metaTitle', 'metaDescription', 'heroTitle']) {
      const values = prefixes.map((prefix) => text(locale, `${prefix}.${key}`))
      expect(new Set(values).size, key).toBe(values.length)
    }
    for (const prefix of prefixes) {
      const title = text(locale, `${prefix}.metaTitle`)
      const description = text(locale, `${prefix}.metaDescription`)
      expect(title.length, `${prefix} title`).toBeLessThanOrEqual(70)
      expect(title, `${prefix} title names the brand`).toContain('Fluxa')
      expect(description.length, `${prefix} description`).toBeGreaterThanOrEqual(110)
      expect(description.length, `${prefix} description`).toBeLessThanOrEqual(170)
    }
  })

  it('reads as one language: no tell-tale words of the other', () => {
    const mixed = copyIds(locale)
      .map((id) => ({ id, words: foreignLanguageWords(text(locale, id), locale) }))
      .filter((entry) => entry.words.length > 0)
    expect(mixed).toEqual([])
  })
})

describe('translation', () => {
  it('no English text equals its Portuguese source, except codes and names', () => {
    const same = copyIds('pt-BR').filter(
      (id) => text('pt-BR', id).length > 12 && text('pt-BR', id) === text('en-US', id),
    )
    expect(same).toEqual([])
  })

  it('decimals follow each language: 99,9% in Portuguese, 99.9% in English', () => {
    const pt = copyIds('pt-BR')
      .map((id) => text('pt-BR', id))
      .join('\n')
    const en = copyIds('en-US')
      .map((id) => text('en-US', id))
      .join('\n')
    expect(pt).toContain('99,9%')
    expect(pt).not.toMatch(/\d\.\d%/)
    expect(en).toContain('99.9%')
    expect(en).not.toMatch(/\d,\d%/)
  })
})

describe('badges', () => {
  // Codes shown as written: the methods, currencies, rails and claims of docs/pages-and-copy.md, docs/states-and-limits.md.
  const codes = new Set([
    'PIX',
    'SPEI',
    'Transfiya',
    'USDT',
    'USDC',
    'BTC',
    'USD',
    'EUR',
    'CNY',
    'BRL',
    'MXN',
    'SWIFT',
    'SEPA',
    'CIPS',
    'KYC',
    'AML',
    'D+1',
    '24/7',
  ])

  it.each(landing)('$prefix: 3 to 7 distinct badges, each a spec code or a translated keyword', (page) => {
    expect(page.badges.length).toBeGreaterThanOrEqual(3)
    expect(page.badges.length).toBeLessThanOrEqual(7)
    expect(new Set(page.badges).size).toBe(page.badges.length)
    for (const badge of page.badges) {
      const keyword = badgeMessages[badge]
      if (!keyword) {
        expect(codes, badge).toContain(badge)
        continue
      }
      for (const locale of locales) {
        expect(has(locale, keyword.id), `${locale} ${keyword.id}`).toBe(true)
        expect(text(locale, keyword.id).trim()).not.toBe('')
      }
      expect(text('en-US', keyword.id)).not.toBe(text('pt-BR', keyword.id))
    }
  })

  it('a badge names only something its page talks about', () => {
    const words: Record<string, RegExp> = {
      cards: /cart[ãa]o|cartões|card/i,
      installments: /12x|12 (parcelas|installments)|1 a 12|1 to 12/i,
      instant: /instant|segundos|seconds|tempo real|real time/i,
      crypto: /cripto|crypto|USDT|BTC/i,
    }
    for (const page of landing) {
      for (const locale of locales) {
        const all = pageText(locale, page.prefix).join('\n')
        for (const badge of page.badges) {
          const pattern = words[badge] ?? new RegExp(badge.replace(/[+/]/g, '\\$&'))
          expect(all, `${locale} ${page.prefix} badge ${badge}`).toMatch(pattern)
        }
      }
    }
  })
})

describe('facts (docs/pages-and-copy.md, docs/states-and-limits.md)', () => {
  const every = locales.flatMap((locale) => copyIds(locale).map((id) => ({ locale, id, value: text(locale, id) })))

  // The figures of docs/states-and-limits.md (over 50 countries, 99.9% uptime, 7.3% growth, USD 52.7 billion, 2026 to 2030) and the 1 to 12 installments of docs/pages-and-copy.md.
  const allowedFigures = new Set(['1', '12', '50', '99,9', '99.9', '7,3', '7.3', '52,7', '52.7', '2026', '2030'])
  // The privacy policy cites the law it follows: LGPD articles, the retention period and the legal response time.
  const privacyFigures = new Set(['7', '15', '16', '18', '19', '24', '33', '41', '46', '48'])

  it('no figure beyond the allowed set (an invented figure fails here)', () => {
    const invented = every.flatMap(({ locale, id, value }) => {
      const stripped = value
        .replace(/\bD\+1\b/g, ' ')
        .replace(/\b24\/7\b/g, ' ')
        .replace(/\bP2P\b/g, ' ')
        .replace(id.startsWith('privacy.') ? /\b13[.,]709\/2018\b/g : /$^/g, ' ')
      return [...stripped.matchAll(/\d+(?:[.,]\d+)*/g)]
        .map((match) => match[0])
        .filter((figure) => !allowedFigures.has(figure) && !(id.startsWith('privacy.') && privacyFigures.has(figure)))
        .map((figure) => `${locale} ${id}: ${figure}`)
    })
    expect(invented).toEqual([])
  })

  it('no spelled-out figure except the four markets and the five fiat currencies', () => {
    const words =
      /(?<!\p{L})(dois|duas|três|seis|sete|oito|nove|dez|onze|doze|vinte|trinta|cem|cento|mil|milhares|centenas|dezenas|milhão|milhões|bilhão|bilhões|two|three|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|hundreds|thousand|thousands|dozens|million|millions|billion|billions)(?!\p{L})/iu
    const fourFive = /(?<!\p{L})(quatro|four|cinco|five)(?!\p{L})(?! (mercados|países|markets|countries|moedas|fiat))/iu
    expect(
      every.filter(({ value }) => words.test(value) || fourFive.test(value)).map(({ locale, id }) => `${locale} ${id}`),
    ).toEqual([])
  })

  it('only the countries of docs/pages-and-copy.md, plus China and Europe for CNY/CIPS and EUR/SEPA', () => {
    // Country names are capitalised in both languages; Portuguese demonyms are not, so those are matched as written.
    const others = new RegExp(
      '(?<!\\p{L})(Chile|Peru|Perú|Uruguai|Uruguay|Paraguai|Paraguay|Bolívia|Bolivia|Equador|Ecuador|Venezuela|Panamá|Panama|Costa Rica|Guatemala|Honduras|El Salvador|Nicarágua|Nicaragua|Cuba|República Dominicana|Dominican Republic|Porto Rico|Puerto Rico|Estados Unidos|United States|EUA|USA|Canadá|Canada|Espanha|Spain|Portugal|Reino Unido|United Kingdom|Alemanha|Germany|França|France|Índia|India|Japão|Japan|Nigéria|Nigeria|chilen[ao]s?|peruan[ao]s?|uruguai[ao]s?|paraguai[ao]s?|venezuelan[ao]s?|equatorian[ao]s?|Chilean|Peruvian|Uruguayan|Paraguayan|Venezuelan)(?!\\p{L})',
      'u',
    )
    expect(
      every
        .filter(({ value }) => others.test(value))
        .map(({ locale, id, value }) => `${locale} ${id}: ${others.exec(value)?.[0]}`),
    ).toEqual([])
  })

  it('only the methods, currencies and rails of docs/pages-and-copy.md: every all-caps code is a known one', () => {
    // BR and US appear in the language codes pt-BR and en-US (the cookie's values).
    const known = new Set([
      'PIX',
      'SPEI',
      'USDT',
      'USDC',
      'BTC',
      'USD',
      'EUR',
      'CNY',
      'BRL',
      'MXN',
      'SWIFT',
      'SEPA',
      'CIPS',
      'KYC',
      'AML',
      'API',
      'FX',
      'QR',
      'SMS',
      'P2P',
      'IP',
      'BR',
      'LGPD',
      'ANPD',
      'D',
      'I',
      'II',
      'V',
      'VI',
      'IX',
      'US',
    ])
    const unknown = every.flatMap(({ locale, id, value }) =>
      [...value.matchAll(/(?<![\p{L}\d])[A-Z][A-Z0-9]+(?![\p{L}\d])/gu)]
        .map((m) => m[0])
        .filter((code) => !known.has(code))
        .map((code) => `${locale} ${id}: ${code}`),
    )
    expect(unknown).toEqual([])
    const otherMethods =
      /(?<!\p{L})(boleto|oxxo|pse|nequi|daviplata|mercado pago|paypal|apple pay|google pay|visa|mastercard|elo|amex|american express|codi|dimo|yape|efecty|rapipago|pago f[áa]cil|ethereum|ether|tron|solana|polygon|dai|busd)(?!\p{L})/iu
    expect(
      every
        .filter(({ value }) => otherMethods.test(value))
        .map(({ locale, id, value }) => `${locale} ${id}: ${otherMethods.exec(value)?.[0]}`),
    ).toEqual([])
  })

  it('each method sits in its own country: PIX and cards in installments in Brazil, SPEI in Mexico, Transfiya in Colombia', () => {
    const home = { PIX: ['Brasil', 'Brazil'], SPEI: ['México', 'Mexico'], Transfiya: ['Colômbia', 'Colombia'] } as const
    const countries = ['Brasil', 'Brazil', 'México', 'Mexico', 'Colômbia', 'Colombia', 'Argentina']
    const misplaced = every.filter(({ value }) =>
      Object.entries(home).some(([method, own]) =>
        countries
          .filter((country) => !(own as readonly string[]).includes(country))
          .some((country) => new RegExp(`${method} (no|na|in) ${country}`).test(value)),
      ),
    )
    expect(misplaced.map(({ locale, id }) => `${locale} ${id}`)).toEqual([])
    // Installments are a Brazilian card feature: no page about another country or method mentions them.
    const notBrazil = [
      'methods.spei',
      'methods.transfiya',
      'methods.usdt',
      'countries.mexico',
      'countries.argentina',
      'countries.colombia',
    ]
    const installments = /parcel|installment|12x/i
    expect(
      every
        .filter(({ id, value }) => notBrazil.some((p) => id.startsWith(`${p}.`)) && installments.test(value))
        .map(({ locale, id }) => `${locale} ${id}`),
    ).toEqual([])
  })

  it('no invented customer, testimonial, licence, fee, contact detail or address', () => {
    const invented =
      /(?<!\p{L})(CNPJ|licen[çc]a|licensed|license number|Banco Central|central bank|autorizad[ao] pelo|authorized by the|tarifa|tarifas|fee|fees|gr[áa]tis|free of charge|depoimento|testimonial|clientes como|customers like|customers such as|trusted by|confiam na Fluxa|parceiro oficial|official partner|rua|avenida|street)(?!\p{L})|@|https?:|www\./iu
    expect(
      every
        .filter(({ value }) => invented.test(value))
        .map(({ locale, id, value }) => `${locale} ${id}: ${invented.exec(value)?.[0]}`),
    ).toEqual([])
  })

  it('Argentina is served without a named local method', () => {
    for (const locale of locales) {
      const argentina = pageText(locale, 'countries.argentina').join('\n')
      expect(argentina).not.toMatch(/PIX|SPEI|Transfiya|parcel|installment/i)
      expect(argentina).toMatch(/USDT/)
    }
  })
})

describe('terms (docs/pages-and-copy.md) and privacy (LGPD)', () => {
  const all = (locale: Locale, prefix: string) => pageText(locale, prefix).join('\n')

  it.each([
    [
      'merchants only, the only counterparties',
      /exclusivamente a empresas \(merchants\), que são as suas únicas contrapartes/,
      /businesses \(merchants\) only, and merchants are its only counterparties/,
    ],
    ['never lends', /não empresta dinheiro/, /does not lend money/],
    ['never contacts end users', /nunca entra em contato com usuários finais/, /never contacts end users/],
    [
      'peer-to-peer transfers between individuals banned',
      /proibido[\s\S]*transferências entre pessoas físicas \(P2P\)/,
      /may not be used for[\s\S]*transfers between individuals \(peer-to-peer\)/,
    ],
    [
      'only verified users with valid documentation',
      /Só podem usar os serviços usuários verificados, com documentação válida/,
      /Only verified users with valid documentation may use the services/,
    ],
  ])('terms state: %s', (_rule, pt, en) => {
    expect(all('pt-BR', 'terms')).toMatch(pt)
    expect(all('en-US', 'terms')).toMatch(en)
  })

  it.each([
    ['the law', /Lei nº 13\.709\/2018/, /Law No\. 13,709\/2018/],
    ['the controller', /A Fluxa é a controladora/, /Fluxa is the controller/],
    [
      'the form fields',
      /nome[\s\S]*e-mail[\s\S]*empresa[\s\S]*WhatsApp[\s\S]*mensagem/,
      /name[\s\S]*email[\s\S]*company[\s\S]*WhatsApp[\s\S]*message/,
    ],
    [
      'the IP address and why',
      /endereço IP[\s\S]*limitar o número de envios/,
      /IP address[\s\S]*limit the number of submissions/,
    ],
    ['the legal basis', /art\. 7º, V[\s\S]*art\. 7º, IX/, /art\. 7, V[\s\S]*art\. 7, IX/],
    ['the retention', /por até 24 meses após o último contato/, /for up to 24 months after our last contact/],
    [
      'the rights of art. 18 and how to exercise them',
      /art\. 18[\s\S]*formulário de contato deste site/,
      /art\. 18[\s\S]*contact form on this website/,
    ],
    [
      'the data protection officer and how to reach them',
      /encarregado[\s\S]*“A\/C do Encarregado de Dados”/,
      /data protection officer[\s\S]*“Attn: Data Protection Officer”/,
    ],
    ['international transfers', /art\. 33/, /art\. 33/],
    [
      'the only cookie',
      /único cookie e um único item de armazenamento local[\s\S]*fluxa_locale[\s\S]*pt-BR ou en-US[\s\S]*um ano/,
      /single cookie and a single local storage item[\s\S]*fluxa_locale[\s\S]*pt-BR or en-US[\s\S]*one year/,
    ],
  ])('privacy states %s', (_rule, pt, en) => {
    expect(all('pt-BR', 'privacy')).toMatch(pt)
    expect(all('en-US', 'privacy')).toMatch(en)
  })
})
