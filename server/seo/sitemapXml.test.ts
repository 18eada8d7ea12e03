import { describe, expect, it } from 'vitest'
import { locales } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { robotsTxt, sitemapXml } from './seoFiles.ts'

const origin = 'https://www.fluxa.example'

/** The <url> entries of a sitemap: loc and each hreflang alternate. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }))
}

describe('sitemap.xml', () => {
  const xml = sitemapXml(origin)
  const urls = entries(xml)

  it('is a sitemap with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('lists every route in each locale, each once, as absolute URLs from PUBLIC_URL', () => {
    const pages = sitePaths.length * locales.length
    expect(urls).toHaveLength(pages)
    const locs = urls.map((u) => u.loc)
    expect(new Set(locs).size).toBe(pages)
    for (const loc of locs) expect(loc?.startsWith(`${origin}/`)).toBe(true)
    expect(locs).toContain(`${origin}/`)
    expect(locs).toContain(`${origin}/en`)
    expect(locs).toContain(`${origin}/industries/media-ads`)
    expect(locs).toContain(`${origin}/en/industries/media-ads`)
  })

  it('gives every page its pt-BR, en-US and x-default alternates', () => {
    for (const { loc, alternates } of urls) {
      const path = (loc ?? '').slice(origin.length)
      const logical = path === '/en' ? '/' : path.replace(/^\/en\//, '/')
      expect(alternates, loc).toEqual({
        'pt-BR': `${origin}${logical}`,
        'en-US': `${origin}${logical === '/' ? '/en' : `/en${logical}`}`,
        'x-default': `${origin}${logical}`,
      })
    }
  })
})

describe('sitemap.xml with the build date', () => {
  it('gives every page that date as <lastmod>', () => {
    const xml = sitemapXml(origin, '2026-11-23')
    const bodies = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body)
    expect(bodies).toHaveLength(sitePaths.length * locales.length)
    for (const body of bodies) expect(body).toMatch(/<\/loc><lastmod>2026-11-23<\/lastmod>/)
  })

  it('has no <lastmod> when there is no build to date it', () => {
    expect(sitemapXml(origin)).not.toContain('<lastmod>')
  })
})

describe('robots.txt', () => {
  const robots = robotsTxt(origin)
  it('keeps crawlers out of /api/ and points to the sitemap', () => {
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/api\/$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${origin.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'))
  })
})
