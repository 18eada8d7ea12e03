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
