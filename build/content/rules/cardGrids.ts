import type { ContentDocument } from '../ContentDocument.ts'

/**
 * The card grids of the records and how wide each gets (the pages' components): the benefit cards of home and every
 * template page (components/BenefitGrid.tsx: 3 columns up to 6 cards, 4 for more) and About's four services
 * (pages/about-us/+Page.tsx: 4 columns). About's values are a list, not a grid.
 */
export const cardGrids: readonly {
  kind: ContentDocument['kind']
  path: readonly string[]
  wideColumns: (count: number) => number
}[] = [
  { kind: 'template', path: ['benefits', 'cards'], wideColumns: (count) => (count > 6 ? 4 : 3) },
  { kind: 'home', path: ['benefits', 'cards'], wideColumns: (count) => (count > 6 ? 4 : 3) },
  { kind: 'about', path: ['whatWeDo', 'items'], wideColumns: () => 4 },
]
