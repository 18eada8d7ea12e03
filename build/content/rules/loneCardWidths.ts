import { cardGridLayout } from '../../../components/cardGridLayout.ts'

/**
 * The widths at which a grid of `count` cards leaves one card alone on its last row, as components/CardGrid.tsx lays
 * it out (components/cardGridLayout.ts, which both read). Empty when every row is full or holds at least two cards.
 */
export function loneCardWidths(count: number, wideColumns: number): string[] {
  if (count <= 1) return []
  return cardGridLayout(count, wideColumns)
    .filter(({ columns }) => count % columns === 1)
    .map(({ columns, from }) => `${columns} columns from ${from}`)
}
