import type { Locale } from '../locales.ts'

/** A text in both site languages, side by side (docs/pages-and-copy.md). */
export type Localized = Readonly<Record<Locale, string>>

/**
 * How a text names a fact, per language: regex sources in lower case and without accents, matched as whole words
 * against the text with its accents folded, so `Colômbia`, `Colombia` and `COLÔMBIA` are one country (the content
 * check: docs/pages-and-copy.md, "Checks at build time").
 */
export type Words = Readonly<Record<Locale, readonly string[]>>
