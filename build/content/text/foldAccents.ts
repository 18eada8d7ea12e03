/**
 * The text with its accents dropped, character for character (`Colômbia` → `Colombia`, `cartões` → `cartoes`), so
 * the vocabulary is written once without accents and a match's offsets still point into the original text.
 */
export function foldAccents(text: string): string {
  return text.replace(/[^\p{ASCII}]/gu, (char) => {
    const folded = char.normalize('NFD').replace(/\p{M}/gu, '')
    return folded.length === char.length ? folded : char
  })
}
