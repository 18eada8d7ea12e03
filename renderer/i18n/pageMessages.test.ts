import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { messages as enCopy } from '../../locales/en-US/copy.ts'
import { messages as enSite } from '../../locales/en-US/site.ts'
import { messages as ptSite } from '../../locales/pt-BR/site.ts'
import { pageMessages } from './pageMessages.ts'
import { copyPrefix, sitePaths } from '../../site/sitePaths.ts'

describe('copyPrefix', () => {
  it.each([
    ['/', 'home'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/about-us', 'about-us'],
    ['/solutions/fx-desk', 'solutions.fx-desk'],
    ['/industries/crypto-exchanges', 'industries.crypto-exchanges'],
  ])('%s → %s', (path, prefix) => {
    expect(copyPrefix(path)).toBe(prefix)
  })

  it('is distinct for every route, and no prefix is the start of another page’s ids', () => {
    const prefixes = sitePaths.map(copyPrefix)
    expect(new Set(prefixes).size).toBe(sitePaths.length)
    for (const a of prefixes)
      for (const b of prefixes) if (a !== b) expect(`${b}.`.startsWith(`${a}.`), `${a} / ${b}`).toBe(false)
  })
})

describe('pageMessages: what one page ships', () => {
  it('holds the layout catalogue and only the page’s own slice of the copy', () => {
    const home = pageMessages('en-US', 'home')
    expect(home['notFound.title']).toEqual(enSite['notFound.title'])
    expect(home['home.heroTitle']).toEqual(enCopy['home.heroTitle'])
    const fxDesk = pageMessages('en-US', copyPrefix('/solutions/fx-desk'))
    expect(Object.keys(fxDesk).filter((id) => id.startsWith('home.'))).toEqual([])
    for (const id of Object.keys(fxDesk)) {
      if (id in enCopy) expect(id.startsWith('solutions.fx-desk.'), id).toBe(true)
    }
  })

  it('without a prefix: what the browser renders (header, contact section), not the page copy nor the footer', () => {
    const hydrated = pageMessages('en-US')
    expect(hydrated['nav.menu']).toEqual(enSite['nav.menu'])
    expect(hydrated['language.toPortuguese']).toEqual(enSite['language.toPortuguese'])
    expect(Object.keys(hydrated).filter((id) => id in enCopy)).toEqual([])
    expect(Object.keys(hydrated).filter((id) => /^(footer|disclaimer|notFound)\./.test(id))).toEqual([])
  })

  it('without a prefix: every message id of the hydrated modules is there', () => {
    const hydratedSources = [
      ...['Header.tsx', 'MobileMenu.tsx', 'NavDropdown.tsx', 'LocaleToggle.tsx', 'navMessages.ts'].map(
        (f) => `components/layout/${f}`,
      ),
      'components/ctaMessages.ts',
      'site/contact/apiErrorMessages.ts',
      ...readdirSync('components/contact', { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
        .map((f) => `components/contact/${f}`),
    ]
    const ids = hydratedSources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bid: '([^']+)'/g)].map((m) => m[1]),
    )
    expect(ids.length).toBeGreaterThan(50)
    const hydrated = pageMessages('pt-BR')
    expect(ids.filter((id) => !(id in hydrated))).toEqual([])
  })

  it('serves both languages with the same layout ids', () => {
    expect(Object.keys(pageMessages('pt-BR', 'home')).sort()).toEqual(Object.keys(pageMessages('en-US', 'home')).sort())
    expect(Object.keys(ptSite).sort()).toEqual(Object.keys(enSite).sort())
  })
})
