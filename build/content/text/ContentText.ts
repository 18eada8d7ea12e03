import type { Locale } from '../../../site/locales.ts'

/** One text of a record in one language, with the field it sits in (`hero.subtitle`). */
export type ContentText = { file: string; locale: Locale; path: string; text: string }
