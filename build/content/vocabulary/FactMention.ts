import type { NamedFact } from './NamedFact.ts'

/** A fact a text names, and the word it names it by (as written: `cartões`, `Colômbia`). */
export type FactMention = NamedFact & { word: string }
