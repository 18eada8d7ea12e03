/** The content check's test records: fixtures that pass every rule, and the helpers that plant one defect into them. */
import { expect } from 'vitest'
import { landingPages, type LandingPageEntry, type PageKey } from '../../../site/landingPages.ts'
import type { IndustryRecordInput, LandingRecordInput } from '../../../content/schema/landingRecord.ts'
import type { DocumentRecordInput } from '../../../content/schema/documentRecord.ts'
import type { HomeRecordInput } from '../../../content/schema/homeRecord.ts'
import { industryFacts, type IndustryId } from '../../../site/facts/industryFacts.ts'
import type { ContentTree } from '../ContentTree.ts'
import { locales, type Locale } from '../../../site/locales.ts'

/** A text in both languages, for the tests' records. */
export function both(pt: string, en: string) {
  return { 'pt-BR': pt, 'en-US': en }
}

/**
 * A fixture's own word for a number, in lower-case letters (0 → `a`, 25 → `z`, 26 → `ba`): fixture titles stay unique
 * per page without a digit, which the figures rule would take for an invented figure.
 */
export function fixtureTag(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26))
  return n < 26 ? letter : `${fixtureTag(Math.floor(n / 26))}${letter}`
}

/** A page of the real registry, by `family/slug`, for a test to plant a defect into a copy of. */
export function registryEntry(key: PageKey): LandingPageEntry {
  const entry = landingPages.find((page) => `${page.family}/${page.slug}` === key)
  if (!entry) throw new Error(`no registry page ${key}`)
  return entry
}

/**
 * A template page's record that passes every rule: words that name no fact, no figure and no title of another
 * fixture (page `n`'s own), so a test plants exactly one defect into it.
 */
export function landingFixture(n: number) {
  const page = fixtureTag(n)
  const card = (i: number) => ({
    icon: 'Coins' as const,
    title: both(`Ponto ${fixtureTag(i)} da página ${page}`, `Point ${fixtureTag(i)} of page ${page}`),
    body: both(`Na página ${page}, o item ${fixtureTag(i)}.`, `On page ${page}, item ${fixtureTag(i)}.`),
  })
  const faq = (i: number) => ({
    question: both(`Pergunta ${fixtureTag(i)} da página ${page}?`, `Question ${fixtureTag(i)} of page ${page}?`),
    answer: both(`A resposta ${fixtureTag(i)}.`, `Answer ${fixtureTag(i)}.`),
  })
  return {
    meta: {
      title: both(`Página ${page} | Fluxa`, `Page ${page} | Fluxa`),
      description: both(
        'Uma descrição de teste longa o bastante para um resultado de busca, escrita só com palavras neutras, sem nenhum fato.',
        'A test description long enough for a search result, written only in neutral words that name no fact of any kind at all.',
      ),
    },
    menu: both(`Linha do menu ${page}`, `Menu line ${page}`),
    hero: { title: both(`Título ${page}`, `Title ${page}`), subtitle: both('Um subtítulo.', 'A subtitle.') },
    benefits: { heading: both('O que muda', 'What changes'), cards: [1, 2, 3, 4, 5, 6].map(card) },
    story: {
      title: both('Como funciona', 'How it works'),
      steps: [1, 2, 3].map((i) => ({
        title: both(`Passo ${fixtureTag(i)} da página ${page}`, `Step ${fixtureTag(i)} of page ${page}`),
        body: both(`O passo ${fixtureTag(i)}.`, `Step ${fixtureTag(i)} happens.`),
      })),
    },
    faq: [1, 2, 3, 4].map(faq),
    contact: {
      heading: both('Fale com a gente', 'Talk to us'),
      hint: both('Conte o que você faz.', 'Tell us what you do.'),
    },
  } satisfies LandingRecordInput
}

/** A fixture page record (landingFixture) with one card's body replaced: the commonest planted defect. */
export function withCardBody(n: number, index: number, body: { 'pt-BR': string; 'en-US': string }) {
  const record = landingFixture(n)
  return {
    ...record,
    benefits: {
      ...record.benefits,
      cards: record.benefits.cards.map((card, at) => (at === index ? { ...card, body } : card)),
    },
  }
}

/**
 * Each case (Portuguese, English) planted as a card's body on its own registry page, in the registry's order, and
 * checked in one whole tree by `check`: for case `n`, the lines `check` printed about its page in each language.
 */
export function linesForEach(
  cases: readonly (readonly [string, string])[],
  check: (tree: ContentTree) => string[],
): Record<Locale, string[]>[] {
  const keys = landingPages.slice(0, cases.length).map(({ family, slug }) => `${family}/${slug}`)
  const pages = Object.fromEntries(keys.map((key, n) => [key, withCardBody(n, 4, both(...cases[n]))]))
  const found = check(fixtureTree({ pages }))
  const about = (key: string, locale: Locale) =>
    found.filter((line) => line.startsWith(`content/${key}.ts › ${locale} › `))
  return keys.map((key) => ({ 'pt-BR': about(key, 'pt-BR'), 'en-US': about(key, 'en-US') }))
}

/** Each case of linesForEach found exactly once in each language; every line found, for a test to read further. */
export function expectEachFoundOnce(
  cases: readonly (readonly [string, string])[],
  check: (tree: ContentTree) => string[],
): string[] {
  const found = linesForEach(cases, check)
  found.forEach((lines, n) => {
    for (const locale of locales) expect(lines[locale], `${locale}: ${cases[n]!.join(' / ')}`).toHaveLength(1)
  })
  return found.flatMap((lines) => locales.flatMap((locale) => lines[locale]))
}

/** A legal document (terms, privacy) that passes every rule, for a test to plant a defect into. */
export function documentFixture() {
  return {
    meta: { title: both('Termos | Fluxa', 'Terms | Fluxa'), description: both('Uma descrição.', 'A description.') },
    title: both('Termos', 'Terms'),
    updated: both('Hoje', 'Today'),
    intro: both('Uma introdução.', 'An introduction.'),
    sections: [{ title: both('Primeira etapa', 'First stage'), body: both('Texto.', 'Text.') }],
  } satisfies DocumentRecordInput
}

const reasonCard = (i: number) => ({
  icon: 'Coins' as const,
  title: both(`Motivo ${fixtureTag(i)}`, `Reason ${fixtureTag(i)}`),
  body: both('Texto.', 'Text.'),
})

/** A home record that passes every rule, for a test to plant a defect into. */
export function homeFixture() {
  return {
    meta: { title: both('Fluxa', 'Fluxa'), description: both('Uma descrição.', 'A description.') },
    hero: { title: both('Início', 'Home'), subtitle: both('Um subtítulo.', 'A subtitle.') },
    solutions: { heading: both('Soluções', 'Solutions') },
    benefits: { heading: both('Por que', 'Why'), cards: [1, 2, 3].map(reasonCard) },
    markets: { heading: both('Mercados', 'Markets'), intro: both('Texto.', 'Text.') },
    faq: [1, 2, 3, 4].map((i) => ({
      question: both(`Pergunta ${fixtureTag(i)}?`, `Question ${fixtureTag(i)}?`),
      answer: both('Sim.', 'Yes.'),
    })),
  } satisfies HomeRecordInput
}

const kindsOfFlow = {
  paid: ['paid', 'paid', 'settles'],
  paysOut: ['paysOut', 'paysOut', 'settles'],
  both: ['paid', 'paysOut', 'settles'],
} as const

/**
 * The scene words an industry's hero visual draws (industryRecordFor, content/schema/landingRecord.ts): none, a title,
 * or both.
 */
function sceneFixture(n: number, industry: IndustryId) {
  const { kind } = registryEntry(`industries/${industry}`).visual
  const title = both(`Cena ${fixtureTag(n)}`, `Scene ${fixtureTag(n)}`)
  if (kind === 'checkout' || kind === 'payout') return { scene: { title, note: both('Uma nota.', 'A note.') } }
  return kind === 'installments' || kind === 'invoice' ? { scene: { title } } : {}
}

/**
 * An industry page's record that passes every rule: landingFixture's, with steps of the kinds its flow needs and the
 * scene words its hero visual draws.
 */
export function industryFixture(n: number, industry: IndustryId) {
  const record = landingFixture(n)
  const kinds = kindsOfFlow[industryFacts[industry].flow]
  return {
    ...record,
    story: { ...record.story, steps: record.story.steps.map((step, index) => ({ ...step, kind: kinds[index] })) },
    ...sceneFixture(n, industry),
  } satisfies IndustryRecordInput
}

const serviceCard = (i: number) => ({
  icon: 'Coins' as const,
  title: both(`Serviço ${fixtureTag(i)}`, `Service ${fixtureTag(i)}`),
  body: both('Texto.', 'Text.'),
})
const titled = (i: number) => ({
  title: both(`Etapa ${fixtureTag(i)}`, `Stage ${fixtureTag(i)}`),
  body: both('Texto.', 'Text.'),
})
/**
 * The whole site's content for a test: every registry page (the real registry) with a fixture record that passes
 * every rule, fixture home, About, shared and legal records and a UI catalogue in each language; `pages` replaces the
 * records a test plants a defect into, the other keys the other records.
 */
export function fixtureTree(
  overrides: { pages?: Partial<Record<PageKey, unknown>> } & Partial<Omit<ContentTree, 'pages'>> = {},
): ContentTree {
  const { pages = {}, ...records } = overrides
  return {
    pages: landingPages.map((entry, n) => {
      const key = `${entry.family}/${entry.slug}`
      const fixture = entry.family === 'industries' ? industryFixture(n, entry.slug) : landingFixture(n)
      const planted = new Map<string, unknown>(Object.entries(pages))
      return { entry, record: planted.has(key) ? planted.get(key) : fixture }
    }),
    home: homeFixture(),
    about: {
      meta: { title: both('Sobre | Fluxa', 'About | Fluxa'), description: both('Uma descrição.', 'A description.') },
      hero: { title: both('Sobre', 'About'), subtitle: both('Um subtítulo.', 'A subtitle.') },
      story: titled(1),
      mission: titled(2),
      whatWeDo: { title: both('O que fazemos', 'What we do'), items: [1, 2, 3, 4].map(serviceCard) },
      facts: {
        title: both('Fatos', 'Facts'),
        intro: both('Texto.', 'Text.'),
        countries: both('países', 'countries'),
        methods: both('métodos', 'methods'),
        currencies: both('moedas', 'currencies'),
        rails: both('trilhos', 'rails'),
      },
      process: { title: both('Como funciona', 'How it works'), steps: [1, 2, 3, 4].map(titled) },
      values: { title: both('Valores', 'Values'), items: [5, 6, 7, 8].map(serviceCard) },
    },
    shared: {
      billboard: { kicker: both('Projeção', 'Projection'), heading: both('O mercado cresce', 'The market grows') },
      info: { freedom: titled(1), stablecoin: titled(2), technology: titled(3) },
      trust: {
        heading: both('Regras', 'Rules'),
        intro: both('Texto.', 'Text.'),
        terms: both('Ler os termos', 'Read the terms'),
      },
      related: both('Veja também', 'See also'),
      faqHeading: both('Perguntas', 'Questions'),
    },
    terms: documentFixture(),
    privacy: documentFixture(),
    catalogues: [
      {
        file: 'locales/pt-BR/site.po',
        locale: 'pt-BR',
        messages: { 'footer.rights': 'Todos os direitos reservados.' },
      },
      { file: 'locales/en-US/site.po', locale: 'en-US', messages: { 'footer.rights': 'All rights reserved.' } },
    ],
    ...records,
  }
}
