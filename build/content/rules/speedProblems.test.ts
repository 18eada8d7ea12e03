import { describe, expect, it } from 'vitest'
import { both, fixtureTree, expectEachFoundOnce, withCardBody } from '../testing/fixtures.ts'
import { ruleLines } from '../testing/checkLines.ts'
import { speedProblems } from './speedProblems.ts'

const speed = (pt: string, en: string) =>
  ruleLines(fixtureTree({ pages: { 'methods/cards': withCardBody(1, 2, both(pt, en)) } }), speedProblems)

describe('no speed in a sentence that names a method, a country, a currency or a card sale', () => {
  it('refuses "Cada venda no cartão liquida em segundos" and its English twin', () => {
    expect(speed('Cada venda no cartão liquida em segundos.', 'Every card sale settles in seconds.')).toEqual([
      'content/methods/cards.ts › pt-BR › benefits.cards[2].body: says “em segundos” in a sentence that names “cartão”: the figure strip alone states the speeds, and no sentence ties one to a method, a country, a currency or a card sale',
      'content/methods/cards.ts › en-US › benefits.cards[2].body: says “in seconds” in a sentence that names “card”: the figure strip alone states the speeds, and no sentence ties one to a method, a country, a currency or a card sale',
    ])
  })

  it('refuses seconds, D+1 and the next day tied to a method, a country or a currency, in both languages', () => {
    const cases: readonly [string, string][] = [
      ['O PIX liquida em segundos.', 'PIX settles in seconds.'],
      ['Os recebimentos por Transfiya do dia são processados em D+1.', 'Transfiya receipts are processed D+1.'],
      ['No México, o dinheiro entra em poucos segundos.', 'A SPEI you collect settles in seconds.'],
      ['Os pesos mexicanos chegam no dia seguinte.', 'Mexican pesos arrive the next day.'],
      [
        'Vendas parceladas em até 12x, processadas em D+1.',
        'Sales in up to 12 installments, processed the following day.',
      ],
      ['Os dólares caem em segundos.', 'Dollars land in seconds.'],
    ]
    expectEachFoundOnce(cases, (tree) => ruleLines(tree, speedProblems))
  })

  it('lets a speed stand alone, and a method in another sentence of the same text', () => {
    expect(
      speed(
        'A plataforma liquida em segundos e processa em D+1. O cliente paga com cartão.',
        'The platform settles in seconds with D+1 processing. Customers pay by card.',
      ),
    ).toEqual([])
  })

  it('leaves the shared blocks, where the figures are said as the figure strip says them', () => {
    const tree = fixtureTree()
    const shared = {
      ...(tree.shared as object),
      info: {
        freedom: {
          title: both('Um', 'One'),
          body: both('Liquidação em segundos, em dólares.', 'Settled in seconds, in dollars.'),
        },
        stablecoin: { title: both('Dois', 'Two'), body: both('Texto.', 'Text.') },
        technology: { title: both('Três', 'Three'), body: both('Texto.', 'Text.') },
      },
    }
    expect(ruleLines({ ...tree, shared }, speedProblems)).toEqual([])
  })

  it('reads home, About and the UI strings too', () => {
    const tree = fixtureTree()
    const catalogues = [
      {
        file: 'locales/pt-BR/site.po',
        locale: 'pt-BR' as const,
        messages: { 'visual.pix': 'PIX confirmado em segundos' },
      },
    ]
    expect(ruleLines({ ...tree, catalogues }, speedProblems)).toEqual([
      'locales/pt-BR/site.po › pt-BR › visual.pix: says “em segundos” in a sentence that names “PIX”: the figure strip alone states the speeds, and no sentence ties one to a method, a country, a currency or a card sale',
    ])
  })
})
