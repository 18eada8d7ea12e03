import { describe, expect, it } from 'vitest'
import type { PageKey } from '../../../site/landingPages.ts'
import { both, fixtureTree, landingFixture } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

/** Page `n`'s fixture with its third story step titled `title`. */
const withStepTitle = (n: number, title: { 'pt-BR': string; 'en-US': string }) => {
  const record = landingFixture(n)
  const steps = record.story.steps.map((step, index) => (index === 2 ? { ...step, title } : step))
  return { ...record, story: { ...record.story, steps } }
}
const keys: readonly PageKey[] = ['methods/pix', 'methods/cards', 'methods/spei', 'methods/transfiya']

describe('rule 4: a card or story-step title on at most 3 template pages of a language', () => {
  it('refuses a step title repeated on 4 pages, on each of them, case and spaces aside', () => {
    const spellings = ['Segundos e D+1', 'segundos e d+1', 'Segundos  e D+1 ', 'SEGUNDOS E D+1']
    const pages = Object.fromEntries(
      keys.map((key, n) => [key, withStepTitle(n + 6, both(spellings[n], `Own title ${n}`))]),
    )
    const found = checkLines(fixtureTree({ pages }), 'repeatedTitle')
    expect(found).toHaveLength(4)
    expect(found[0]).toBe(
      'content/methods/pix.ts › pt-BR › story.steps[2].title: “Segundos e D+1” is a title on 4 template pages (at most 3): also methods/cards, methods/spei, methods/transfiya; give this page its own',
    )
    expect(found.every((line) => line.includes(' › pt-BR › story.steps[2].title: '))).toBe(true)
  })

  it('lets a title appear on 3 pages', () => {
    const pages = Object.fromEntries(
      keys.slice(0, 3).map((key, n) => [key, withStepTitle(n + 6, both('Mesmo', 'Same'))]),
    )
    expect(checkLines(fixtureTree({ pages }), 'repeatedTitle')).toEqual([])
  })

  it("counts a card titled like other pages' steps", () => {
    const pages = Object.fromEntries(
      keys.slice(0, 3).map((key, n) => [key, withStepTitle(n + 6, both('Mesmo', 'Same'))]),
    )
    const record = landingFixture(0)
    const cards = record.benefits.cards.map((card, index) =>
      index === 0 ? { ...card, title: both('Mesmo', 'Other') } : card,
    )
    const withCard = { ...record, benefits: { ...record.benefits, cards } }
    expect(
      checkLines(fixtureTree({ pages: { ...pages, 'solutions/cross-border': withCard } }), 'repeatedTitle'),
    ).toHaveLength(4)
  })
})
