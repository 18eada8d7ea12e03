import { describe, expect, it } from 'vitest'
import { both } from '../testing/both.ts'
import { checkLines } from '../testing/checkLines.ts'
import { fixtureTree } from '../testing/fixtureTree.ts'
import { landingFixture } from '../testing/landingFixture.ts'

const record = landingFixture(0)

describe('rule 1: each record against its family schema', () => {
  it('names the page, the language and the field of a missing English text', () => {
    const planted = { ...record, hero: { ...record.hero, title: { 'pt-BR': 'Venda no México com SPEI' } } }
    expect(checkLines(fixtureTree({ pages: { 'countries/mexico': planted } }), 'schema')).toEqual([
      'content/countries/mexico.ts › en-US › hero.title: missing',
    ])
  })

  it('refuses an empty or blank text in either language', () => {
    const planted = { ...record, contact: { ...record.contact, hint: both('   ', 'Tell us what you sell.') } }
    expect(checkLines(fixtureTree({ pages: { 'methods/pix': planted } }), 'schema')).toEqual([
      'content/methods/pix.ts › pt-BR › contact.hint: is empty',
    ])
  })

  it('refuses a missing block, a story of 2 steps and an FAQ outside 4 to 6 questions', () => {
    const withoutMenu = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'menu'))
    const planted = {
      ...withoutMenu,
      story: { ...record.story, steps: record.story.steps.slice(0, 2) },
      faq: record.faq.slice(0, 3),
    }
    const tooMany = { ...record, faq: [...record.faq, ...record.faq.slice(0, 3)] }
    expect(
      checkLines(fixtureTree({ pages: { 'solutions/billing': planted, 'industries/travel': tooMany } }), 'schema'),
    ).toEqual([
      'content/solutions/billing.ts › menu: missing',
      'content/solutions/billing.ts › story.steps: needs exactly 3 steps',
      'content/solutions/billing.ts › faq: needs at least 4 questions',
      // The industry schema wants each step's kind too.
      'content/industries/travel.ts › story.steps[0].kind: missing',
      'content/industries/travel.ts › story.steps[1].kind: missing',
      'content/industries/travel.ts › story.steps[2].kind: missing',
      'content/industries/travel.ts › faq: has more than 6 questions',
    ])
  })

  it('checks home, About and the shared blocks with their own schemas', () => {
    const tree = fixtureTree()
    expect(
      checkLines(
        { ...tree, home: { ...record, benefits: record.benefits }, about: {}, shared: { ...record } },
        'schema',
      ).filter((line) => /(home|about-us|shared)\.ts/u.test(line)).length,
    ).toBeGreaterThan(3)
    expect(checkLines({ ...tree, about: {} }, 'schema')).toContain('content/about-us.ts › hero: missing')
  })
})
