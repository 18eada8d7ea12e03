import { describe, expect, it } from 'vitest'
import { both, fixtureTree, landingFixture } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const record = landingFixture(3)

describe("the copy brief's lengths and forms", () => {
  it('refuses a head that does not end " | Fluxa", a short description and a menu line that is a sentence', () => {
    const planted = {
      ...record,
      meta: { title: both('Cobrança de faturas', 'Invoice collection | Fluxa'), description: both('Curta.', 'Short.') },
      menu: both('PIX, SPEI e cartões.', 'PIX, SPEI and cards'),
    }
    expect(checkLines(fixtureTree({ pages: { 'solutions/billing': planted } }), 'length')).toEqual([
      'content/solutions/billing.ts › pt-BR › meta.title: must be a text that ends with “ | Fluxa”',
      'content/solutions/billing.ts › pt-BR › meta.description: is 6 characters long: at least 110',
      'content/solutions/billing.ts › en-US › meta.description: is 6 characters long: at least 110',
      'content/solutions/billing.ts › pt-BR › menu: must be a text that has no full stop (a fact, not a sentence)',
    ])
  })

  it('refuses a card body longer than 130 characters, counting characters, not bytes', () => {
    const cards = record.benefits.cards.map((card, index) =>
      index === 5 ? { ...card, body: both('ã'.repeat(131), 'a'.repeat(130)) } : card,
    )
    const planted = { ...record, benefits: { ...record.benefits, cards } }
    expect(checkLines(fixtureTree({ pages: { 'solutions/billing': planted } }), 'length')).toEqual([
      'content/solutions/billing.ts › pt-BR › benefits.cards[5].body: is 131 characters long: at most 130',
    ])
  })
})
