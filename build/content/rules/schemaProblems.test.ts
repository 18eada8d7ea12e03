import { describe, expect, it } from 'vitest'
import { both, fixtureTree, industryFixture, landingFixture } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

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
      // Travel's hero draws an installment picker titled by the record's scene.
      'content/industries/travel.ts › scene: missing',
    ])
  })

  it('holds an industry record to the scene words its hero visual draws', () => {
    const payroll = industryFixture(24, 'payroll')
    const scene = { title: both('Pagamento da equipe', 'Team payroll'), note: both('Uma nota.', 'A note.') }
    const planted = {
      // A checkout scene draws its title and a note; a scene without a note leaves a hole.
      'industries/payroll': { ...payroll, scene: { title: scene.title } },
      'industries/gaming': { ...payroll, scene: undefined },
      // A flow draws no scene: words kept for it would be checked and never shown.
      'industries/marketplaces': { ...industryFixture(16, 'marketplaces'), scene },
    }
    expect(checkLines(fixtureTree({ pages: planted }), 'schema')).toEqual([
      'content/industries/marketplaces.ts: has field(s) the schema does not know: scene',
      'content/industries/gaming.ts › scene: missing',
      'content/industries/payroll.ts › scene.note: missing',
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
