import type { IndustryRecordInput } from '../../../content/schema/industryRecord.ts'
import { industryFacts, type IndustryId } from '../../../site/facts/industryFacts.ts'
import { landingFixture } from './landingFixture.ts'

const kindsOfFlow = {
  paid: ['paid', 'paid', 'settles'],
  paysOut: ['paysOut', 'paysOut', 'settles'],
  both: ['paid', 'paysOut', 'settles'],
} as const

/** An industry page's record that passes every rule: landingFixture's, with steps of the kinds its flow needs. */
export function industryFixture(n: number, industry: IndustryId) {
  const record = landingFixture(n)
  const kinds = kindsOfFlow[industryFacts[industry].flow]
  return {
    ...record,
    story: { ...record.story, steps: record.story.steps.map((step, index) => ({ ...step, kind: kinds[index] })) },
  } satisfies IndustryRecordInput
}
