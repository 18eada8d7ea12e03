import { industryFacts } from '../../../site/facts/industryFacts.ts'
import type { ContentDocument } from '../ContentDocument.ts'
import type { ContentProblem } from '../ContentProblem.ts'
import { documentTexts, valueAt } from '../text/documentTexts.ts'
import { findTerms, termPattern } from '../text/terms.ts'

/** The step kinds each flow needs and refuses (the copy brief: the others are paid, and settle). */
const flowSteps = {
  paid: { needs: ['paid', 'settles'], refuses: [] },
  paysOut: { needs: ['paysOut'], refuses: ['paid'] },
  both: { needs: ['paid', 'paysOut'], refuses: [] },
} as const satisfies Record<string, { needs: readonly string[]; refuses: readonly string[] }>

/**
 * Rule 7: an industry's story follows its money (site/facts/industryFacts.ts): a business that only pays out
 * (payroll, creators) has a `paysOut` step and no `paid` one; marketplaces and exchanges have both; the others are
 * `paid` and `settle`. Payroll's words never receive and never have clients (its fact's `neverSays`).
 */
export function industryFlowProblems({ entry, file, record }: ContentDocument): ContentProblem[] {
  if (entry?.family !== 'industries') return []
  const fact = industryFacts[entry.slug]
  const { flow } = fact
  const steps = valueAt(record, ['story', 'steps'])
  const kinds = Array.isArray(steps) ? steps.map((step: unknown) => valueAt(step, ['kind'])) : []
  const at: Omit<ContentProblem, 'message'> = { rule: 'industryFlow', file, path: 'story.steps' }
  const { needs, refuses } = flowSteps[flow]
  const words = 'neverSays' in fact ? fact.neverSays : undefined
  return [
    ...needs
      .filter((kind) => !kinds.includes(kind))
      .map((kind): ContentProblem => ({
        ...at,
        message: `has no \`${kind}\` step: ${entry.slug} is ${flow === 'both' ? 'paid and pays out' : flow === 'paid' ? 'paid and settles' : 'a business that pays out'} (site/facts/industryFacts.ts)`,
      })),
    ...refuses
      .filter((kind) => kinds.includes(kind))
      .map((kind): ContentProblem => ({
        ...at,
        message: `has a \`${kind}\` step: ${entry.slug} pays out and is paid by no customer (site/facts/industryFacts.ts)`,
      })),
    ...(words === undefined
      ? []
      : documentTexts({ file, record }).flatMap(({ locale, path, text }): ContentProblem[] => {
          const [word] = findTerms(text, termPattern(words.words[locale])).map((found) => found.word)
          return word === undefined
            ? []
            : [{ rule: 'industryFlow', file, locale, path, message: `says “${word}”: ${words.why}` }]
        })),
  ]
}
