import { countryFacts, countryIds, type CountryId } from '../../site/facts/countryFacts.ts'

/**
 * Latin America as a coarse dot grid, Mexico top left to Tierra del Fuego: a served country's dots are the first
 * letter of its ISO code (M Mexico, C Colombia, B Brazil, A Argentina), x any other land. A dot map reads as "the region" at a glance and costs a few hundred bytes.
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

const letters = new Map(countryIds.map((id) => [countryFacts[id].iso.charAt(0), id]))

export type Dot = { col: number; row: number; country?: CountryId }

export const latinAmericaDots: readonly Dot[] = rows.flatMap((line, row) =>
  [...line].flatMap((cell, col) => (cell === '.' ? [] : [{ col, row, country: letters.get(cell) }])),
)
