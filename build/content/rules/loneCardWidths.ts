import { theme } from '../../../components/theme.ts'

/**
 * The widths at which a grid of `count` cards leaves one card alone on its last row, as components/CardGrid.tsx lays
 * it out: one column on phones; from 640 px two columns for an even count, from theme.medium three for an odd one;
 * from theme.wide, `wideColumns`. Empty when every row is full or holds at least two cards.
 */
export function loneCardWidths(count: number, wideColumns: number): string[] {
  if (count <= 1) return []
  const layouts = [
    count % 2 === 0 ? { columns: 2, from: '640px' } : { columns: 3, from: theme.medium },
    { columns: wideColumns, from: theme.wide },
  ]
  return layouts
    .filter(({ columns }) => count % columns === 1)
    .map(({ columns, from }) => `${columns} columns from ${from}`)
}
