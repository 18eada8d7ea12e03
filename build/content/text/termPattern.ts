const compiled = new WeakMap<readonly string[], RegExp>()

/**
 * One regular expression for a list of terms (regex sources written in lower case without accents, matched against
 * foldAccents(text)), as whole words: a term is never found inside a longer word, accented letters included
 * (`\b` knows ASCII letters only, so the boundary is any letter or digit of any script). Compiled once per list.
 */
export function termPattern(terms: readonly string[]): RegExp {
  const known = compiled.get(terms)
  if (known) return known
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
  compiled.set(terms, pattern)
  return pattern
}
