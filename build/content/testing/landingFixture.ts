import type { LandingRecordInput } from '../../../content/schema/landingRecord.ts'
import { both } from './both.ts'
import { fixtureTag } from './fixtureTag.ts'

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
