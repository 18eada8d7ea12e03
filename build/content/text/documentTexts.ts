import { isLocale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentText } from './ContentText.ts'
import { fieldPath } from './fieldPath.ts'

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
