import { describe, expect, it } from 'vitest'
import { both, fixtureTree, withCardBody } from '../testing/fixtures.ts'
import { ruleLines } from '../testing/checkLines.ts'
import type { PageKey } from '../../../site/landingPages.ts'
import { foreignMethodProblems } from './foreignMethodProblems.ts'

const on = (key: PageKey, pt: string, en: string) =>
  ruleLines(fixtureTree({ pages: { [key]: withCardBody(3, 1, both(pt, en)) } }), foreignMethodProblems)

describe('a payer offered only the methods of their country; USDT is Argentina’s', () => {
  it('refuses "Na Colômbia, o cliente paga em USDT" and its English twin, on any page', () => {
    const lines = [
      "content/industries/ecommerce.ts › pt-BR › benefits.cards[1].body: offers “USDT” as a way to pay in Colombia (Colombia has Transfiya alone; USDT is Argentina's method, elsewhere only a stablecoin to settle in or ramp)",
      "content/industries/ecommerce.ts › en-US › benefits.cards[1].body: offers “USDT” as a way to pay in Colombia (Colombia has Transfiya alone; USDT is Argentina's method, elsewhere only a stablecoin to settle in or ramp)",
    ]
    expect(
      on('industries/ecommerce', 'Na Colômbia, o cliente paga em USDT.', 'In Colombia, customers pay in USDT.'),
    ).toEqual(lines)
  })

  it('refuses every phrasing on a country page, where the country goes without saying', () => {
    const cases: readonly [string, string][] = [
      ['O cliente paga pelo Transfiya ou em USDT.', 'Customers pay by Transfiya or in USDT.'],
      ['Aceite USDT além do Transfiya.', 'Accept USDT next to Transfiya.'],
      ['Quem compra pode pagar com PIX.', 'Buyers can pay with PIX.'],
      ['Os clientes pagam com cartão em até 12x.', 'Shoppers pay by card in up to 12 installments.'],
    ]
    for (const [pt, en] of cases) {
      const found = on('countries/colombia', pt, en)
      expect(
        found.filter((line) => line.includes(' › pt-BR › ')),
        pt,
      ).toHaveLength(1)
      expect(
        found.filter((line) => line.includes(' › en-US › ')),
        en,
      ).toHaveLength(1)
    }
  })

  it('refuses USDT tied as a way to pay to Brazil or Mexico on a page of no country', () => {
    const found = on(
      'solutions/on-off-ramp',
      'Clientes na Argentina e no México podem pagar com USDT.',
      'Customers in Brazil and Argentina can pay with USDT.',
    )
    expect(found).toEqual([
      "content/solutions/on-off-ramp.ts › pt-BR › benefits.cards[1].body: offers “USDT” as a way to pay in Mexico (Mexico has SPEI alone; USDT is Argentina's method, elsewhere only a stablecoin to settle in or ramp)",
      "content/solutions/on-off-ramp.ts › en-US › benefits.cards[1].body: offers “USDT” as a way to pay in Brazil (Brazil has PIX, Cards alone; USDT is Argentina's method, elsewhere only a stablecoin to settle in or ramp)",
    ])
  })

  it("refuses USDT offered to a page's own customers where the registry ties the page to Brazil and Mexico alone", () => {
    const found = on(
      'industries/ecommerce',
      'O comprador que guarda stablecoin pode pagar o pedido em USDT.',
      'Shoppers who keep stablecoins can pay for their order in USDT.',
    )
    expect(found).toHaveLength(2)
    expect(found[0]).toContain('offers “USDT” as a way to pay in Brazil')
  })

  it('lets USDT be a stablecoin to settle in, and Argentina’s customers pay in it', () => {
    expect(
      on(
        'countries/colombia',
        'O cliente paga em pesos colombianos pelo Transfiya e a sua empresa liquida em USDT.',
        'Customers pay in Colombian pesos by Transfiya, and you settle in USDT.',
      ),
    ).toEqual([])
    expect(
      on('countries/argentina', 'Na Argentina, o cliente paga em USDT.', 'Customers in Argentina pay in USDT.'),
    ).toEqual([])
    expect(
      on(
        'industries/marketplaces',
        'Quem compra do Brasil paga por PIX e quem compra do México paga por SPEI. A plataforma paga os vendedores por PIX no Brasil ou em USDT.',
        'Buyers in Brazil pay by PIX and buyers in Mexico pay by SPEI; the platform pays sellers by PIX in Brazil or in USDT.',
      ),
    ).toEqual([])
    expect(
      on('industries/ecommerce', 'O comprador pode pagar o pedido em USDT?', 'Can shoppers pay for an order in USDT?'),
    ).toEqual([])
    expect(
      on(
        'solutions/cross-border',
        'Seu cliente paga com PIX ou cartão em até 12x no Brasil, SPEI no México, Transfiya na Colômbia ou USDT na Argentina.',
        'Customers pay by PIX or card in up to 12 installments in Brazil, SPEI in Mexico, Transfiya in Colombia or USDT in Argentina.',
      ),
    ).toEqual([])
    expect(
      on(
        'solutions/pay-in-payout',
        'Cada cliente paga pelo método do próprio país, em reais, pesos mexicanos, pesos colombianos ou USDT.',
        'Each customer pays by their own country’s method, in Brazilian reais, Mexican pesos, Colombian pesos or USDT.',
      ),
    ).toEqual([])
    expect(
      on(
        'industries/payroll',
        'Você paga a equipe no Brasil em USDT, pelo trilho cripto.',
        'You pay your team in Brazil in USDT over the crypto rail.',
      ),
    ).toEqual([])
  })
})
