import { describe, expect, it } from 'vitest'
import { both, fixtureTree, landingFixture } from '../testing/fixtures.ts'
import { ruleLines } from '../testing/checkLines.ts'
import { companyRuleProblems } from './companyRuleProblems.ts'

/** Page 7's fixture with the company's rules said in a card's body and a question's answer. */
function restating(card: readonly [string, string], answer: readonly [string, string]) {
  const record = landingFixture(7)
  return {
    ...record,
    benefits: {
      ...record.benefits,
      cards: record.benefits.cards.map((item, n) => (n === 1 ? { ...item, body: both(...card) } : item)),
    },
    faq: record.faq.map((item, n) => (n === 2 ? { ...item, answer: both(...answer) } : item)),
  }
}

const restated = (card: readonly [string, string], answer: readonly [string, string]) =>
  ruleLines(fixtureTree({ pages: { 'countries/mexico': restating(card, answer) } }), companyRuleProblems)

describe("the company's rules once on a template page at most", () => {
  it('refuses a card and an answer that both restate them, on the second, in both languages', () => {
    expect(
      restated(
        ['A Fluxa nunca entra em contato com os seus clientes.', 'Fluxa never contacts your customers.'],
        ['Apenas empresas, nunca pessoas físicas.', 'Businesses only, never individuals.'],
      ),
    ).toEqual([
      "content/countries/mexico.ts › pt-BR › faq[2].answer: says the company's rules again (“Apenas empresas”): benefits.cards[1] already does; they live in the trust band, the terms, the footer and the contact aside (once on a page at most)",
      "content/countries/mexico.ts › en-US › faq[2].answer: says the company's rules again (“Businesses only”): benefits.cards[1] already does; they live in the trust band, the terms, the footer and the contact aside (once on a page at most)",
    ])
  })

  it('refuses each of the rules: lending, transfers between individuals, verified businesses, valid documents', () => {
    const pairs: readonly (readonly [readonly [string, string], readonly [string, string]])[] = [
      [
        ['A Fluxa não empresta dinheiro.', 'Fluxa never lends money.'],
        ['Nada de transferências entre pessoas físicas.', 'No transfers between individuals.'],
      ],
      [
        ['Só atendemos empresas verificadas.', 'We serve verified businesses.'],
        ['Com documentação válida.', 'With valid documentation.'],
      ],
    ]
    for (const [card, answer] of pairs) expect(restated(card, answer), card[0]).toHaveLength(2)
  })

  it('lets a page say them once, and other pages say them once each', () => {
    expect(
      restated(
        ['O cliente paga pelo app do banco.', 'Customers pay from their bank app.'],
        ['A Fluxa nunca entra em contato com os seus clientes.', 'Fluxa never contacts your customers.'],
      ),
    ).toEqual([])
  })
})
