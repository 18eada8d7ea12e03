import type { NamedFact } from './NamedFact.ts'

/** A fact a text names, the word it names it by (as written: `cartões`, `Colômbia`) and where. */
export type FactMention = NamedFact & { word: string; index: number }
