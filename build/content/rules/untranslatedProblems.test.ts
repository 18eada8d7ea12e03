import { describe, expect, it } from 'vitest'
import { landingPages } from '../../../site/landingPages.ts'
import { both, documentFixture, fixtureTree, landingFixture } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

/** Page `n`'s fixture with its second card titled alike in both languages. */
const withTitle = (n: number, title: string) => {
  const record = landingFixture(n)
  const cards = record.benefits.cards.map((card, index) =>
    index === 1 ? { ...card, title: both(title, title) } : card,
  )
  return { ...record, benefits: { ...record.benefits, cards } }
}
const untranslated = (title: string) =>
  checkLines(fixtureTree({ pages: { 'countries/brazil': withTitle(14, title) } }), 'translation')

describe('rule 14: no text left in Portuguese on the English side', () => {
  it('refuses an English text equal to its Portuguese, reported on the English', () => {
    expect(untranslated('Receba do jeito que o cliente prefere')).toEqual([
      'content/countries/brazil.ts › en-US › benefits.cards[1].title: is the Portuguese text, untranslated (“Receba do jeito que o cliente prefere”): write it in English',
    ])
    expect(untranslated('PIX para empresas')).toHaveLength(1)
  })

  it('lets a text of codes, names both languages write alike and shared loanwords be', () => {
    const titles = ['PIX', 'SPEI · MXN', 'E-commerce', 'Streaming', 'Marketplaces', 'KYC/AML', 'Argentina · USDT']
    const pages = Object.fromEntries(
      landingPages.slice(0, titles.length).map(({ family, slug }, n) => [`${family}/${slug}`, withTitle(n, titles[n])]),
    )
    const terms = { ...documentFixture(), title: both('Compliance', 'Compliance') }
    expect(checkLines({ ...fixtureTree({ pages }), terms }, 'translation')).toEqual([])
  })
})
