import { describe, expect, it } from 'vitest'
import { both, fixtureTree, homeFixture, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const factsOf = (planted: Parameters<typeof fixtureTree>[0]) => checkLines(fixtureTree(planted), 'facts')

describe('rule 2: each text names only the facts the registry ties to its page', () => {
  it("refuses a card in Mexico's record, in both languages, naming where cards work", () => {
    const planted = withCardBody(
      12,
      1,
      both(
        'Aceite cartões de clientes mexicanos ao lado do SPEI.',
        'Accept cards from Mexican customers next to SPEI.',
      ),
    )
    expect(factsOf({ pages: { 'countries/mexico': planted } })).toEqual([
      'content/countries/mexico.ts › pt-BR › benefits.cards[1].body: names “cartões” (Cards: Brazil only; Mexico has SPEI)',
      'content/countries/mexico.ts › en-US › benefits.cards[1].body: names “cards” (Cards: Brazil only; Mexico has SPEI)',
    ])
  })

  it('knows cards by their installments too ("parcelado", "12x", "installments")', () => {
    const planted = withCardBody(12, 0, both('Venda em até 12x no México.', 'Sell in installments in Mexico.'))
    expect(factsOf({ pages: { 'countries/mexico': planted } })).toEqual([
      'content/countries/mexico.ts › pt-BR › benefits.cards[0].body: names “12x” (Cards: Brazil only; Mexico has SPEI)',
      'content/countries/mexico.ts › en-US › benefits.cards[0].body: names “installments” (Cards: Brazil only; Mexico has SPEI)',
    ])
  })

  it('refuses a method or a country not tied to the page, accents and case aside', () => {
    const planted = withCardBody(7, 2, both('Receba por SPEI ou na COLOMBIA.', 'Get paid over spei in colômbia.'))
    expect(factsOf({ pages: { 'methods/pix': planted } })).toEqual([
      'content/methods/pix.ts › pt-BR › benefits.cards[2].body: names “SPEI”, a method the registry does not tie to this page (site/landingPages.ts: PIX)',
      'content/methods/pix.ts › pt-BR › benefits.cards[2].body: names “COLOMBIA”, a country the registry does not tie to this page (site/landingPages.ts: Brazil)',
      'content/methods/pix.ts › en-US › benefits.cards[2].body: names “spei”, a method the registry does not tie to this page (site/landingPages.ts: PIX)',
      'content/methods/pix.ts › en-US › benefits.cards[2].body: names “colômbia” (Colombia), a country the registry does not tie to this page (site/landingPages.ts: Brazil)',
    ])
  })

  it('finds whole words only: "cardápio", "discard", "Brasília" name no fact', () => {
    const planted = withCardBody(12, 0, both('O cardápio de Brasília, sem carta.', 'Discard the cardboard scorecard.'))
    expect(factsOf({ pages: { 'countries/mexico': planted } })).toEqual([])
  })

  it('lets any page name USDT and the settlement currencies, and COP only where Transfiya or Colombia is tied', () => {
    const fine = withCardBody(12, 0, both('Liquide em USD, EUR, BRL ou USDT.', 'Settle in USD, EUR, BRL or USDT.'))
    const cop = withCardBody(12, 0, both('Receba em pesos colombianos.', 'Get paid in COP.'))
    expect(factsOf({ pages: { 'countries/mexico': fine, 'countries/colombia': cop } })).toEqual([])
    expect(factsOf({ pages: { 'solutions/billing': cop } })).toEqual([
      'content/solutions/billing.ts › pt-BR › benefits.cards[0].body: names “pesos colombianos” (Colombia), a country the registry does not tie to this page (site/landingPages.ts: Brazil, Mexico)',
      'content/solutions/billing.ts › pt-BR › benefits.cards[0].body: names “pesos colombianos”: COP is what Transfiya collects in Colombia, and this page is tied to neither',
      'content/solutions/billing.ts › en-US › benefits.cards[0].body: names “COP”: COP is what Transfiya collects in Colombia, and this page is tied to neither',
    ])
  })

  it('refuses a method in a sentence about one country where it does not work, on any page', () => {
    // E-commerce is tied to PIX, SPEI, cards, Brazil and Mexico: each fact is allowed, not every pairing.
    const planted = withCardBody(
      15,
      3,
      both(
        'No México, o cliente paga por PIX. No Brasil, por PIX ou cartão; no México, por SPEI.',
        'Brazilian shoppers pay by PIX and Mexican shoppers by SPEI.',
      ),
    )
    expect(factsOf({ pages: { 'industries/ecommerce': planted } })).toEqual([
      'content/industries/ecommerce.ts › pt-BR › benefits.cards[3].body: names “PIX” in a sentence about Mexico (PIX: Brazil only; Mexico has SPEI)',
    ])
    const home = homeFixture()
    expect(
      checkLines(
        {
          ...fixtureTree(),
          home: { ...home, hero: { ...home.hero, subtitle: both('Na Colômbia, SPEI.', 'SPEI in Colombia.') } },
        },
        'facts',
      ),
    ).toEqual([
      'content/home.ts › pt-BR › hero.subtitle: names “SPEI” in a sentence about Colombia (SPEI: Mexico only; Colombia has Transfiya)',
      'content/home.ts › en-US › hero.subtitle: names “SPEI” in a sentence about Colombia (SPEI: Mexico only; Colombia has Transfiya)',
    ])
  })
})
