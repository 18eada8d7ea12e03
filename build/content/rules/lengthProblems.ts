import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts } from '../text/documentTexts.ts'
import { fieldLimits } from './fieldLimits.ts'

/**
 * The copy brief's lengths and forms on a template page's texts (rules/fieldLimits.ts): `meta.title` at most 60
 * characters ending " | Fluxa", `meta.description` 110 to 155, the menu line at most 55 without a full stop, and
 * the lengths that keep a page short on a phone.
 */
export function lengthProblems(document: ContentDocument): ContentProblem[] {
  if (document.kind !== 'template') return []
  return documentTexts(document).flatMap(({ file, locale, path, text }) =>
    fieldLimits
      .filter((limit) => limit.path.test(path))
      .flatMap(({ min = 0, max, form }): ContentProblem[] => {
        const { length } = [...text.trim()]
        const at: Omit<ContentProblem, 'message'> = { rule: 'length', file, locale, path }
        return [
          ...(length > max ? [{ ...at, message: `is ${length} characters long: at most ${max}` }] : []),
          ...(length < min ? [{ ...at, message: `is ${length} characters long: at least ${min}` }] : []),
          ...(form && !form.test.test(text.trim()) ? [{ ...at, message: `must be a text that ${form.says}` }] : []),
        ]
      }),
  )
}
