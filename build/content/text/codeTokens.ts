/**
 * A code as a text writes it: two or more capitals and digits (PIX, USDT, P2P), D+1, the dollar sign of US$; never
 * part of a longer word or of a language tag (the `BR` of pt-BR). Read on the text as written: case is the point.
 */
const code = /(?<![\p{L}\p{N}-])[A-Z](?:[A-Z0-9]|\+(?=\d))*[A-Z0-9]\$?(?![\p{L}\p{N}])/gu

/** Every code a text writes, where it is. */
export function codeTokens(text: string): { word: string; index: number }[] {
  return [...text.matchAll(code)].map(({ 0: word, index }) => ({ word, index }))
}
