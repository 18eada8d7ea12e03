import { findTerms, foldAccents } from './terms.ts'

/**
 * A text cut into sentences and clauses, each with where it starts in the text: at `.`, `!`, `?` or `;` followed by
 * a space, and at line breaks. A figure's decimal point (99.9%, 52.7) is never followed by a space, so it never cuts.
 */
export function sentences(text: string): { text: string; start: number }[] {
  return [...text.matchAll(/[^\n]+?(?:[.!?;](?=\s)|$)|[^\n]+?(?=\n)/gmu)]
    .map(({ index, 0: sentence }) => ({
      text: sentence.trim(),
      start: index + sentence.length - sentence.trimStart().length,
    }))
    .filter(({ text: sentence }) => sentence !== '')
}

/**
 * A code as a text writes it: two or more capitals and digits (PIX, USDT, P2P), D+1, the dollar sign of US$; never
 * part of a longer word or of a language tag (the `BR` of pt-BR). Read on the text as written: case is the point.
 */
const code = /(?<![\p{L}\p{N}-])[A-Z](?:[A-Z0-9]|\+(?=\d))*[A-Z0-9]\$?(?![\p{L}\p{N}])/gu

/** Every code a text writes, where it is. */
export function codeTokens(text: string): { word: string; index: number }[] {
  return [...text.matchAll(code)].map(({ 0: word, index }) => ({ word, index }))
}

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
