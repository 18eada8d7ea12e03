import { describe, expect, it } from 'vitest'
import { landingPages, type LandingPage } from '../../../site/landingPages.ts'
import { formatProblem } from '../ContentProblem.ts'
import { registryEntry } from '../testing/fixtures.ts'
import { badgeProblems } from './badgeProblems.ts'

const lines = (pages: readonly LandingPage[]) => badgeProblems(pages).map(formatProblem)

describe("rule 15: a hero's badges are distinct facts", () => {
  it('finds nothing in the real registry (site/landingPages.ts)', () => {
    expect(lines(landingPages)).toEqual([])
  })

  it('refuses a fact id twice', () => {
    const pix: LandingPage = { ...registryEntry('methods/pix'), badges: ['method:pix', 'currency:BRL', 'method:pix'] }
    expect(lines([pix])).toEqual([
      'site/landingPages.ts › methods/pix.badges[2]: repeats badges[0] (method:pix) as method:pix: the same fact id; a hero shows each fact once',
    ])
  })

  it('refuses one fact under two names: USDT the method and the currency, KYC/AML and fraud prevention', () => {
    const colombia: LandingPage = {
      ...registryEntry('countries/colombia'),
      badges: ['method:transfiya', 'method:usdt', 'currency:USDT'],
    }
    const betting: LandingPage = {
      ...registryEntry('industries/betting'),
      badges: ['method:pix', 'kycAml', 'solution:fraud-prevention'],
    }
    expect(lines([colombia, betting])).toEqual([
      'site/landingPages.ts › countries/colombia.badges[2]: repeats badges[1] (method:usdt) as currency:USDT: the same label, “USDT”; a hero shows each fact once',
      'site/landingPages.ts › industries/betting.badges[2]: repeats badges[1] (kycAml) as solution:fraud-prevention: one fact under two names (vocabulary/factMentions.ts); a hero shows each fact once',
    ])
  })

  it('lets cards and their installments stand side by side: two facts', () => {
    const brazil: LandingPage = { ...registryEntry('countries/brazil'), badges: ['method:cards', 'installments'] }
    expect(lines([brazil])).toEqual([])
  })
})
