import { landingFixture } from './landingFixture.ts'

/** A fixture page record (landingFixture) with one card's body replaced: the commonest planted defect. */
export function withCardBody(n: number, index: number, body: { 'pt-BR': string; 'en-US': string }) {
  const record = landingFixture(n)
  return {
    ...record,
    benefits: {
      ...record.benefits,
      cards: record.benefits.cards.map((card, at) => (at === index ? { ...card, body } : card)),
    },
  }
}
