import { isLocale, type Locale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'

/**
 * Every text of a record, found by shape rather than by schema (a localized text is an object with a `pt-BR` or
 * `en-US` string), so a record the schema refuses is still read.
 */
export function documentTexts({ file, record }: Pick<ContentDocument, 'file' | 'record'>): ContentText[] {
  const texts: ContentText[] = []
  const walk = (value: unknown, segments: readonly PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => walk(item, [...segments, index]))
      return
    }
    if (typeof value !== 'object' || value === null) return
    for (const [key, item] of Object.entries(value)) {
      if (isLocale(key) && typeof item === 'string')
        texts.push({ file, locale: key, path: fieldPath(segments), text: item })
      else walk(item, [...segments, key])
    }
  }
  walk(record, [])
  return texts
}

/** One text of a record in one language, with the field it sits in (`hero.subtitle`). */
export type ContentText = { file: string; locale: Locale; path: string; text: string }

/** A field's path as written in a record: `benefits.cards[1].body`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      const name = String(segment)
      return index === 0 ? name : `.${name}`
    })
    .join('')
}

/** The value at a path of an unchecked record (`['benefits', 'cards']`), or undefined where the path breaks. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((current, key) => {
    if (typeof key === 'number') return Array.isArray(current) ? current.at(key) : undefined
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined
    return new Map(Object.entries(current)).get(key)
  }, value)
}
