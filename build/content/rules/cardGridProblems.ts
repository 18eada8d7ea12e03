import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { valueAt } from '../text/documentTexts.ts'
import { cardGrids } from './cardGrids.ts'
import { loneCardWidths } from './loneCardWidths.ts'

const maxCards = 10

/** The card counts that fill every row at every width of a grid, up to the maximum (3, 5, 6, 8, 10 on a page). */
const fullCounts = (wideColumns: (count: number) => number): number[] =>
  Array.from({ length: maxCards - 2 }, (_, index) => index + 3).filter(
    (count) => loneCardWidths(count, wideColumns(count)).length === 0,
  )

/** The card icons that picture one asset, and the code a card's title names when it is about that asset. */
const assetIcons: Readonly<Record<string, string>> = { Bitcoin: 'BTC' }

/** A card whose icon pictures an asset its title does not name (a ₿ on a stablecoin card claims BTC by picture). */
function iconProblems(cards: readonly unknown[], at: Omit<ContentProblem, 'message'>): ContentProblem[] {
  return cards.flatMap((card, index): ContentProblem[] => {
    const icon = valueAt(card, ['icon'])
    const asset = typeof icon === 'string' ? assetIcons[icon] : undefined
    const titles = ['pt-BR', 'en-US'].map((locale) => valueAt(card, ['title', locale]))
    if (asset === undefined || titles.every((title) => typeof title === 'string' && title.includes(asset))) return []
    const message = `the ${String(icon)} icon pictures ${asset}, which the card's title does not name: a card shows its own asset`
    return [{ ...at, path: `${at.path}[${index}].icon`, message }]
  })
}

/**
 * Rule 5: at most 10 cards on a page, and no grid that leaves a lone card on its last row at any width
 * (rules/loneCardWidths.ts): 4, 7 and 9 cards do. The schemas count cards too (3 to 10 on a template page, exactly 3
 * on home); this rule is the one that knows the layout. A card's icon pictures no asset its title does not name.
 */
export function cardGridProblems({ kind, file, record }: ContentDocument): ContentProblem[] {
  return cardGrids
    .filter((grid) => grid.kind === kind)
    .flatMap(({ path, wideColumns }): ContentProblem[] => {
      const cards = valueAt(record, path)
      if (!Array.isArray(cards)) return []
      const at: Omit<ContentProblem, 'message'> = { rule: 'cardGrid', file, path: path.join('.') }
      if (cards.length > maxCards)
        return [{ ...at, message: `${cards.length} cards: a page shows at most ${maxCards} (docs/pages-and-copy.md)` }]
      const lone = loneCardWidths(cards.length, wideColumns(cards.length))
      if (lone.length === 0) return iconProblems(cards, at)
      return [
        ...iconProblems(cards, at),
        {
          ...at,
          message: `${cards.length} cards leave a lone card on the last row at ${lone.join(' and ')} (components/CardGrid.tsx): use ${fullCounts(wideColumns).join(', ')}`,
        },
      ]
    })
}
