import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultLocale, isLocale, locales } from './locales.ts'
import { localizePath } from './locales.ts'
import { sitePaths } from './landingPages.ts'
import { splitLocale } from './locales.ts'

describe('splitLocale: the language of a URL (docs/languages-and-urls.md)', () => {
  it.each([
    ['/', 'pt-BR', '/'],
    ['/terms', 'pt-BR', '/terms'],
    ['/solutions/fx-desk', 'pt-BR', '/solutions/fx-desk'],
    ['/en', 'en-US', '/'],
    ['/en/', 'en-US', '/'],
    ['/en/terms', 'en-US', '/terms'],
    ['/en/solutions/fx-desk', 'en-US', '/solutions/fx-desk'],
    ['/en/does-not-exist', 'en-US', '/does-not-exist'],
    // Only a whole "en" segment is the prefix.
    ['/english', 'pt-BR', '/english'],
    ['/enx', 'pt-BR', '/enx'],
    ['/en-us/terms', 'pt-BR', '/en-us/terms'],
    ['/EN/terms', 'pt-BR', '/EN/terms'],
    ['/pt/terms', 'pt-BR', '/pt/terms'],
    ['/terms/en', 'pt-BR', '/terms/en'],
  ])('%s → %s %s', (url, locale, pathname) => {
    expect(splitLocale(url)).toEqual({ locale, pathname })
  })

  it('defaults to pt-BR', () => {
    expect(defaultLocale).toBe('pt-BR')
    expect(locales).toEqual(['pt-BR', 'en-US'])
    expect(isLocale('en-US')).toBe(true)
    expect(isLocale('en')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('localizePath: the URL of a page in one language', () => {
  it.each([
    ['/', 'pt-BR', '/'],
    ['/', 'en-US', '/en'],
    ['/terms', 'pt-BR', '/terms'],
    ['/terms', 'en-US', '/en/terms'],
    ['/industries/media-ads', 'en-US', '/en/industries/media-ads'],
  ] as const)('%s in %s → %s', (pathname, locale, url) => {
    expect(localizePath(pathname, locale)).toBe(url)
  })

  it('gives a distinct URL for each route in each locale', () => {
    const urls = sitePaths.flatMap((path) => locales.map((locale) => localizePath(path, locale)))
    expect(new Set(urls).size).toBe(sitePaths.length * locales.length)
  })

  it('is undone by splitLocale for every route and language', () => {
    for (const path of sitePaths) {
      for (const locale of locales) expect(splitLocale(localizePath(path, locale))).toEqual({ locale, pathname: path })
    }
  })

  it('is undone by splitLocale for any logical path that does not itself start with /en', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== 'en')
    const logical = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`)
    fc.assert(
      fc.property(logical, fc.constantFrom(...locales), (path, locale) => {
        expect(splitLocale(localizePath(path, locale))).toEqual({ locale, pathname: path })
      }),
    )
  })
})
