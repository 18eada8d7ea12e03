import { describe, expect, it } from 'vitest'
import { families, findLandingPage, landingPages, landingPath, sitePaths, standalonePaths } from './landingPages.ts'
import { pageFacts } from './pageFacts.ts'
import { collectedCurrency } from './facts/collectedCurrency.ts'

// docs/pages-and-copy.md, written out by hand so that a typo in the registry cannot also be in the expectation.
const expected = {
  solutions: ['cross-border', 'pay-in-payout', 'on-off-ramp', 'billing', 'fx-desk', 'fraud-prevention'],
  methods: ['pix', 'cards', 'spei', 'transfiya', 'usdt'],
  countries: ['brazil', 'mexico', 'argentina', 'colombia'],
  industries: [
    'ecommerce',
    'marketplaces',
    'travel',
    'education',
    'streaming',
    'betting',
    'subscriptions',
    'crypto-exchanges',
    'gaming',
    'payroll',
    'creators',
    'media-ads',
  ],
} as const

describe('the landing page registry', () => {
  it('holds at least the template pages docs/pages-and-copy.md lists, each once', () => {
    expect(families).toEqual(['solutions', 'methods', 'countries', 'industries'])
    for (const family of families) {
      const slugs = landingPages.filter((page) => page.family === family).map((page) => page.slug)
      expect(slugs, family).toEqual(expect.arrayContaining([...expected[family]]))
      expect(new Set(slugs).size, family).toBe(slugs.length)
    }
  })

  it('has no duplicate path and finds every page by its path, and nothing else', () => {
    const paths = landingPages.map(landingPath)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of landingPages) expect(findLandingPage(landingPath(page))).toBe(page)
    for (const other of [
      '/',
      '/solutions',
      '/solutions/',
      '/solutions/fx-desk/',
      '/solutions/pix',
      '/en/solutions/fx-desk',
      '/terms',
    ]) {
      expect(findLandingPage(other), other).toBeUndefined()
    }
  })

  it("links every page's related facts to registry pages only", () => {
    for (const page of landingPages) {
      const facts = pageFacts(page)
      for (const family of families)
        for (const slug of facts[family])
          expect(
            landingPages.some((other) => other.family === family && other.slug === slug),
            `${landingPath(page)} → /${family}/${slug}`,
          ).toBe(true)
    }
  })

  it('derives what a method or country page speaks of from the facts: cards are Brazil’s, Argentina has no currency', () => {
    const of = (path: string) => {
      const page = findLandingPage(path)
      if (!page) throw new Error(path)
      return pageFacts(page)
    }
    expect(of('/countries/mexico').methods).toEqual(['spei'])
    expect(of('/countries/brazil').methods).toEqual(['pix', 'cards'])
    expect(of('/methods/cards').countries).toEqual(['brazil'])
    expect(of('/methods/transfiya').countries).toEqual(['colombia'])
    expect(collectedCurrency('mexico')).toBe('MXN')
    expect(collectedCurrency('colombia')).toBe('COP')
    expect(collectedCurrency('argentina')).toBeUndefined()
  })

  it('gives every page at least one badge', () => {
    for (const page of landingPages) expect(page.badges.length, landingPath(page)).toBeGreaterThan(0)
  })

  // Four per family: the footer's columns (industries aside) and the 404 page's suggestions (docs/pages-and-copy.md).
  it('features 4 pages of every family', () => {
    const inFooter = (family: string) =>
      landingPages.filter((page) => page.family === family && 'inFooter' in page && page.inFooter)
    expect(inFooter('solutions')).toHaveLength(4)
    expect(inFooter('methods')).toHaveLength(4)
    expect(inFooter('countries')).toHaveLength(4)
    expect(inFooter('industries')).toHaveLength(4)
  })
})

describe('the site paths', () => {
  it('are the standalone pages and every registry page, each once', () => {
    expect(sitePaths).toHaveLength(standalonePaths.length + landingPages.length)
    expect(new Set(sitePaths).size).toBe(sitePaths.length)
    expect(standalonePaths).toEqual(['/', '/terms', '/privacy', '/about-us'])
    expect([...sitePaths].sort()).toEqual([...standalonePaths, ...landingPages.map(landingPath)].sort())
  })
})
