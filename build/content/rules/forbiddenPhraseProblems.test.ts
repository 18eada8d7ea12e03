import { describe, expect, it } from 'vitest'
import { both } from '../testing/both.ts'
import { checkLines } from '../testing/checkLines.ts'
import { documentFixture } from '../testing/documentFixture.ts'
import { fixtureTree } from '../testing/fixtureTree.ts'
import { withCardBody } from '../testing/withCardBody.ts'

const forbidden = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'methods/usdt': withCardBody(10, 4, both(pt, en)) } }), 'forbidden')

describe("rule 3: no phrase of COPY.md §2's list, in either language", () => {
  it('refuses "fins de semana e feriados" and 24/7 said of anything but monitoring', () => {
    expect(forbidden('Receba em segundos, inclusive fins de semana e feriados.', 'Get paid 24/7, any day.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “fins de semana”: weekends, holidays and banking hours are claims the spec does not make (its 24/7 is monitoring)',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “24/7”: 24/7 is the monitoring figure only (COPY.md §1): never settlement, receiving, payouts or support',
    ])
  })

  it('lets 24/7 stand in a monitoring sentence', () => {
    expect(
      forbidden('Monitoramento antifraude 24/7 de cada pagamento.', 'Every payment gets 24/7 fraud monitoring.'),
    ).toEqual([])
  })

  it('refuses a guarantee in any form: garantia, garantimos, guaranteed', () => {
    expect(forbidden('A garantia de que o dinheiro chega.', 'Guaranteed settlement.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “garantia”: no guarantee in any form: the terms state rules the company follows, never guarantees (COPY.md §1)',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “Guaranteed”: no guarantee in any form: the terms state rules the company follows, never guarantees (COPY.md §1)',
    ])
    expect(forbidden('Nós GARANTIMOS o prazo.', 'We guarantee it.')).toHaveLength(2)
  })

  it('refuses an API, prices, reply times, licences, unmeasured outcomes and made-up proof', () => {
    const cases: readonly [string, string][] = [
      ['Uma API para tudo.', 'One SDK and a sandbox.'],
      ['Sem taxas escondidas.', 'No fees, ever.'],
      ['Respondemos em um dia útil.', 'We reply within one business day.'],
      ['Autorizada pelo Banco Central.', 'Licensed and regulated by the central bank.'],
      ['Aumente a sua conversão.', 'Boost your approval rate.'],
      ['Proteção cambial com taxa travada.', 'Lock in the rate and hedge your exposure.'],
      ['Compras protegidas.', 'Chargeback protection included.'],
      ['Compras digitais protegidas.', 'Digital purchases protected.'],
      ['Protegemos as suas compras.', 'We protect every purchase.'],
      ['Feche o mês sem planilhas.', 'Close the month without spreadsheets.'],
      ['Sem letras miúdas.', 'No fine print.'],
      ['Milhares de empresas confiam na Fluxa.', 'Trusted by thousands of businesses.'],
    ]
    for (const [pt, en] of cases) {
      const found = forbidden(pt, en)
      expect(
        found.filter((line) => line.includes(' › pt-BR › ')),
        pt,
      ).not.toEqual([])
      expect(
        found.filter((line) => line.includes(' › en-US › ')),
        en,
      ).not.toEqual([])
    }
  })

  it('lets the plain words around them be: "taxa de câmbio", "empresas como a sua", "documentação válida"', () => {
    expect(
      forbidden(
        'A taxa de câmbio aparece antes; empresas como a sua enviam documentação válida.',
        'The exchange rate shows first; companies like yours send valid documentation.',
      ),
    ).toEqual([])
  })

  it('leaves the legal documents their legal words ("garantias" of the LGPD)', () => {
    const tree = fixtureTree()
    const privacy = {
      ...documentFixture(),
      intro: both('Mediante garantias como cláusulas-padrão.', 'As regulated by the ANPD.'),
    }
    expect(checkLines({ ...tree, privacy }, 'forbidden')).toEqual([])
  })
})
