import { describe, expect, it } from 'vitest'
import { checkLines } from '../testing/checkLines.ts'
import { fixtureTree, landingFixture } from '../testing/fixtures.ts'
import { loneCardWidths } from './loneCardWidths.ts'

const withCards = (count: number) => {
  const record = landingFixture(20)
  const cards = Array.from({ length: count }, (_, index) => ({
    ...record.benefits.cards[0],
    title: { 'pt-BR': `Ponto ${index}`, 'en-US': `Point ${index}` },
  }))
  return { ...record, benefits: { ...record.benefits, cards } }
}
const grid = (count: number) =>
  checkLines(fixtureTree({ pages: { 'solutions/fx-desk': withCards(count) } }), 'cardGrid')

describe('rule 5: at most 10 cards, never a lone card on a row', () => {
  it('refuses 11 cards', () => {
    expect(grid(11)).toEqual([
      'content/solutions/fx-desk.ts › benefits.cards: 11 cards: a page shows at most 10 (docs/pages-and-copy.md)',
    ])
  })

  it('refuses 7 cards (3 columns from 768 px leave one alone), and 4 and 9 at the wide breakpoint', () => {
    expect(grid(7)).toEqual([
      'content/solutions/fx-desk.ts › benefits.cards: 7 cards leave a lone card on the last row at 3 columns from 768px (components/CardGrid.tsx): use 3, 5, 6, 8, 10',
    ])
    expect(grid(4)).toEqual([
      'content/solutions/fx-desk.ts › benefits.cards: 4 cards leave a lone card on the last row at 3 columns from 1024px (components/CardGrid.tsx): use 3, 5, 6, 8, 10',
    ])
    expect(grid(9)).toHaveLength(1)
  })

  it('lets 3, 5, 6, 8 and 10 cards fill their rows', () => {
    for (const count of [3, 5, 6, 8, 10]) expect(grid(count), `${count} cards`).toEqual([])
  })

  it('lays cards out as components/CardGrid.tsx does', () => {
    expect(loneCardWidths(1, 3)).toEqual([])
    expect(loneCardWidths(7, 4)).toEqual(['3 columns from 768px'])
    expect(loneCardWidths(4, 4)).toEqual([])
    expect(loneCardWidths(5, 4)).toEqual(['4 columns from 1024px'])
  })

  it('refuses a ₿ on a stablecoin card, and keeps it on a card about BTC', () => {
    const record = withCards(3)
    const [first, second, third] = record.benefits.cards
    const stablecoin = {
      ...first!,
      icon: 'Bitcoin',
      title: { 'pt-BR': 'Liquide em USDT ou USDC', 'en-US': 'Settle in USDT or USDC' },
    }
    const btc = { ...second!, icon: 'Bitcoin', title: { 'pt-BR': 'Ou liquide em BTC', 'en-US': 'Or settle in BTC' } }
    const planted = { ...record, benefits: { ...record.benefits, cards: [stablecoin, btc, third!] } }
    expect(checkLines(fixtureTree({ pages: { 'solutions/cross-border': planted } }), 'cardGrid')).toEqual([
      "content/solutions/cross-border.ts › benefits.cards[0].icon: the Bitcoin icon pictures BTC, which the card's title does not name: a card shows its own asset",
    ])
  })
})
