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

const compiled = new WeakMap<readonly string[], RegExp>()

/**
 * One regular expression for a list of terms (regex sources in lower case without accents, matched against
 * foldAccents(text), which is lower case and, for Portuguese and English, plain ASCII letters), as whole words: a
 * term is never found inside a longer word, accented letters included. Compiled once per list.
 */
export function termPattern(terms: readonly string[]): RegExp {
  const known = compiled.get(terms)
  if (known) return known
  const pattern = new RegExp(`(?<![a-z0-9])(?:${terms.join('|')})(?![a-z0-9])`, 'g')
  compiled.set(terms, pattern)
  return pattern
}

/** Where a termPattern finds its terms in `text`: each word as written in the text (accents and case kept). */
export function findTerms(text: string, pattern: RegExp): { word: string; index: number }[] {
  return [...foldAccents(text).matchAll(pattern)].map(({ index, 0: match }) => ({
    word: text.slice(index, index + match.length),
    index,
  }))
}
