/**
 * How long each text of a template page may be, in characters (the copy brief: pages short on a phone, a head that
 * fits a search result, a menu line that fits the menu), by field path, and what else its form must be.
 */
export const fieldLimits: readonly {
  path: RegExp
  min?: number
  max: number
  form?: { test: RegExp; says: string }
}[] = [
  { path: /^meta\.title$/u, max: 60, form: { test: / \| Fluxa$/u, says: 'ends with “ | Fluxa”' } },
  { path: /^meta\.description$/u, min: 110, max: 155 },
  { path: /^menu$/u, max: 55, form: { test: /[^.]$/u, says: 'has no full stop (a fact, not a sentence)' } },
  { path: /^hero\.title$/u, max: 70 },
  { path: /^hero\.subtitle$/u, max: 170 },
  { path: /^(?:benefits\.heading|story\.title)$/u, max: 60 },
  { path: /^benefits\.cards\[\d+\]\.title$/u, max: 40 },
  { path: /^benefits\.cards\[\d+\]\.body$/u, max: 130 },
  { path: /^story\.steps\[\d+\]\.title$/u, max: 40 },
  { path: /^story\.steps\[\d+\]\.body$/u, max: 190 },
  { path: /^faq\[\d+\]\.question$/u, max: 90 },
  { path: /^faq\[\d+\]\.answer$/u, max: 280 },
  { path: /^contact\.heading$/u, max: 50 },
  { path: /^contact\.hint$/u, max: 110 },
]
