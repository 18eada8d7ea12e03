import { describe, expect, it } from 'vitest'
import { unicodeRangeCodePoints } from '../../build/font/subsetInterLatin.ts'
import { interLatinSubset } from '../../components/brand/interLatinSubset.ts'
import { aboutUs } from '../../content/about-us.ts'
import { home } from '../../content/home.ts'
import { landingRecordOf } from '../../content/landingRecordOf.ts'
import { privacy } from '../../content/privacy.ts'
import { terms } from '../../content/terms.ts'
import { messages as enContact } from '../../locales/en-US/contact.ts'
import { messages as enSite } from '../../locales/en-US/site.ts'
import { messages as ptContact } from '../../locales/pt-BR/contact.ts'
import { messages as ptSite } from '../../locales/pt-BR/site.ts'
import { pageMessages } from '../../site/pageMessages.ts'
import { breadcrumbMessages } from '../../renderer/head/jsonLd.ts'
import { createI18n } from '../../site/createI18n.ts'
import { findLandingPage, sitePaths } from '../../site/landingPages.ts'
import { landingPageName } from '../../site/landingPageName.ts'
import { locales, type Locale, localizePath } from '../../site/locales.ts'
import { foreignLanguageWords } from '../support/foreignLanguageWords.ts'
import { rawMessageIds } from '../support/rawMessageIds.ts'
import { readServedPage } from '../support/readServedPage.ts'
import { servedSite } from '../support/servedSite.ts'

/*
 * Every page (every route in both languages) as the production build serves it, rendered by the real app in this process
 * (`npx vite build` first), read from its HTML: what a visitor and a search engine get. The words come from the
 * content records and the facts registry; what is checked here is what only the rendered page shows (each page's
 * head, its JSON-LD against its visible questions, the UI strings and facts around the record's words). The records
 * alone are checked at build time (`npm run content:check`, build/content/).
 */

type Served = ReturnType<typeof readServedPage> & { status: number; type: string }
type Faq = readonly { question: string; answer: string }[]

const i18n = {
  'pt-BR': createI18n('pt-BR', pageMessages('pt-BR')),
  'en-US': createI18n('en-US', pageMessages('en-US')),
}
const local = <T extends Record<Locale, string>>(text: T, locale: Locale) => text[locale]
const faqIn = (faq: readonly { question: Record<Locale, string>; answer: Record<Locale, string> }[], locale: Locale) =>
  faq.map((item) => ({ question: item.question[locale], answer: item.answer[locale] }))

/** What the page's record (or, for its name, the facts registry) says the page is, in one language. */
function expectedOf(path: string, locale: Locale) {
  const landing = findLandingPage(path)
  if (landing) {
    const record = landingRecordOf(landing)
    return {
      kind: 'template' as const,
      meta: record.meta,
      h1: local(record.hero.title, locale),
      faq: faqIn(record.faq, locale) as Faq | undefined,
      name: landingPageName(landing, locale),
    }
  }
  const standalone = breadcrumbMessages.pages.get(path)
  const name = standalone ? i18n[locale]._(standalone) : ''
  switch (path) {
    case '/':
      return {
        kind: 'home' as const,
        meta: home.meta,
        h1: local(home.hero.title, locale),
        faq: faqIn(home.faq, locale),
        name,
      }
    case '/about-us':
      return { kind: 'about' as const, meta: aboutUs.meta, h1: local(aboutUs.hero.title, locale), faq: undefined, name }
    case '/terms':
      return { kind: 'terms' as const, meta: terms.meta, h1: local(terms.title, locale), faq: undefined, name }
    case '/privacy':
      return { kind: 'privacy' as const, meta: privacy.meta, h1: local(privacy.title, locale), faq: undefined, name }
  }
  throw new Error(`no record for ${path}`)
}

const pages = locales.flatMap((locale) =>
  sitePaths.map((path) => ({ locale, path, url: localizePath(path, locale), ...expectedOf(path, locale) })),
)
const notFound = locales.map((locale) => ({ locale, url: localizePath('/no-such-page', locale) }))
const site = servedSite(
  [...pages, ...notFound].map(({ url }) => url),
  (html, response) => ({
    ...readServedPage(html),
    status: response.status,
    type: response.headers.get('content-type') ?? '',
  }),
)
const page = (url: string): Served => site.page(url)
/** Everything of a page a visitor reads or a search engine shows: body, spoken attributes, title, description. */
const allText = (p: Served) => [p.title ?? '', p.description ?? '', p.text].join('\n')
const ofType = (p: Served, type: string) =>
  p.jsonLd.filter((data): data is Record<string, unknown> => (data as { '@type'?: unknown })['@type'] === type)

/** Promises the spec never makes, in either language: a reply time, a local-entity waiver, a rate lock, fees. */
const forbidden = [
  /dia útil/i,
  /business day/i,
  /entidade local|sem (abrir )?(uma )?entidade|entidade n[oa] (Brasil|México|Colômbia|país)/i,
  /local entity|(no|without (opening |setting up )?an?) (\w+ )?entity/i,
  /cotação travada|travar (a )?cotação/i,
  /rate lock|lock(ed)? (in )?(the |your )?rate|rate locked/i,
  /\btarifas?\b|\bpreços?\b|\bmensalidade zero\b/i,
  /\bfees?\b|\bpricing\b|\bprices?\b/i,
]
// A decimal figure written the other language's way: 99.9% on a Portuguese page, 7,3% on an English one. Thousands
// separators (the privacy policy's "Lei nº 13.709/2018", "Law No. 13,709/2018") have three digits after the mark.
const foreignDecimal = {
  'pt-BR': /(?<![\d.,])\d+\.\d{1,2}(?![\d])/u,
  'en-US': /(?<![\d.,])\d+,\d{1,2}(?![\d])/u,
} as const satisfies Record<Locale, RegExp>

describe.each(locales)('%s: every page as served', (locale) => {
  const ofLocale = pages.filter((p) => p.locale === locale)

  it.each(ofLocale)('$url: 200, its own words in its language, no raw message id', ({ url, meta, h1 }) => {
    const p = page(url)
    expect(p.status).toBe(200)
    expect(p.type).toMatch(/^text\/html/)
    expect(p.lang).toBe(locale)
    expect(p.title).toBe(meta.title[locale])
    expect(p.description).toBe(meta.description[locale])
    expect(p.h1).toEqual([h1])
    const text = allText(p)
    expect(rawMessageIds(text), 'raw message id on the page').toEqual([])
    expect(foreignLanguageWords(text, locale), 'words of the other language').toEqual([])
    expect(foreignDecimal[locale].exec(text)?.[0] ?? null, 'a decimal written the other way').toBeNull()
    for (const pattern of forbidden) expect(text, `${url}: ${pattern}`).not.toMatch(pattern)
  })

  it('titles, descriptions and headlines: each page its own, of a length a search result shows', () => {
    for (const key of ['title', 'description', 'h1'] as const) {
      const values = ofLocale.map(({ url }) => (key === 'h1' ? page(url).h1.join(' ') : page(url)[key]) ?? '')
      const repeated = values.filter((value, index) => values.indexOf(value) !== index)
      expect(repeated, `${key} on more than one page`).toEqual([])
    }
    for (const { url } of ofLocale) {
      const { title = '', description = '' } = page(url)
      expect(title.length, `${url} title`).toBeLessThanOrEqual(70)
      expect(title, `${url} title names the brand`).toContain('Fluxa')
      expect(description.length, `${url} description`).toBeGreaterThanOrEqual(110)
      expect(description.length, `${url} description`).toBeLessThanOrEqual(170)
    }
  })

  it('writes decimals its own way: the uptime figure as 99,9% in Portuguese, 99.9% in English', () => {
    const all = ofLocale.map(({ url }) => allText(page(url))).join('\n')
    expect(all).toContain(locale === 'pt-BR' ? '99,9%' : '99.9%')
  })

  it.each(ofLocale)('$url: FAQPage JSON-LD exactly where the page shows its questions', ({ url, kind, faq }) => {
    const p = page(url)
    const marked = ofType(p, 'FAQPage')
    if (!faq) {
      expect(marked, `${kind} page marks up no questions`).toEqual([])
      expect(p.has('faq')).toBe(false)
      return
    }
    expect(['template', 'home']).toContain(kind)
    expect(marked).toHaveLength(1)
    expect(marked[0]['@context']).toBe('https://schema.org')
    const entities = marked[0].mainEntity as {
      '@type': string
      name: string
      acceptedAnswer: { '@type': string; text: string }
    }[]
    expect(entities.length).toBeGreaterThanOrEqual(4)
    expect(entities.length).toBeLessThanOrEqual(6)
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question')
      expect(entity.acceptedAnswer['@type']).toBe('Answer')
    }
    const markedUp = entities.map((entity) => ({ question: entity.name, answer: entity.acceptedAnswer.text }))
    // The same questions and answers, in the same order, as the page shows and its record holds.
    expect(p.faq).toEqual(markedUp)
    expect(markedUp).toEqual(faq)
  })

  it.each(ofLocale)('$url: BreadcrumbList named from the facts (home: Organization)', ({ url, path, kind, name }) => {
    const p = page(url)
    const crumbs = ofType(p, 'BreadcrumbList')
    if (kind === 'home') {
      expect(crumbs).toEqual([])
      expect(ofType(p, 'Organization')).toHaveLength(1)
      return
    }
    expect(ofType(p, 'Organization')).toEqual([])
    expect(crumbs).toHaveLength(1)
    expect(name).not.toBe('')
    expect(crumbs[0].itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: i18n[locale]._(breadcrumbMessages.home),
        item: `${site.app().publicUrl}${localizePath('/', locale)}`,
      },
      { '@type': 'ListItem', position: 2, name, item: `${site.app().publicUrl}${url}` },
    ])
    expect(rawMessageIds(JSON.stringify(crumbs)), path).toEqual([])
  })

  it('the 404 page: in its language, no raw message id, no questions marked up', () => {
    const { url } = notFound.find((p) => p.locale === locale) ?? { url: '' }
    const p = page(url)
    expect(p.status).toBe(404)
    expect(p.lang).toBe(locale)
    expect(rawMessageIds(allText(p))).toEqual([])
    expect(foreignLanguageWords(allText(p), locale)).toEqual([])
    expect(ofType(p, 'FAQPage')).toEqual([])
  })

  it.each(ofLocale.filter((p) => p.kind === 'template'))(
    '$url: every card of its record, none empty, and its badges',
    ({ url, path }) => {
      const landing = findLandingPage(path)
      const record = landing ? landingRecordOf(landing) : undefined
      const cards = page(url).items('benefit-grid')
      expect(cards.length).toBeGreaterThanOrEqual(3)
      expect(cards).toEqual(
        (record?.benefits.cards ?? []).map((card) => ({ heading: card.title[locale], text: card.body[locale] })),
      )
      for (const card of cards) expect(card.heading && card.text, `card of ${url}`).toBeTruthy()
      expect(page(url).items('hero-badges', 'li', 'li').length).toBeGreaterThan(0)
    },
  )

  it("About: the spec's four things the company does and its four values, each with a heading and a text", () => {
    const about = page(localizePath('/about-us', locale))
    for (const [testId, items] of [
      ['about-services', aboutUs.whatWeDo.items],
      ['about-values', aboutUs.values.items],
    ] as const) {
      const shown = about.items(testId)
      expect(shown, testId).toHaveLength(4)
      expect(shown.map((item) => item.heading)).toEqual(items.map((item) => item.title[locale]))
      for (const item of shown) expect(item.heading && item.text, `${testId} item`).toBeTruthy()
    }
    // The spec's four values by name, each told as behaviour in its text (docs/pages-and-copy.md: About).
    expect(about.items('about-values').map((item) => item.heading)).toEqual(
      locale === 'pt-BR'
        ? ['Transparência', 'Segurança', 'Inovação', 'Confiabilidade']
        : ['Transparency', 'Security', 'Innovation', 'Reliability'],
    )
  })

  it.each([
    ['/terms', terms],
    ['/privacy', privacy],
  ] as const)('%s: eight sections in the order of its record, each with a heading and its text', (path, record) => {
    const sections = page(localizePath(path, locale)).sections
    expect(sections).toHaveLength(8)
    expect(sections.map((section) => section.heading)).toEqual(record.sections.map((s) => s.title[locale]))
    for (const section of sections) expect(section.text.length, section.heading).toBeGreaterThan(40)
  })
})

describe('what the terms and the privacy policy say (docs/pages-and-copy.md, LGPD)', () => {
  const text = (path: string, locale: Locale) => page(localizePath(path, locale)).text

  it.each([
    [
      'merchants only, the only counterparties',
      /exclusivamente a empresas\b[^.]*únicas contrapartes/,
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
    expect(text('/terms', 'pt-BR')).toMatch(pt)
    expect(text('/terms', 'en-US')).toMatch(en)
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
    [
      // The form sends the page and the visit's campaign tags: the policy says so instead of "no tracking".
      'the page and campaign tags the form stores, and why',
      /página[^.]*etiquetas de campanha[^.]*legítimo interesse[\s\S]*sessionStorage[\s\S]*fluxa_first_touch/,
      /page[^.]*campaign tags[^.]*legitimate interest[\s\S]*sessionStorage[\s\S]*fluxa_first_touch/,
    ],
  ])('privacy states %s', (_rule, pt, en) => {
    expect(text('/privacy', 'pt-BR')).toMatch(pt)
    expect(text('/privacy', 'en-US')).toMatch(en)
  })
})

describe('across the languages', () => {
  it("every character a page shows, or a hydrated part can say, is in the first screen's font file", () => {
    // Outside it, a character would be drawn by the fallback face or fetch Latin Extended (interLatinSubset.ts).
    const inFont = new Set(unicodeRangeCodePoints(interLatinSubset.unicodeRange))
    const messages = [ptContact, enContact, ptSite, enSite].flatMap((catalog) => JSON.stringify(Object.values(catalog)))
    const shown = [...pages, ...notFound].map(({ url }) => allText(page(url)))
    const missing = new Set(
      [...[...shown, ...messages].join('')].filter((c) => !/\s/u.test(c) && !inFont.has(c.codePointAt(0) ?? 0)),
    )
    expect([...missing]).toEqual([])
  })

  it('no page has the same title or description in both languages (one left untranslated)', () => {
    for (const path of sitePaths) {
      const [pt, en] = locales.map((locale) => page(localizePath(path, locale)))
      expect(en.title, path).not.toBe(pt.title)
      expect(en.description, path).not.toBe(pt.description)
    }
  })
})
