import type { IndustryRecordInput } from '../../../content/schema/industryRecord.ts'
import { industryFacts, type IndustryId } from '../../../site/facts/industryFacts.ts'
import { both } from './both.ts'
import { fixtureTag } from './fixtureTag.ts'
import { landingFixture } from './landingFixture.ts'
import { registryEntry } from './registryEntry.ts'

const kindsOfFlow = {
  paid: ['paid', 'paid', 'settles'],
  paysOut: ['paysOut', 'paysOut', 'settles'],
  both: ['paid', 'paysOut', 'settles'],
} as const

/** The scene words an industry's hero visual draws (content/schema/industryRecord.ts): none, a title, or both. */
function sceneFixture(n: number, industry: IndustryId) {
  const { kind } = registryEntry(`industries/${industry}`).visual
  const title = both(`Cena ${fixtureTag(n)}`, `Scene ${fixtureTag(n)}`)
  if (kind === 'checkout' || kind === 'payout') return { scene: { title, note: both('Uma nota.', 'A note.') } }
  return kind === 'installments' || kind === 'invoice' ? { scene: { title } } : {}
}

/**
 * An industry page's record that passes every rule: landingFixture's, with steps of the kinds its flow needs and the
 * scene words its hero visual draws.
 */
export function industryFixture(n: number, industry: IndustryId) {
  const record = landingFixture(n)
  const kinds = kindsOfFlow[industryFacts[industry].flow]
  return {
    ...record,
    story: { ...record.story, steps: record.story.steps.map((step, index) => ({ ...step, kind: kinds[index] })) },
    ...sceneFixture(n, industry),
  } satisfies IndustryRecordInput
}
