import { foldAccents } from './foldAccents.ts'

/** Where a termPattern finds its terms in `text`: each word as written in the text (accents and case kept). */
export function findTerms(text: string, pattern: RegExp): { word: string; index: number }[] {
  return [...foldAccents(text).matchAll(pattern)].map(({ index, 0: match }) => ({
    word: text.slice(index, index + match.length),
    index,
  }))
}
