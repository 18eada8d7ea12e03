import type { CountryId } from '../../site/facts/countryFacts.ts'

/**
 * Latin America as a coarse dot grid, Mexico top left to Tierra del Fuego: M Mexico, C Colombia, B Brazil,
 * A Argentina, x any other land. A dot map reads as "the region" at a glance and costs a few hundred bytes.
 */
const rows = [
  'MMMMM...............',
  'MMMMMM..............',
  '.MMMMMM.............',
  '..MMMMMM............',
  '...MMMMM............',
  '....MMMMM...........',
  '.......MM...........',
  '........xx..........',
  '.........xx.........',
  '..........CCxxx.....',
  '.........CCCxxxx....',
  '.........CCCBBxxx...',
  '........xxCCBBBBBB..',
  '........xxxBBBBBBBBB',
  '.........xxBBBBBBBBB',
  '..........xBBBBBBBB.',
  '..........xxBBBBBBB.',
  '...........xxBBBBB..',
  '...........xAABBBB..',
  '..........xAAABB....',
  '..........xAAAx.....',
  '..........xAAA......',
  '..........xAA.......',
  '..........xAA.......',
  '...........AA.......',
  '...........A........',
]

const letters = new Map<string, CountryId>([
  ['M', 'mexico'],
  ['C', 'colombia'],
  ['B', 'brazil'],
  ['A', 'argentina'],
])

export type Dot = { col: number; row: number; country?: CountryId }

export const latinAmericaDots: readonly Dot[] = rows.flatMap((line, row) =>
  [...line].flatMap((cell, col) => (cell === '.' ? [] : [{ col, row, country: letters.get(cell) }])),
)

/** Where each country's marker sits on the grid (columns, rows). */
export const countryCentres: Record<CountryId, { col: number; row: number; code: string }> = {
  mexico: { col: 3, row: 2.5, code: 'MX' },
  colombia: { col: 10, row: 10.5, code: 'CO' },
  brazil: { col: 15.5, row: 14, code: 'BR' },
  argentina: { col: 12, row: 21, code: 'AR' },
}
