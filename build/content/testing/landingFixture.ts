import type { LandingRecordInput } from '../../../content/schema/landingRecord.ts'
import { both } from './both.ts'

/**
 * A template page's record that passes every rule: words that name no fact, no figure and no title of another
 * fixture (page `n`'s own), so a test plants exactly one defect into it.
 */
export function landingFixture(n: number) {
  const card = (i: number) => ({
    icon: 'Coins' as const,
    title: both(`Ponto ${i} da página ${n}`, `Point ${i} of page ${n}`),
    body: both(`O texto do item ${i}.`, `The text of item ${i}.`),
  })
  const faq = (i: number) => ({
    question: both(`Pergunta ${i} da página ${n}?`, `Question ${i} of page ${n}?`),
    answer: both(`A resposta ${i}.`, `Answer ${i}.`),
  })
  return {
    meta: {
      title: both(`Página ${n} | Fluxa`, `Page ${n} | Fluxa`),
      description: both(
        'Uma descrição de teste longa o bastante para um resultado de busca, escrita só com palavras neutras, sem nenhum fato.',
        'A test description long enough for a search result, written only in neutral words that name no fact of any kind at all.',
      ),
    },
    menu: both(`Linha do menu ${n}`, `Menu line ${n}`),
    hero: { title: both(`Título ${n}`, `Title ${n}`), subtitle: both('Um subtítulo.', 'A subtitle.') },
    benefits: { heading: both('O que muda', 'What changes'), cards: [1, 2, 3, 4, 5, 6].map(card) },
    story: {
      title: both('Como funciona', 'How it works'),
      steps: [1, 2, 3].map((i) => ({
        title: both(`Passo ${i} da página ${n}`, `Step ${i} of page ${n}`),
        body: both(`O passo ${i}.`, `Step ${i} happens.`),
      })),
    },
    faq: [1, 2, 3, 4].map(faq),
    contact: {
      heading: both('Fale com a gente', 'Talk to us'),
      hint: both('Conte o que você faz.', 'Tell us what you do.'),
    },
  } satisfies LandingRecordInput
}
