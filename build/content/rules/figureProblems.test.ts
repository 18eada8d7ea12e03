import { describe, expect, it } from 'vitest'
import { both, documentFixture, fixtureTree, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const figures = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'methods/usdt': withCardBody(10, 4, both(pt, en)) } }), 'figures')
const registry = {
  'pt-BR': '50, 99,9%, D+1, 24/7, 7,3%, 2026, 2030, 52,7 bilhões, 1, 12',
  'en-US': '50, 99.9%, D+1, 24/7, 7.3%, 2026, 2030, 52.7 billion, 1, 12',
}

describe('rule 9: only the figures of the facts registry, in digits or in words', () => {
  it('refuses an invented volume, rate or time, naming the figures the registry holds', () => {
    expect(
      figures('Mais de 10 mil empresas, tarifa de 0,5% e liquidação em 2 horas.', 'Settled in 2 hours at 0.5%.'),
    ).toEqual([
      `content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “10 mil”, a figure the facts registry does not hold (site/facts/: ${registry['pt-BR']}): an invented volume, rate or time`,
      `content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “0,5%”, a figure the facts registry does not hold (site/facts/: ${registry['pt-BR']}): an invented volume, rate or time`,
      `content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “2”, a figure the facts registry does not hold (site/facts/: ${registry['pt-BR']}): an invented volume, rate or time`,
      `content/methods/usdt.ts › en-US › benefits.cards[4].body: says “2”, a figure the facts registry does not hold (site/facts/: ${registry['en-US']}): an invented volume, rate or time`,
      `content/methods/usdt.ts › en-US › benefits.cards[4].body: says “0.5%”, a figure the facts registry does not hold (site/facts/: ${registry['en-US']}): an invented volume, rate or time`,
    ])
  })

  it("refuses a registry figure written the other language's way: 99.9% in Portuguese, 99,9% in English", () => {
    expect(figures('Disponibilidade de 99.9%.', '99,9% uptime.')).toEqual([
      "content/methods/usdt.ts › pt-BR › benefits.cards[4].body: writes “99.9%” the other language's way: “99,9%” in this one",
      "content/methods/usdt.ts › en-US › benefits.cards[4].body: writes “99,9%” the other language's way: “99.9%” in this one",
    ])
  })

  it('refuses a figure spelled out ("doze vezes", "fifty") and a count above its set in the registry', () => {
    expect(figures('Pague em doze vezes.', 'Fifty partners.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “doze”: spells out a figure: only a count of a set of the facts registry is written in words, right before what it counts (countries, methods, currencies, rails, solutions)',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “Fifty”: spells out a figure: only a count of a set of the facts registry is written in words, right before what it counts (countries, methods, currencies, rails, solutions)',
    ])
    expect(figures('Cinquenta países e seis métodos.', 'Twelve countries.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “Cinquenta”: counts more countries than the facts registry has (4)',
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “seis”: counts more methods than the facts registry has (5)',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “Twelve”: counts more countries than the facts registry has (4)',
    ])
  })

  it("lets the registry's figures, in each language's spelling, and the counts of its sets be", () => {
    expect(
      figures(
        'Mais de 50 países, 99,9% de disponibilidade, D+1, monitoramento 24/7, de 1x a 12x, 7,3% ao ano em 2026–2030, US$ 52,7 bilhões até 2030.',
        'Over 50 countries, 99.9% uptime, D+1, 24/7 monitoring, 1 to 12 installments, 7.3% a year in 2026–2030, USD 52.7 billion by 2030.',
      ),
    ).toEqual([])
    expect(
      figures(
        'Quatro países, cinco moedas, três trilhos e seis soluções; dois jeitos de receber. Os dois liquidam nos dois sentidos.',
        'Four Latin American countries, five currencies, two ways to get paid, six solutions; the two settle alike.',
      ),
    ).toEqual([])
  })

  it('lets a legal document cite its law, its periods and the year of its last update, and nothing more', () => {
    const tree = fixtureTree()
    const privacy = {
      ...documentFixture(),
      updated: both('Última atualização: novembro de 2026', 'Last updated: November 2026'),
      intro: both(
        'Conforme a Lei nº 13.709/2018 (art. 7º, V e art. 33, II), guardamos os dados por até 24 meses.',
        'Under Law No. 13,709/2018 (art. 7, V; art. 33, II), we keep data for up to 24 months.',
      ),
    }
    expect(checkLines({ ...tree, privacy }, 'figures')).toEqual([])
    const terms = { ...documentFixture(), intro: both('Desde 2019, R$ 100 por mês.', 'Since 2019.') }
    expect(checkLines({ ...tree, terms }, 'figures')).toEqual([
      `content/terms.ts › pt-BR › intro: says “2019”, a figure the facts registry does not hold (site/facts/: ${registry['pt-BR']}): an invented volume, rate or time`,
      `content/terms.ts › pt-BR › intro: says “100”, a figure the facts registry does not hold (site/facts/: ${registry['pt-BR']}): an invented volume, rate or time`,
      `content/terms.ts › en-US › intro: says “2019”, a figure the facts registry does not hold (site/facts/: ${registry['en-US']}): an invented volume, rate or time`,
    ])
  })
})
