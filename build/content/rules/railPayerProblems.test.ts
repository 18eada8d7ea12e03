import { describe, expect, it } from 'vitest'
import { both, fixtureTree, expectEachFoundOnce, withCardBody } from '../testing/fixtures.ts'
import { ruleLines } from '../testing/checkLines.ts'
import { railPayerProblems } from './railPayerProblems.ts'

const rail = (pt: string, en: string) =>
  ruleLines(fixtureTree({ pages: { 'industries/media-ads': withCardBody(2, 0, both(pt, en)) } }), railPayerProblems)

describe('no payer pays over SWIFT, SEPA or CIPS', () => {
  it('refuses "O anunciante paga em USD por SWIFT" and its English twin', () => {
    expect(rail('O anunciante paga em USD por SWIFT.', 'The advertiser pays in USD over SWIFT.')).toEqual([
      "content/industries/media-ads.ts › pt-BR › benefits.cards[0].body: has a payer pay over “SWIFT”: SWIFT, SEPA and CIPS carry payouts and settlement; customers pay by their country's method",
      "content/industries/media-ads.ts › en-US › benefits.cards[0].body: has a payer pay over “SWIFT”: SWIFT, SEPA and CIPS carry payouts and settlement; customers pay by their country's method",
    ])
  })

  it('refuses SEPA and CIPS, a business accepting them, and payers named after the verb', () => {
    const cases: readonly [string, string][] = [
      ['Anunciantes na Europa pagam em euros pela SEPA.', 'Advertisers in Europe pay in euros by SEPA.'],
      ['Aceite pagamentos pela SEPA.', 'Accept payments over SEPA.'],
      ['Os compradores podem pagar em yuans via CIPS.', 'Buyers can pay in yuan through CIPS.'],
    ]
    expectEachFoundOnce(cases, (tree) => ruleLines(tree, railPayerProblems))
  })

  it('lets the business pay out and settle over the rails, after its customers pay locally', () => {
    expect(
      rail(
        'O cliente paga com PIX e você paga os criadores por SWIFT.',
        'Customers pay by PIX, and you pay creators over SWIFT.',
      ),
    ).toEqual([])
    expect(
      rail(
        'Os anunciantes pagam pelo método local e a liquidação chega pela SEPA.',
        'Advertisers pay by their local method, and settlement arrives over SEPA.',
      ),
    ).toEqual([])
    expect(rail('Pague fornecedores na China pelo CIPS.', 'Pay suppliers in China over CIPS.')).toEqual([])
  })
})
