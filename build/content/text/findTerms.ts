import { foldAccents } from './foldAccents.ts'

/** The words of `text` a termPattern finds, as written in the text (accents and case kept). */
export function findTerms(text: string, pattern: RegExp): string[] {
  return [...foldAccents(text).matchAll(pattern)].map((match) => text.slice(match.index, match.index + match[0].length))
}
