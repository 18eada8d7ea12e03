import { describe, expect, it } from 'vitest'
import { both, fixtureTree, industryFixture } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const withKinds = (
  n: number,
  industry: Parameters<typeof industryFixture>[1],
  kinds: readonly ('paid' | 'paysOut' | 'settles')[],
) => {
  const record = industryFixture(n, industry)
  return {
    ...record,
    story: { ...record.story, steps: record.story.steps.map((step, index) => ({ ...step, kind: kinds[index] })) },
  }
}

describe("rule 7: an industry's story follows its money", () => {
  it('refuses a payroll story with a `paid` step and none that pays out', () => {
    const planted = withKinds(24, 'payroll', ['paid', 'settles', 'settles'])
    expect(checkLines(fixtureTree({ pages: { 'industries/payroll': planted } }), 'industryFlow')).toEqual([
      'content/industries/payroll.ts › story.steps: has no `paysOut` step: payroll is a business that pays out (site/facts/industryFacts.ts)',
      'content/industries/payroll.ts › story.steps: has a `paid` step: payroll pays out and is paid by no customer (site/facts/industryFacts.ts)',
    ])
  })

  it('refuses a marketplace that never pays its sellers and an e-commerce story that never settles', () => {
    const marketplaces = withKinds(16, 'marketplaces', ['paid', 'paid', 'settles'])
    const ecommerce = withKinds(15, 'ecommerce', ['paid', 'paid', 'paysOut'])
    expect(
      checkLines(
        fixtureTree({ pages: { 'industries/marketplaces': marketplaces, 'industries/ecommerce': ecommerce } }),
        'industryFlow',
      ),
    ).toEqual([
      'content/industries/ecommerce.ts › story.steps: has no `settles` step: ecommerce is paid and settles (site/facts/industryFacts.ts)',
      'content/industries/marketplaces.ts › story.steps: has no `paysOut` step: marketplaces is paid and pays out (site/facts/industryFacts.ts)',
    ])
  })

  it("refuses payroll saying 'receber' or 'clients' anywhere, the form's hint included", () => {
    const record = industryFixture(24, 'payroll')
    const planted = {
      ...record,
      contact: {
        ...record.contact,
        hint: both('Conte como a sua empresa quer receber.', 'Tell us who your clients are.'),
      },
    }
    expect(checkLines(fixtureTree({ pages: { 'industries/payroll': planted } }), 'industryFlow')).toEqual([
      'content/industries/payroll.ts › pt-BR › contact.hint: says “receber”: payroll pays its people: no customer pays it, so nothing on its page receives or has clients',
      'content/industries/payroll.ts › en-US › contact.hint: says “clients”: payroll pays its people: no customer pays it, so nothing on its page receives or has clients',
    ])
  })

  it('lets other industries receive from their customers', () => {
    const record = industryFixture(15, 'ecommerce')
    const planted = {
      ...record,
      contact: { ...record.contact, hint: both('Como você quer receber dos clientes?', 'How do your customers pay?') },
    }
    expect(checkLines(fixtureTree({ pages: { 'industries/ecommerce': planted } }), 'industryFlow')).toEqual([])
  })
})
