import type { HomeRecordInput } from '../../../content/schema/homeRecord.ts'
import { both } from './both.ts'
import { fixtureTag } from './fixtureTag.ts'

const card = (i: number) => ({
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
    benefits: { heading: both('Por que', 'Why'), cards: [1, 2, 3].map(card) },
    markets: { heading: both('Mercados', 'Markets'), intro: both('Texto.', 'Text.') },
    faq: [1, 2, 3, 4].map((i) => ({
      question: both(`Pergunta ${fixtureTag(i)}?`, `Question ${fixtureTag(i)}?`),
      answer: both('Sim.', 'Yes.'),
    })),
  } satisfies HomeRecordInput
}
