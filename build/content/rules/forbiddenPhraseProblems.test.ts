import { describe, expect, it } from 'vitest'
import { siteContent } from '../siteContent.ts'
import { both, documentFixture, fixtureTree, linesForEach, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'
import type { UiCatalogue } from '../uiCatalogues.ts'

const forbidden = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'methods/usdt': withCardBody(10, 4, both(pt, en)) } }), 'forbidden')

describe('rule 3: no phrase of the list of docs/pages-and-copy.md, “What the copy may say”,, in either language', () => {
  it('refuses "fins de semana e feriados" and 24/7 said of anything but monitoring', () => {
    expect(forbidden('Receba em segundos, inclusive fins de semana e feriados.', 'Get paid 24/7, any day.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “fins de semana”: weekends, holidays and banking hours are claims the spec does not make (its 24/7 is monitoring)',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “24/7”: 24/7 is the monitoring figure only (site/facts/figureFacts.ts): never settlement, receiving, payouts or support',
    ])
  })

  it('lets 24/7 stand in a monitoring sentence', () => {
    expect(
      forbidden('Monitoramento antifraude 24/7 de cada pagamento.', 'Every payment gets 24/7 fraud monitoring.'),
    ).toEqual([])
  })

  it('refuses a guarantee in any form: garantia, garantimos, guaranteed', () => {
    expect(forbidden('A garantia de que o dinheiro chega.', 'Guaranteed settlement.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “garantia”: no guarantee in any form: the terms state rules the company follows, never guarantees',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “Guaranteed”: no guarantee in any form: the terms state rules the company follows, never guarantees',
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

  it('refuses business days, a local entity in any form, a rate lock, "mensalidade zero" and prices', () => {
    const cases: readonly [string, string][] = [
      ['Liquidação no próximo dia útil.', 'Settled the next business day.'],
      ['Em até dois dias úteis.', 'Within two working days.'],
      ['Receba sem entidade na Colômbia.', 'Collect without an entity.'],
      ['Sem abrir uma entidade no Brasil.', 'No Brazilian entity needed.'],
      ['Venda sem CNPJ local.', 'Sell without setting up a Mexican entity.'],
      ['Cotação travada por um dia.', 'Your rate, locked.'],
      ['Câmbio com taxa travada.', 'A locked rate for every transfer.'],
      ['Mensalidade zero.', 'Transparent pricing.'],
      ['Preços sob consulta.', 'Prices on request.'],
      ['Fale com a gente.', 'The same price everywhere.'],
    ]
    linesForEach(cases, (tree) => checkLines(tree, 'forbidden')).forEach((lines, n) => {
      const [pt, en] = cases[n]!
      expect(lines['en-US'], en).not.toEqual([])
      expect(lines['pt-BR'], pt).toHaveLength(pt === 'Fale com a gente.' ? 0 : 1)
    })
    expect(forbidden('Liquidação no próximo dia útil.', 'Settled the next business day.')).toEqual([
      'content/methods/usdt.ts › pt-BR › benefits.cards[4].body: says “dia útil”: business days are a promise the spec does not make: it states settlement in seconds and D+1 processing',
      'content/methods/usdt.ts › en-US › benefits.cards[4].body: says “business day”: business days are a promise the spec does not make: it states settlement in seconds and D+1 processing',
    ])
  })

  it('lets "mensalidade" (a school\'s monthly fee paid by PIX), "entidades" of a list and a rate that is shown be', () => {
    expect(
      forbidden(
        'A mensalidade sai no PIX; a taxa de câmbio aparece antes de você confirmar.',
        'Tuition goes through PIX; the exchange rate shows before you confirm.',
      ),
    ).toEqual([])
  })

  it('leaves the legal documents their legal words ("garantias" of the LGPD, "as regulated by the ANPD")', () => {
    const tree = fixtureTree()
    const privacy = {
      ...documentFixture(),
      intro: both(
        'Mediante garantias como cláusulas-padrão contratuais (art. 33, II). Informamos as entidades com as quais compartilhamos os dados.',
        'As regulated by the ANPD. Requests are answered within 15 days (art. 19, II).',
      ),
    }
    expect(checkLines({ ...tree, privacy }, 'forbidden')).toEqual([])
  })

  it('holds the legal documents to what no legal text says either: prices, weekends, APIs, business days, guarantees', () => {
    const tree = fixtureTree()
    const terms = {
      ...documentFixture(),
      sections: [
        { title: both('Preços', 'Prices'), body: both('As tarifas constam da proposta.', 'Fees are in the proposal.') },
        {
          title: both('Prazos', 'Timing'),
          body: both(
            'Liquidamos inclusive em fins de semana, pela API.',
            'We settle on weekends too, through the API.',
          ),
        },
        {
          title: both('Garantias', 'Assurances'),
          body: both('Garantimos a liquidação no próximo dia útil.', 'We guarantee settlement the next business day.'),
        },
      ],
    }
    expect(checkLines({ ...tree, terms }, 'forbidden')).toEqual([
      'content/terms.ts › pt-BR › sections[0].title: says “Preços”: a price: the spec states none',
      'content/terms.ts › en-US › sections[0].title: says “Prices”: a price: the spec states none',
      'content/terms.ts › pt-BR › sections[0].body: says “tarifas”: a price: the spec states none',
      'content/terms.ts › en-US › sections[0].body: says “Fees”: a price: the spec states none',
      'content/terms.ts › pt-BR › sections[1].body: says “fins de semana”: weekends, holidays and banking hours are claims the spec does not make (its 24/7 is monitoring)',
      'content/terms.ts › pt-BR › sections[1].body: says “API”: the spec names no API, SDK, sandbox, developer documentation or integration time',
      'content/terms.ts › en-US › sections[1].body: says “weekends”: weekends, holidays and banking hours are claims the spec does not make (its 24/7 is monitoring)',
      'content/terms.ts › en-US › sections[1].body: says “API”: the spec names no API, SDK, sandbox, developer documentation or integration time',
      'content/terms.ts › pt-BR › sections[2].title: says “Garantias”: no guarantee in any form: the terms state rules the company follows, never guarantees',
      'content/terms.ts › pt-BR › sections[2].body: says “dia útil”: business days are a promise the spec does not make: it states settlement in seconds and D+1 processing',
      'content/terms.ts › pt-BR › sections[2].body: says “Garantimos”: no guarantee in any form: the terms state rules the company follows, never guarantees',
      'content/terms.ts › en-US › sections[2].body: says “business day”: business days are a promise the spec does not make: it states settlement in seconds and D+1 processing',
      'content/terms.ts › en-US › sections[2].body: says “guarantee”: no guarantee in any form: the terms state rules the company follows, never guarantees',
    ])
  })

  it('reads the UI strings of both catalogues, naming the PO file and the message id', () => {
    const catalogues: UiCatalogue[] = [
      {
        file: 'locales/pt-BR/contact.po',
        locale: 'pt-BR',
        messages: { 'contact.successDesc': 'Respondemos no próximo dia útil.', 'contact.submit': 'Enviar mensagem' },
      },
      {
        file: 'locales/en-US/site.po',
        locale: 'en-US',
        messages: { 'footer.description': 'Cross-border payments with no fees, 24/7.', 'nav.menu': 'Menu' },
      },
    ]
    expect(checkLines(fixtureTree({ catalogues }), 'forbidden')).toEqual([
      'locales/pt-BR/contact.po › pt-BR › contact.successDesc: says “dia útil”: business days are a promise the spec does not make: it states settlement in seconds and D+1 processing',
      'locales/pt-BR/contact.po › pt-BR › contact.successDesc: says “Respondemos no”: a response time the spec does not state',
      'locales/en-US/site.po › en-US › footer.description: says “24/7”: 24/7 is the monitoring figure only (site/facts/figureFacts.ts): never settlement, receiving, payouts or support',
      'locales/en-US/site.po › en-US › footer.description: says “no fees”: a price: the spec states none',
    ])
  })

  it("reads the site's own catalogues (locales/*/site.po and contact.po), both languages", () => {
    const files = siteContent.catalogues.map(({ file, locale }) => `${locale} ${file}`)
    expect(files.toSorted()).toEqual([
      'en-US locales/en-US/contact.po',
      'en-US locales/en-US/site.po',
      'pt-BR locales/pt-BR/contact.po',
      'pt-BR locales/pt-BR/site.po',
    ])
    const site = siteContent.catalogues.find(({ file }) => file === 'locales/en-US/site.po')
    expect(site?.messages['cta.talkToSales']).toBe('Talk to Sales')
    const source = siteContent.catalogues.find(({ file }) => file === 'locales/pt-BR/site.po')
    expect(source?.messages['cta.talkToSales']).toBe('Falar com Vendas')
  })
})
