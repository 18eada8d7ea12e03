import { theme } from './theme.ts'

/** From which width a card grid has how many columns. */
export type CardGridStep = { columns: number; from: string }

/**
 * How components/CardGrid.tsx lays out `count` cards (docs/pages-and-copy.md): one column on phones; from 640 px two
 * columns for an even count, from theme.medium three for an odd one; from theme.wide, `wideColumns`. The grid draws
 * these steps and the content check (build/content/rules/loneCardWidths.ts) reads them, so the two cannot disagree.
 */
export function cardGridLayout(count: number, wideColumns: number): readonly CardGridStep[] {
  return [
    count % 2 === 0 ? { columns: 2, from: '640px' } : { columns: 3, from: theme.medium },
    { columns: wideColumns, from: theme.wide },
  ]
}
