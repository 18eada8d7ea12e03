import { findTerms, foldAccents } from './terms.ts'

const scale = '(?:mil|milhao|milhoes|bilhao|bilhoes|thousands?|millions?|billions?)'
/**
 * A figure as a reader takes it in: D+1, a number with its decimals and separators (99,9; 13.709/2018; 24/7), its
 * percent sign and its scale word (52,7 bilhões), matched over folded text; a digit inside a word (P2P) is no figure.
 */
const figure = new RegExp(
  `(?<![a-z0-9])(?:d\\s*\\+\\s*\\d+|\\d+(?:[.,/]\\d+)*(?:\\s*%)?(?:\\s+${scale}(?![a-z0-9]))?)`,
  'g',
)

/** Every figure a text writes in digits: as written (`99,9%`) and in one spelling to compare (`99,9%`, `d+1`, `52,7 bilhoes`). */
export function figureTokens(text: string): { word: string; index: number; figure: string }[] {
  return findTerms(text, figure).map(({ word, index }) => ({
    word,
    index,
    figure: foldAccents(word)
      .replace(/\s+/gu, ' ')
      .replace(/\s*([%+])\s*/gu, '$1'),
  }))
}
