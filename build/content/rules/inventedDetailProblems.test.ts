import { describe, expect, it } from 'vitest'
import { both, documentFixture, fixtureTree, expectEachFoundOnce, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const invented = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'solutions/billing': withCardBody(3, 4, both(pt, en)) } }), 'invented')

describe('rule 13: no detail the facts do not give', () => {
  it('refuses a CNPJ, the central bank, a testimonial and an official partner', () => {
    expect(
      invented(
        'CNPJ próprio, supervisão do Banco Central, depoimentos de clientes e parceiro oficial.',
        'Overseen by the central bank; see our testimonials; an official partner.',
      ),
    ).toEqual([
      'content/solutions/billing.ts › pt-BR › benefits.cards[4].body: says “CNPJ”: a CNPJ: the registry gives the company no registration number',
      'content/solutions/billing.ts › pt-BR › benefits.cards[4].body: says “Banco Central”: a central bank: the spec names no regulator or authorisation',
      'content/solutions/billing.ts › pt-BR › benefits.cards[4].body: says “depoimentos”: a testimonial: the site quotes no customer',
      'content/solutions/billing.ts › pt-BR › benefits.cards[4].body: says “parceiro oficial”: an official partnership or certification the spec does not state',
      'content/solutions/billing.ts › en-US › benefits.cards[4].body: says “central bank”: a central bank: the spec names no regulator or authorisation',
      'content/solutions/billing.ts › en-US › benefits.cards[4].body: says “testimonials”: a testimonial: the site quotes no customer',
      'content/solutions/billing.ts › en-US › benefits.cards[4].body: says “official partner”: an official partnership or certification the spec does not state',
    ])
  })

  it('refuses a quote attributed to a person, an e-mail address, a link, a phone number and a street address', () => {
    const cases: readonly [string, string][] = [
      ['“A Fluxa mudou o nosso caixa” — Ana Lima.', '“Fluxa changed our cash flow,” says Ana Lima.'],
      ['Ana Lima, CFO da Loja, recomenda.', 'Ana Lima, head of finance, recommends it.'],
      ['Escreva para vendas@fluxa.com.br.', 'Write to sales@fluxa.com.'],
      ['Veja em www.fluxa.com.br.', 'See https://fluxa.com/pricing.'],
      ['Ligue (11) 3333-4444.', 'Call +1 212 555 0100.'],
      ['Rua Augusta, 10º andar.', 'Main Street, 5th floor.'],
    ]
    const found = expectEachFoundOnce(cases, (tree) => checkLines(tree, 'invented'))
    expect(found).toContain(
      'content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: says “— Ana”: a quote attributed to a person: the site quotes no one',
    )
    expect(found).toContain(
      'content/solutions/fx-desk.ts › en-US › benefits.cards[4].body: says “+1 212 555 0100”: a phone number: the contact form is the way to reach Fluxa',
    )
  })

  it('lets the plain words be: "e-mail", "parceiros", "diz respeito", a quoted word, D+1', () => {
    expect(
      invented(
        'O e-mail que você informar; parceiros pagos em D+1; o que diz respeito à “liberação” de valores.',
        'The email address you give us; partners paid on D+1; anything about “releasing” funds.',
      ),
    ).toEqual([])
  })

  it('lets a legal document name the central bank, and nothing else of the list', () => {
    const tree = fixtureTree()
    const terms = {
      ...documentFixture(),
      intro: both('Conforme as normas do Banco Central.', 'Under the central bank’s rules.'),
      sections: [{ title: both('Contato', 'Contact'), body: both('Escreva para legal@fluxa.com.', 'Call 0800 123.') }],
    }
    expect(checkLines({ ...tree, terms }, 'invented')).toEqual([
      'content/terms.ts › pt-BR › sections[0].body: says “legal@fluxa.com”: an e-mail address: the contact form is the way to reach Fluxa',
      'content/terms.ts › en-US › sections[0].body: says “0800 123”: a phone number: the contact form is the way to reach Fluxa',
    ])
  })
})
