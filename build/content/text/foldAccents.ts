const folded = new Map<string, string>()

/**
 * The text in lower case with its accents dropped, character for character (`Colômbia` → `colombia`, `cartões` →
 * `cartoes`), so the vocabulary is written once, in plain lower-case letters, and a match's offsets still point into
 * the original text. Remembered: every rule folds the same few thousand texts and sentences.
 */
export function foldAccents(text: string): string {
  const known = folded.get(text)
  if (known !== undefined) return known
  const result = text.replace(/[^\p{ASCII}]|[A-Z]/gu, (char) => {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    return plain.length === char.length ? plain : char
  })
  folded.set(text, result)
  return result
}
