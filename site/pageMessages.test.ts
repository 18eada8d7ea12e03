import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { messages as enSite } from '../locales/en-US/site.ts'
import { messages as ptSite } from '../locales/pt-BR/site.ts'
import { pageMessages } from './pageMessages.ts'

describe('pageMessages: what a page renders with', () => {
  it('on the server: the layout and form catalogues whole', () => {
    const all = pageMessages('en-US')
    expect(all['notFound.title']).toEqual(enSite['notFound.title'])
    expect(all['footer.legal']).toEqual(enSite['footer.legal'])
  })

  it('in the browser: what it renders (header, contact section), not the footer nor the error page', () => {
    const hydrated = pageMessages('en-US', { browser: true })
    expect(hydrated['nav.menu']).toEqual(enSite['nav.menu'])
    expect(hydrated['language.toPortuguese']).toEqual(enSite['language.toPortuguese'])
    expect(Object.keys(hydrated).filter((id) => /^(footer|disclaimer|notFound|visual|breadcrumb)\./.test(id))).toEqual(
      [],
    )
  })

  it('in the browser: every message id of the hydrated modules is there', () => {
    const hydratedSources = [
      ...['Header.tsx', 'MobileMenu.tsx', 'NavDropdown.tsx', 'LocaleToggle.tsx', 'navGroups.ts'].map(
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
    const hydrated = pageMessages('pt-BR', { browser: true })
    expect(ids.filter((id) => !(id in hydrated))).toEqual([])
  })

  it('serves both languages with the same ids', () => {
    expect(Object.keys(pageMessages('pt-BR')).sort()).toEqual(Object.keys(pageMessages('en-US')).sort())
    expect(Object.keys(ptSite).sort()).toEqual(Object.keys(enSite).sort())
  })
})
