import { isLocale } from '../../../site/locales.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { fieldPath, valueAt } from '../text/documentTexts.ts'

/**
 * Rule 1: the record against its family's schema (content/schema/): every field in both languages and non-empty,
 * the counts (3 to 10 cards, 3 story steps, 4 to 6 questions), the card icons; one problem per zod issue, at the
 * field and in the language it names.
 */
export function schemaProblems({ file, schema, record }: ContentDocument): ContentProblem[] {
  const result = schema.safeParse(record)
  if (result.success) return []
  return result.error.issues.map((issue): ContentProblem => {
    const last = issue.path.at(-1)
    const locale = isLocale(last) ? last : undefined
    const path = fieldPath(locale === undefined ? issue.path : issue.path.slice(0, -1))
    const keys = issue.path.flatMap((key) => (typeof key === 'symbol' ? [] : [key]))
    const message =
      issue.code !== 'unrecognized_keys' && valueAt(record, keys) === undefined
        ? 'missing'
        : issue.code === 'unrecognized_keys'
          ? `has field(s) the schema does not know: ${issue.keys.join(', ')}`
          : issue.message
    return { rule: 'schema', file, locale, path, message }
  })
}
