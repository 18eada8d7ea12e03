import { describe, expect, it } from 'vitest'
import { both, fixtureTree, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'
import { otherPlacesIn } from './placeProblems.ts'

const places = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'solutions/cross-border': withCardBody(0, 4, both(pt, en)) } }), 'places')
const served = 'only Brazil, Mexico, Argentina, Colombia, China (CNY, CIPS), Europe (EUR, SEPA) and Latin America'

describe('rule 10: no place but the four countries, China, Europe and Latin America', () => {
  it('refuses another country, its people, a region, accents and case aside, once each per text', () => {
    expect(
      places(
        'Receba no Chile, no Peru e nos Estados Unidos; clientes uruguaios e chilenos no CHILE.',
        'Collect in Chile, Peru, the United States and across North America.',
      ),
    ).toEqual([
      `content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: names “Chile”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: names “Peru”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: names “Estados Unidos”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: names “uruguaios”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: names “chilenos”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › pt-BR › benefits.cards[4].body: names “CHILE”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › en-US › benefits.cards[4].body: names “Chile”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › en-US › benefits.cards[4].body: names “Peru”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › en-US › benefits.cards[4].body: names “United States”, a place the site does not serve: ${served}`,
      `content/solutions/cross-border.ts › en-US › benefits.cards[4].body: names “North America”, a place the site does not serve: ${served}`,
    ])
    expect(places('Escritório em Miami, clientes nos EUA.', 'An office in London for the U.S. market.')).toHaveLength(4)
  })

  it('lets Latin America, LATAM, China and Europe be, and languages, and "peru" the bird', () => {
    expect(
      places(
        'Da América Latina, empresas latino-americanas pagam a China por CIPS e a Europa por SEPA, no LATAM inteiro; o checkout fala espanhol; o peru do Natal.',
        'Latin American companies pay China over CIPS and Europe over SEPA, across LATAM; a checkout in Spanish and Portuguese.',
      ),
    ).toEqual([])
  })

  it('takes a country the facts serve off the list, so adding one needs no edit of it', () => {
    const text = 'Clientes no Peru e no Chile pagam.'
    expect(otherPlacesIn(text, 'pt-BR', [])).toEqual(['Peru', 'Chile'])
    expect(otherPlacesIn(text, 'pt-BR', [{ 'pt-BR': ['peru'], 'en-US': ['peru'] }])).toEqual(['Chile'])
  })
})
