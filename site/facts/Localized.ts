import type { Locale } from '../locales.ts'

/** A text in both site languages, side by side (docs/pages-and-copy.md). */
export type Localized = Readonly<Record<Locale, string>>
