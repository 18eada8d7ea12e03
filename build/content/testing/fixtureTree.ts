import { type PageKey, landingPages } from '../../../site/landingPages.ts'
import type { ContentTree } from '../ContentTree.ts'
import { both } from './both.ts'
import { fixtureTag } from './fixtureTag.ts'
import { documentFixture } from './documentFixture.ts'
import { homeFixture } from './homeFixture.ts'
import { industryFixture } from './industryFixture.ts'
import { landingFixture } from './landingFixture.ts'

const card = (i: number) => ({
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
      whatWeDo: { title: both('O que fazemos', 'What we do'), items: [1, 2, 3, 4].map(card) },
      facts: {
        title: both('Fatos', 'Facts'),
        intro: both('Texto.', 'Text.'),
        countries: both('países', 'countries'),
        methods: both('métodos', 'methods'),
        currencies: both('moedas', 'currencies'),
        rails: both('trilhos', 'rails'),
      },
      process: { title: both('Como funciona', 'How it works'), steps: [1, 2, 3, 4].map(titled) },
      values: { title: both('Valores', 'Values'), items: [5, 6, 7, 8].map(card) },
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
